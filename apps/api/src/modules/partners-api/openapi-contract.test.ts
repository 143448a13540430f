import {
  bank,
  orderExchange,
  partnerApiOrderPage,
  partnerApiQuote,
  partnerOrder,
  webhookDelivery,
  webhookDeliveryPage,
  webhookEndpoint,
} from '@cambix/contract/schemas';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { partnerApiDocument } from './openapi-document.ts';

// The document is written by hand for its Spanish; what a generated client types from it must still be the
// contract's answer: the same fields, required where the contract always sends them, at every depth.

type Node = Record<string, unknown>;
const { components } = partnerApiDocument('https://cambix.example');
const schemas = components.schemas as Record<string, Node>;

function resolved(node: Node, defs: Record<string, Node>): Node {
  const target = node.$ref;
  if (typeof target !== 'string') return node;
  const name = target.split('/').at(-1)!;
  return resolved(defs[name]!, defs);
}

/** The object a node describes, past references, `null` alternatives and arrays; null for a leaf. */
function objectOf(node: Node, defs: Record<string, Node>): Node | null {
  const here = resolved(node, defs);
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = here[key] as Node[] | undefined;
    if (!options) continue;
    const kept = options.filter((option) => resolved(option, defs).type !== 'null');
    return kept.length === 1 ? objectOf(kept[0]!, defs) : null;
  }
  if (here.items) return objectOf(here.items as Node, defs);
  return here.properties ? here : null;
}

/** Every field at every depth as `path` (optional) or `path!` (always there). */
function fieldsOf(node: Node, defs: Record<string, Node>, path = ''): string[] {
  const object = objectOf(node, defs);
  if (!object) return [];
  const required = new Set((object.required as string[] | undefined) ?? []);
  return Object.entries(object.properties as Record<string, Node>).flatMap(([name, child]) => [
    `${path}${name}${required.has(name) ? '!' : ''}`,
    ...fieldsOf(child, defs, `${path}${name}.`),
  ]);
}

const contractFields = (schema: z.ZodType) => {
  const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as Node;
  return fieldsOf(json, (json.$defs ?? {}) as Record<string, Node>).sort();
};
const documentFields = (name: string) => fieldsOf(schemas[name]!, schemas).sort();

describe('the partner API document and the contract', () => {
  it.each([
    ['Order', partnerOrder],
    ['OrderPage', partnerApiOrderPage],
    ['Quote', partnerApiQuote],
    ['Exchange', orderExchange],
    ['Bank', bank],
    ['WebhookEndpoint', webhookEndpoint],
    ['WebhookDelivery', webhookDelivery],
    ['WebhookDeliveryPage', webhookDeliveryPage],
  ] as const)('%s has the contract’s fields, required as the contract sends them', (name, schema) => {
    expect(documentFields(name)).toEqual(contractFields(schema));
  });

  it('declares a type beside every enum, so generators type it', () => {
    const untyped: string[] = [];
    const walk = (node: unknown, path: string) => {
      if (!node || typeof node !== 'object') return;
      const record = node as Node;
      if ('enum' in record && !('type' in record)) untyped.push(path);
      for (const [key, child] of Object.entries(record)) walk(child, `${path}/${key}`);
    };
    walk(partnerApiDocument('https://cambix.example'), '#');
    expect(untyped).toEqual([]);
  });
});
