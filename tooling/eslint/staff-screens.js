// A staff screen is declared once, in its feature (decision 140): its path is written only in
// features/<name>/screens.ts, and a feature's screens.ts and screen-parts.ts are read only by the app's two
// compositions (app/screens/), which everything else reads. So a route, sidebar item, path builder or module
// gate cannot name a staff screen that its feature does not declare.
import path from 'node:path';

const webSrc = path.resolve(import.meta.dirname, '../../apps/web/src');

/** The staff area's paths: /dashboard and under it, and the referral code pages under /admin/. */
const STAFF_PATH = /^\/(?:dashboard(?:[/?#]|$)|admin\/)/;
const DECLARATION = /^features\/[^/]+\/(screens|screen-parts)\.ts$/;
const COMPOSITIONS = {
  screens: 'app/screens/staff-screens.ts',
  'screen-parts': 'app/screens/staff-screen-parts.ts',
};

const relative = (file) => path.relative(webSrc, file).split(path.sep).join('/');

function resolveImport(source, importerFile) {
  if (source.startsWith('@/')) return path.join(webSrc, source.slice(2));
  if (source.startsWith('.')) return path.resolve(path.dirname(importerFile), source);
  return null;
}

export const staffScreens = {
  meta: {
    type: 'problem',
    docs: { description: 'A staff screen is declared in its feature and composed in app/screens/ only' },
    messages: {
      path: "A staff screen's path is written once, in its feature's screens.ts (decision 140); build it with paths.staff.",
      import:
        "A feature's {{kind}}.ts is read only by {{composition}} (decision 140); read the composed list from there.",
    },
    schema: [],
  },
  create(context) {
    const file = relative(context.filename);
    const declaration = DECLARATION.exec(file);
    const ownFeature = declaration ? file.split('/')[1] : null;

    function checkText(node, text) {
      if (typeof text === 'string' && STAFF_PATH.test(text) && declaration?.[1] !== 'screens') {
        context.report({ node, messageId: 'path' });
      }
    }

    function checkImport(node) {
      const source = node.source?.value;
      if (typeof source !== 'string' || node.importKind === 'type' || node.exportKind === 'type') return;
      const target = resolveImport(source, context.filename);
      const match = target && DECLARATION.exec(relative(target).replace(/\.tsx?$/, '.ts'));
      if (!match) return;
      const kind = match[1];
      const feature = relative(target).split('/')[1];
      if (file === COMPOSITIONS[kind] || feature === ownFeature) return;
      context.report({
        node: node.source,
        messageId: 'import',
        data: { kind, composition: COMPOSITIONS[kind] },
      });
    }

    return {
      Literal: (node) => checkText(node, node.value),
      TemplateLiteral: (node) => checkText(node, node.quasis[0]?.value.cooked),
      ImportDeclaration: checkImport,
      ExportNamedDeclaration: checkImport,
      ExportAllDeclaration: checkImport,
      ImportExpression: checkImport,
    };
  },
};

export default { rules: { 'staff-screens': staffScreens } };
