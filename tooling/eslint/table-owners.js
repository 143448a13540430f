// A table has one owning module, which alone writes it; other modules read it, or ask the owner to write
// (issue 31, decision 147). Writes are drizzle's insert/update/delete on a schema table and SQL text that
// inserts into, updates or deletes from one. Seed data and tests may write anything.
import path from 'node:path';

const apiSrc = path.resolve(import.meta.dirname, '../../apps/api/src');
const schemaDir = path.join(apiSrc, 'platform/db/schema');

/** Every table of platform/db/schema and the module that writes it ('platform' for platform's own). */
export const TABLE_OWNERS = {
  approvalRequests: 'four-eyes',
  auditLog: 'platform',
  banks: 'settings',
  bankAccountTypes: 'settings',
  bankAccounts: 'bank-accounts',
  paymentBankSteps: 'settings',
  exchangeRates: 'exchange',
  rateAlerts: 'rate-alerts',
  pushSubscriptions: 'rate-alerts',
  pushKeys: 'rate-alerts',
  identityDocuments: 'identity',
  fileAccessLog: 'files',
  cambixAccounts: 'settings',
  complianceRegister: 'compliance-register',
  customerRisk: 'compliance-risk',
  customerRiskHistory: 'compliance-risk',
  ledgerEntries: 'finance-ledger',
  manualMovements: 'finance-ledger',
  statementMappings: 'finance-reconciliation',
  reconciliations: 'finance-reconciliation',
  paymentMatches: 'payment-matching',
  usageAdjustments: 'orders',
  mailQueue: 'platform',
  notifications: 'notifications',
  notificationRecipients: 'notifications',
  orderLinks: 'order-links',
  orderLinkCodes: 'order-links',
  orders: 'orders',
  orderHistory: 'orders',
  orderFiles: 'orders',
  requotedRateLocks: 'orders',
  partners: 'partners-admin',
  partnerLinks: 'partners-orders',
  partnerSettlements: 'partners-admin',
  partnerShares: 'partners-orders',
  // Written by the triggers of migration 0047 only (decision 197); partners-orders reads it.
  partnerMonthTotals: 'partners-orders',
  partnerApiKeys: 'partners-admin',
  partnerWebhookEndpoints: 'partners-webhooks',
  partnerWebhookEvents: 'partners-webhooks',
  partnerWebhookDeliveries: 'partners-webhooks',
  partnerIdempotentAnswers: 'partners-orders',
  partnerSandboxOrders: 'partners-sandbox',
  pointsLedger: 'points',
  promoCodes: 'promotions',
  promoCodeCustomers: 'promotions',
  promoCodeUses: 'promotions',
  receiptSeries: 'receipts',
  receipts: 'receipts',
  sunatSummaries: 'receipts',
  creditNoteSeries: 'receipts',
  creditNotes: 'receipts',
  referralCodes: 'referrals',
  secondFactors: 'second-factor',
  recoveryCodes: 'second-factor',
  sessions: 'platform',
  authThrottle: 'auth',
  spentNonces: 'platform',
  signInLinks: 'auth',
  settings: 'settings',
  surveys: 'surveys',
  surveyQuestions: 'surveys',
  surveyResponses: 'surveys',
  users: 'users',
  // Written by the triggers of migration 0049 only (decision 204); admin-users reads it.
  userRoleCounts: 'admin-users',
  staffPermissions: 'staff-accounts',
  passwordResetTokens: 'auth',
  screeningListVersions: 'compliance-screening',
  screeningListEntries: 'compliance-screening',
  screeningListNames: 'compliance-screening',
  complianceAlerts: 'compliance-alerts',
  complianceCases: 'compliance-cases',
  complianceCaseItems: 'compliance-cases',
  dataExports: 'personal-data',
  dataRequests: 'personal-data',
  securityIncidents: 'personal-data',
  securityIncidentCustomers: 'personal-data',
  securityIncidentEntries: 'personal-data',
  consents: 'consents',
};

/**
 * Writes by a file of another module, each with why it is not the owner's yet. A new writer must be added
 * here, in review, or it fails lint; the list only shrinks.
 */
export const OTHER_WRITERS = {
  // One statement of data-modifying CTEs writes a new order and everything it implies, for throughput
  // (decision 116): its history, points and coupon use, and its audit row.
  'modules/orders/write-new-order.ts': ['pointsLedger', 'promoCodeUses', 'auditLog'],
  // A new order through a staff-made link uses the link in the order's own transaction; order-links builds
  // on orders, so the link cannot be asked to do it without an import cycle.
  'modules/orders/create-order.ts': ['orderLinks'],
  // Ajustes sets a bank's boleta serie and its next correlative; receipts builds on settings (it reads the
  // banks), so settings cannot ask it to write without an import cycle.
  'modules/settings/save-receipt-series.ts': ['receiptSeries'],
  // Revoking every token bumps the person's token version with their sessions; platform cannot ask a
  // module (modules build on platform).
  'platform/security/sessions.ts': ['users'],
};

const WRITE_METHODS = new Set(['insert', 'update', 'delete']);
const SQL_WRITE = /\b(insert\s+into|update|delete\s+from)\s*$/i;
const isTest = (file) => /\.test\.tsx?$/.test(file) || /[/\\]test[/\\]/.test(file);

function writerOf(file) {
  const rel = path.relative(apiSrc, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const parts = rel.split(path.sep);
  if (parts[0] === 'seed' || isTest(file)) return null;
  const name = parts[0] === 'modules' ? parts[1] : parts[0];
  return { name, key: parts.join('/') };
}

export const tableOwners = {
  meta: {
    type: 'problem',
    docs: { description: 'Only the owning module writes a table (tooling/eslint/table-owners.js)' },
    messages: {
      foreign:
        "'{{table}}' belongs to the '{{owner}}' module: ask it to write (export a function from its entry) instead of writing here.",
      unowned: "Table '{{table}}' has no owner: add it to TABLE_OWNERS in tooling/eslint/table-owners.js.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    if (path.dirname(file) === schemaDir) {
      return {
        VariableDeclarator(node) {
          const init = node.init;
          if (init?.type !== 'CallExpression' || init.callee.name !== 'pgTable') return;
          if (node.id.type === 'Identifier' && !(node.id.name in TABLE_OWNERS)) {
            context.report({ node: node.id, messageId: 'unowned', data: { table: node.id.name } });
          }
        },
      };
    }
    const writer = writerOf(file);
    if (!writer) return {};
    const tables = new Map(); // local name -> table
    const allowed = new Set(OTHER_WRITERS[writer.key] ?? []);

    function check(node, local) {
      const table = tables.get(local);
      if (!table) return;
      const owner = TABLE_OWNERS[table];
      if (owner === writer.name || allowed.has(table)) return;
      context.report({ node, messageId: 'foreign', data: { table, owner } });
    }
    return {
      ImportDeclaration(node) {
        if (node.importKind === 'type' || !/db\/schema(\/index)?(\.ts)?$/.test(node.source.value)) return;
        for (const spec of node.specifiers) {
          if (
            spec.type === 'ImportSpecifier' &&
            spec.importKind !== 'type' &&
            spec.imported.name in TABLE_OWNERS
          ) {
            tables.set(spec.local.name, spec.imported.name);
          }
        }
      },
      CallExpression(node) {
        const callee = node.callee;
        const [table] = node.arguments;
        if (callee.type !== 'MemberExpression' || !WRITE_METHODS.has(callee.property.name)) return;
        if (table?.type === 'Identifier') check(table, table.name);
      },
      TemplateLiteral(node) {
        node.expressions.forEach((expression, index) => {
          if (expression.type === 'Identifier' && SQL_WRITE.test(node.quasis[index].value.raw)) {
            check(expression, expression.name);
          }
        });
      },
    };
  },
};

export default { rules: { 'table-owners': tableOwners } };
