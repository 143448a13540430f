// A web feature exposes one public entry (features/<name>/index.ts); code outside that feature
// may import only that entry, never the files behind it. Its staff screens' declarations (screens.ts,
// screen-parts.ts) are entries too, for the app's compositions only (staff-screens.js, decision 140).
import path from 'node:path';

const webSrc = path.resolve(import.meta.dirname, '../../apps/web/src');
const featuresDir = path.join(webSrc, 'features');

function resolveImport(source, importerFile) {
  if (source.startsWith('@/')) return path.join(webSrc, source.slice(2));
  if (source.startsWith('.')) return path.resolve(path.dirname(importerFile), source);
  return null;
}

function featureOf(file) {
  const rel = path.relative(featuresDir, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [name, ...rest] = rel.split(path.sep);
  return { name, inner: rest.join('/').replace(/\.(tsx?|jsx?)$/, '') };
}

export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid importing another web feature’s internals' },
    messages: {
      internal:
        "'{{source}}' reaches inside the '{{feature}}' feature; import from '@/features/{{feature}}' instead.",
    },
    schema: [],
  },
  create(context) {
    const importer = context.filename;
    const own = featureOf(importer);
    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const target = resolveImport(source, importer);
      if (!target) return;
      const feature = featureOf(target);
      if (!feature || ['', 'index', 'screens', 'screen-parts'].includes(feature.inner)) return;
      if (own && own.name === feature.name) return;
      context.report({ node: node.source, messageId: 'internal', data: { source, feature: feature.name } });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'feature-boundaries': featureBoundaries } };
