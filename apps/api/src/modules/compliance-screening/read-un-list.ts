import { XMLParser } from 'fast-xml-parser';
import { SyntaxValidator } from 'fast-xml-validator';
import { malformed, type ListEntry } from './list-entry.ts';

// The UN Security Council consolidated list in its published XML (scsanctions.un.org, consolidated.xml):
// CONSOLIDATED_LIST > INDIVIDUALS > INDIVIDUAL and ENTITIES > ENTITY, each with DATAID, FIRST_NAME to
// FOURTH_NAME, aliases and (individuals) documents.

type Node = Record<string, unknown>;

const REPEATED = new Set([
  'INDIVIDUAL',
  'ENTITY',
  'INDIVIDUAL_ALIAS',
  'ENTITY_ALIAS',
  'INDIVIDUAL_DOCUMENT',
  'NATIONALITY',
  'VALUE',
]);

const parser = new XMLParser({
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: true,
  processEntities: true,
  isArray: (name) => REPEATED.has(name),
});

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const nodes = (value: unknown): Node[] =>
  Array.isArray(value) ? value.filter((item): item is Node => typeof item === 'object' && item !== null) : [];

function entryOf(node: Node, kind: ListEntry['kind'], position: number): ListEntry {
  const reference = text(node.DATAID);
  const what = kind === 'individual' ? 'INDIVIDUAL' : 'ENTITY';
  if (!/^\d+$/.test(reference)) throw malformed(`el ${what} número ${position} no tiene DATAID.`);
  const fullName = ['FIRST_NAME', 'SECOND_NAME', 'THIRD_NAME', 'FOURTH_NAME']
    .map((field) => text(node[field]))
    .filter(Boolean)
    .join(' ');
  if (!fullName) throw malformed(`el ${what} con DATAID ${reference} no tiene nombre (FIRST_NAME).`);
  const aliases = nodes(node[`${what}_ALIAS`])
    .map((alias) => text(alias.ALIAS_NAME))
    .filter(Boolean);
  const documents = nodes(node.INDIVIDUAL_DOCUMENT)
    .map((document) => text(document.NUMBER))
    .filter(Boolean);
  const nationality = nodes(node.NATIONALITY)
    .flatMap((item) => (Array.isArray(item.VALUE) ? item.VALUE.map(text) : []))
    .filter(Boolean)
    .join(', ');
  const details: Record<string, string> = {};
  for (const [key, field] of [
    ['referencia', 'REFERENCE_NUMBER'],
    ['lista', 'UN_LIST_TYPE'],
    ['incluidoEl', 'LISTED_ON'],
  ] as const) {
    const value = text(node[field]);
    if (value) details[key] = value;
  }
  if (nationality) details.nacionalidad = nationality;
  return { reference, kind, fullName, aliases, documents, details, positionUntil: null };
}

/** The entries of the UN consolidated list, or the whole file refused. */
export function readUnList(content: string): ListEntry[] {
  try {
    SyntaxValidator.validate(content);
  } catch (error) {
    const line = (error as { line?: unknown }).line;
    throw malformed(`no es XML válido${typeof line === 'number' ? ` (línea ${line})` : ''}.`);
  }
  const document = parser.parse(content) as Node;
  const root = document.CONSOLIDATED_LIST;
  if (typeof root !== 'object' || root === null)
    throw malformed('falta el elemento CONSOLIDATED_LIST de la lista consolidada de la ONU.');
  const list = root as Node;
  const individuals = nodes((list.INDIVIDUALS as Node | undefined)?.INDIVIDUAL);
  const entities = nodes((list.ENTITIES as Node | undefined)?.ENTITY);
  const entries = [
    ...individuals.map((node, index) => entryOf(node, 'individual', index + 1)),
    ...entities.map((node, index) => entryOf(node, 'entity', index + 1)),
  ];
  if (entries.length === 0) throw malformed('no contiene ningún INDIVIDUAL ni ENTITY.');
  return entries;
}
