#!/usr/bin/env node
// The business rules live in docs/rules/ (decision 092). This check keeps them the code's only reference:
// no citation of the product's old documents outside the repository, every docs/rules/<file>.md#<heading>
// a comment (or a link between the rules) names exists, and every decision record has a date and a status.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const self = path.relative(root, import.meta.filename);
const CODE_DIRS = ['apps', 'packages', 'e2e', 'scripts', 'tooling'];
const CODE_FILE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const SKIP = new Set([
  'node_modules',
  'dist',
  'coverage',
  'test-results',
  'playwright-report',
  '.data',
  '.web',
  '.stryker-tmp',
]);

// "domain" + ".md 5", "spec 4", "Spec 2, 6", "spec § 3", "(spec: /path)": the documents nobody can open here.
const OLD_CITATIONS = [/\bdomain\.md\b/i, /\bspec\s*§?\s*\d/i, /\(spec:/i];
const RULE_LINK = /docs\/rules\/([\w.-]+?\.md)(?:#([\w-]+))?/g;

function* walk(dir) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/** GitHub's heading ids: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function headingIds(markdown) {
  const ids = new Set();
  const seen = new Map();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = heading[1]
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    ids.add(count === 0 ? base : `${base}-${count}`);
  }
  return ids;
}

const rulesDir = path.join(root, 'docs/rules');
const anchorsOf = new Map();
function anchors(file) {
  if (!anchorsOf.has(file)) {
    const full = path.join(rulesDir, file);
    anchorsOf.set(file, fs.existsSync(full) ? headingIds(fs.readFileSync(full, 'utf8')) : null);
  }
  return anchorsOf.get(file);
}

const problems = [];
function checkLink(where, file, anchor) {
  const ids = anchors(file);
  if (ids === null) problems.push(`${where}: docs/rules/${file} does not exist`);
  else if (anchor && !ids.has(anchor))
    problems.push(`${where}: docs/rules/${file} has no heading #${anchor}`);
}

for (const dir of CODE_DIRS) {
  for (const full of walk(path.join(root, dir))) {
    const rel = path.relative(root, full);
    if (!CODE_FILE.test(full) || rel === self) continue;
    fs.readFileSync(full, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        const where = `${rel}:${index + 1}`;
        if (OLD_CITATIONS.some((pattern) => pattern.test(line))) {
          problems.push(
            `${where}: cites a document outside the repository; cite docs/rules/<file>.md#<heading>`,
          );
        }
        for (const [, file, anchor] of line.matchAll(RULE_LINK)) checkLink(where, file, anchor);
      });
  }
}

// Links between the rules themselves: [text](file.md#heading) and [text](#heading).
for (const file of fs.existsSync(rulesDir) ? fs.readdirSync(rulesDir) : []) {
  if (!file.endsWith('.md')) continue;
  fs.readFileSync(path.join(rulesDir, file), 'utf8')
    .split('\n')
    .forEach((line, index) => {
      for (const [, target, anchor] of line.matchAll(/\]\(([\w.-]*?\.md|)(?:#([\w-]+))?\)/g)) {
        checkLink(`docs/rules/${file}:${index + 1}`, target || file, anchor);
      }
    });
}

// Decision records: a date and a status each. A record the code no longer follows says so: "Status:
// superseded (in part) by NNN", naming later records that exist; a record that replaces another
// ("Status: accepted (replaces … decision NNN)") finds NNN marked superseded by it.
const decisionsDir = path.join(root, 'docs/decisions');
const decisions = new Map();
for (const file of fs.existsSync(decisionsDir) ? fs.readdirSync(decisionsDir) : []) {
  const number = /^(\d{3})-.*\.md$/.exec(file)?.[1];
  if (!number) continue;
  const text = fs.readFileSync(path.join(decisionsDir, file), 'utf8');
  const where = `docs/decisions/${file}`;
  if (!/^[\s>*#-]*(\*\*)?Date(\*\*)?\s*:?\s*(\*\*)?\s*\d{4}-\d{2}-\d{2}/im.test(text)) {
    problems.push(`${where}: no date line ("- Date: YYYY-MM-DD")`);
  }
  const status = /^[\s>*#-]*(?:\*\*)?Status(?:\*\*)?\s*:?\s*(?:\*\*)?\s*(\S.*)$/im.exec(text)?.[1];
  if (!status) problems.push(`${where}: no status line ("- Status: accepted")`);
  decisions.set(number, { where, status: status ?? '' });
}
const numbersIn = (text) => [...text.matchAll(/\b(\d{3})\b/g)].map(([, number]) => number);
for (const [number, { where, status }] of decisions) {
  if (/superseded/i.test(status)) {
    const by = numbersIn(status.replace(/^.*?superseded/i, ''));
    if (by.length === 0) problems.push(`${where}: superseded, but by which record? ("superseded by NNN")`);
    for (const later of by) {
      if (!decisions.has(later) || later <= number)
        problems.push(`${where}: superseded by ${later}, which is not a later decision record`);
    }
  }
  const replaced = /replaces/i.test(status) ? numbersIn(status.replace(/^.*?replaces/i, '')) : [];
  for (const earlier of replaced) {
    const marked = decisions.get(earlier)?.status ?? '';
    if (!/superseded/i.test(marked) || !numbersIn(marked).includes(number))
      problems.push(
        `${where}: replaces ${earlier}, whose status must say "superseded (in part) by ${number}"`,
      );
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} problem(s) with the docs the code relies on.`);
  process.exit(1);
}
console.info('docs: citations, rule links and decision records are in order.');
