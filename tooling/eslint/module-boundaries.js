// An API module exposes one public entry (modules/<name>/index.ts); another module may import only that
// entry, never the files behind it. Platform code sits below every module and imports none (decision 089).
import path from 'node:path';

const apiSrc = path.resolve(import.meta.dirname, '../../apps/api/src');
const modulesDir = path.join(apiSrc, 'modules');
const platformDir = path.join(apiSrc, 'platform');

const inside = (dir, file) => {
  const rel = path.relative(dir, file);
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
};

function moduleOf(file) {
  if (!inside(modulesDir, file)) return null;
  const [name, ...rest] = path.relative(modulesDir, file).split(path.sep);
  return { name, inner: rest.join('/').replace(/\.(tsx?|jsx?)$/, '') };
}

const isTest = (file) => /\.test\.tsx?$/.test(file);

export const moduleBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid importing another API module’s internals, and modules from platform' },
    messages: {
      internal:
        "'{{source}}' reaches inside the '{{module}}' module; import from its entry '{{module}}/index.ts' instead.",
      platform:
        "'{{source}}' is a module: platform code may not import modules; move what both need into platform.",
    },
    schema: [],
  },
  create(context) {
    const importer = context.filename;
    const own = moduleOf(importer);
    const inPlatform = inside(platformDir, importer);
    if (!own && !inPlatform) return {};
    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = moduleOf(path.resolve(path.dirname(importer), source));
      if (!target || (own && own.name === target.name)) return;
      // A platform test drives the whole app and may set it up through a module's entry.
      if (inPlatform && !isTest(importer)) {
        context.report({ node: node.source, messageId: 'platform', data: { source } });
        return;
      }
      if (target.inner === 'index') return;
      context.report({ node: node.source, messageId: 'internal', data: { source, module: target.name } });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'module-boundaries': moduleBoundaries } };
