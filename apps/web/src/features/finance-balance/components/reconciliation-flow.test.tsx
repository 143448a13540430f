import {
  balanceEndpoints,
  bankEndpoints,
  type ReconciliationDetail,
  type ReconciliationSummary,
  type StatementPreview,
} from '@cambix/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import BalancePage from '@/app/routes/staff/balance.tsx';
import { logout, startSession } from '@/features/auth';
import { BANKS } from '../../../../test/catalogue.ts';
import { sessionFor } from '../../../../test/fixtures.ts';
import { mockEndpoint, refuse } from '../../../../test/mock-endpoint.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { renderPages, where } from '../../../../test/render-pages.tsx';
import {
  accountBalance,
  balanceOverview,
  financeAccount,
  plantedReconciliation,
  statementPreview,
} from '../test-balance.ts';

const server = setupApiServer();
afterEach(() => {
  logout();
  vi.restoreAllMocks();
});

const CSV = [
  'Fecha;Descripción;Nro. Operación;Cargo;Abono',
  '02/11/2026;ABONO TRANSF CAMBIX;001234;;1500,00',
  '03/11/2026;COMISION MANTENIMIENTO;;12,50;',
].join('\r\n');
const statementFile = () => new File([CSV], 'extracto-noviembre.csv', { type: 'text/csv' });

const renderAt = (url = '/dashboard/nuevo-balance') =>
  renderPages(url, [{ path: '/dashboard/nuevo-balance', page: BalancePage, title: 'Balance' }]);

const summaryOf = ({ matched: _m, bankOnly: _b, ledgerOnly: _l, ...summary }: ReconciliationDetail) =>
  summary satisfies ReconciliationSummary;

interface Sent {
  accountId: FormDataEntryValue | null;
  mapping?: unknown;
  hasStatement: boolean;
}

// jsdom's XHR hands msw the file part without its bytes: which File went up is read where it is appended.
async function readForm(request: { formData(): Promise<FormData> }): Promise<Sent> {
  const form = await request.formData();
  const statement = form.get('statement');
  const mapping = form.get('mapping');
  return {
    accountId: form.get('accountId'),
    ...(mapping !== null && { mapping: JSON.parse(String(mapping)) as unknown }),
    hasStatement: statement !== null && typeof statement !== 'string',
  };
}

/** Every File appended as `statement` to a multipart body, in order. */
function watchStatements(): File[] {
  const appended: File[] = [];
  const append = FormData.prototype.append;
  vi.spyOn(FormData.prototype, 'append').mockImplementation(function (
    this: FormData,
    name: string,
    value: string | Blob,
    fileName?: string,
  ) {
    if (name === 'statement' && value instanceof File) appended.push(value);
    Reflect.apply(append, this, fileName === undefined ? [name, value] : [name, value, fileName]);
  });
  return appended;
}

function serve({
  preview = () => statementPreview(),
  reconcile = () => plantedReconciliation(),
  history = [],
}: {
  preview?: () => StatementPreview | ReturnType<typeof refuse>;
  reconcile?: () => ReconciliationDetail | ReturnType<typeof refuse>;
  history?: ReconciliationSummary[];
} = {}) {
  const sent = { previews: [] as Sent[], runs: [] as Sent[] };
  let saved: ReconciliationSummary[] = history;
  server.use(
    mockEndpoint(balanceEndpoints.overview, () =>
      balanceOverview({
        accounts: [
          accountBalance(1),
          accountBalance(2, {
            account: financeAccount(2, {
              bankId: 5,
              bankName: 'BanBif',
              currency: 'USD',
              accountNumber: '008-4567',
            }),
          }),
        ],
      }),
    ),
    mockEndpoint(bankEndpoints.list, () => BANKS),
    mockEndpoint(balanceEndpoints.reconciliations, () => saved),
    mockEndpoint(balanceEndpoints.previewStatement, async ({ request }) => {
      sent.previews.push(await readForm(request as unknown as Request));
      return preview();
    }),
    mockEndpoint(balanceEndpoints.reconcile, async ({ request }) => {
      sent.runs.push(await readForm(request as unknown as Request));
      const answer = reconcile();
      if ('id' in answer) saved = [summaryOf(answer), ...saved];
      return answer;
    }),
  );
  return sent;
}

async function choose(user: UserEvent, label: string | RegExp, option: string | RegExp) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

async function previewStatement(user: UserEvent, file = statementFile()) {
  await screen.findByRole('article', { name: 'Banco de Crédito del Perú' });
  await choose(user, 'Cuenta', /^Banco de Crédito del Perú · Soles/);
  await user.upload(screen.getByLabelText('Archivo del extracto'), file);
  expect(screen.getByText('extracto-noviembre.csv')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Ver vista previa' }));
  await screen.findByRole('table', { name: 'Primeras líneas del extracto' });
}

const PREVIEWED_MAPPING = statementPreview().mapping;

describe('Balance: bank reconciliation (issue 17)', () => {
  it('previews the file, maps its columns and explains the planted difference line by line', async () => {
    startSession(sessionFor('Administrador'));
    const sent = serve();
    const statements = watchStatements();
    const file = statementFile();
    const user = userEvent.setup();
    renderAt();
    await previewStatement(user, file);

    expect(sent.previews).toEqual([{ accountId: '1', hasStatement: true }]);
    const table = screen.getByRole('table', { name: 'Primeras líneas del extracto' });
    expect(within(table).getByRole('columnheader', { name: 'Nro. Operación' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /COMISION MANTENIMIENTO/ })).toHaveTextContent('12,50');
    expect(
      screen.getByText('3 líneas · codificación Latin-1 (Windows-1252) · separador punto y coma (;)'),
    ).toBeInTheDocument();
    expect(screen.getByText('Recordamos estas columnas para Banco de Crédito del Perú.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Cargo y abono' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Cargo (sale dinero)' })).toHaveTextContent('Cargo');
    expect(screen.getByRole('combobox', { name: 'Abono (entra dinero)' })).toHaveTextContent('Abono');
    expect(screen.getByRole('combobox', { name: 'N.º de operación' })).toHaveTextContent('Nro. Operación');
    expect(screen.getByRole('combobox', { name: 'Separador decimal' })).toHaveTextContent('Coma (1.500,50)');

    await choose(user, 'Formato de fecha', 'DD-MM-AAAA');
    await user.click(screen.getByRole('button', { name: 'Conciliar' }));

    const result = await screen.findByRole('region', { name: 'Conciliación de BCP Soles 193-000121-0-51' });
    expect(sent.runs).toEqual([
      {
        accountId: '1',
        mapping: { ...PREVIEWED_MAPPING, dateFormat: 'DD-MM-YYYY' },
        hasStatement: true,
      },
    ]);
    expect(statements).toEqual([file, file]);
    expect(statements[1]).toBe(file);
    expect(where()).toBe('/dashboard/nuevo-balance?reconciliationId=9');
    const counts = within(result).getByRole('list', { name: 'Resumen de la conciliación' });
    expect(
      within(counts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Líneas: 2', 'Conciliadas: 1', 'Solo en el banco: 1', 'Solo en Cambix: 1']);
    const difference = within(result).getByRole('group', { name: 'Diferencia' });
    expect(difference).toHaveTextContent(
      'Neto según bancoS/ 1,487.50−Neto según CambixS/ 1,200.00=DiferenciaS/ 287.50',
    );
    expect(within(result).getByText('Se explica por:')).toBeInTheDocument();

    const bankOnly = within(result).getByRole('table', {
      name: 'Solo en el banco (no registrado en Cambix)',
    });
    const commission = within(bankOnly).getByRole('row', { name: /COMISION MANTENIMIENTO/ });
    expect(commission).toHaveTextContent('303/11/2026COMISION MANTENIMIENTO—-S/ 12.50Registrar');
    expect(within(commission).getByRole('link', { name: 'Registrar la línea 3 en Cambix' })).toHaveAttribute(
      'href',
      '/dashboard/egreso',
    );
    expect(within(bankOnly).getByRole('row', { name: /Σ Solo en el banco/ })).toHaveTextContent('-S/ 12.50');

    const ledgerOnly = within(result).getByRole('table', { name: 'Solo en Cambix (no aparece en el banco)' });
    const payout = within(ledgerOnly).getByRole('row', { name: /Devolución de la orden CBX-0051/ });
    expect(payout).toHaveTextContent('03/11/2026Devolución de la orden CBX-0051778899CBX-0051-S/ 300.00');
    expect(within(payout).getByRole('link', { name: 'CBX-0051' })).toHaveAttribute(
      'href',
      '/dashboard/orden/51',
    );
    expect(within(ledgerOnly).getByRole('row', { name: /Σ Solo en Cambix/ })).toHaveTextContent('-S/ 300.00');

    expect(within(result).getByRole('group', { name: 'Σ banco − Σ Cambix = Diferencia' })).toHaveTextContent(
      'Σ Solo en el banco-S/ 12.50−Σ Solo en Cambix-S/ 300.00=DiferenciaS/ 287.50',
    );

    // The list of past reconciliations asks again and shows the one just saved.
    const history = await screen.findByRole('table', { name: 'Conciliaciones anteriores' });
    expect(
      within(history).getByRole('link', { name: 'Ver conciliación extracto-noviembre.csv' }),
    ).toHaveAttribute('href', '/dashboard/nuevo-balance?reconciliationId=9');

    await user.click(within(result).getByRole('button', { name: 'Nueva conciliación' }));
    await waitFor(() => expect(where()).toBe('/dashboard/nuevo-balance'));
    expect(screen.getByRole('button', { name: 'Ver vista previa' })).toBeVisible();
    expect(screen.getByText('Ningún archivo elegido')).toBeInTheDocument();
  });

  it('keeps the file and the columns when the server refuses lines, and sends them again as they were', async () => {
    startSession(sessionFor('Administrador'));
    let refuseRun = true;
    const sent = serve({
      reconcile: () =>
        refuseRun
          ? refuse(
              'STATEMENT_LINES_INVALID',
              'Hay líneas que no pudimos leer con estas columnas y formatos; no se guardó nada.',
              422,
              {
                fields: { 'line.3': 'La fecha 31/02/2026 no existe.' },
                lines: [{ line: 3, problem: 'La fecha 31/02/2026 no existe.' }],
                invalidLineCount: 2,
              },
            )
          : plantedReconciliation(),
    });
    const statements = watchStatements();
    const file = statementFile();
    const user = userEvent.setup();
    renderAt();
    await previewStatement(user, file);
    await choose(user, 'Separador decimal', 'Punto (1,500.50)');
    await user.click(screen.getByRole('button', { name: 'Conciliar' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Hay líneas que no pudimos leer con estas columnas y formatos; no se guardó nada.',
    );
    expect(within(alert).getByRole('list', { name: 'Líneas con problemas' })).toHaveTextContent(
      'Línea 3: La fecha 31/02/2026 no existe.y 1 línea más con problemas.',
    );
    expect(where()).toBe('/dashboard/nuevo-balance');
    expect(screen.getByRole('table', { name: 'Primeras líneas del extracto' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Separador decimal' })).toHaveTextContent('Punto (1,500.50)');
    expect(screen.getByRole('combobox', { name: 'Cargo (sale dinero)' })).toHaveTextContent('Cargo');

    await choose(user, 'Separador decimal', 'Coma (1.500,50)');
    refuseRun = false;
    await user.click(screen.getByRole('button', { name: 'Conciliar' }));
    await screen.findByRole('region', { name: 'Conciliación de BCP Soles 193-000121-0-51' });
    expect(sent.previews).toHaveLength(1);
    expect(sent.runs).toHaveLength(2);
    expect(sent.runs[0]).toEqual({
      accountId: '1',
      mapping: { ...PREVIEWED_MAPPING, decimalSeparator: '.' },
      hasStatement: true,
    });
    expect(sent.runs[1]).toEqual({ ...sent.runs[0], mapping: PREVIEWED_MAPPING });
    expect(statements).toHaveLength(3);
    for (const sentFile of statements) expect(sentFile).toBe(file);
  });

  it('shows why a file cannot be read and keeps it chosen', async () => {
    startSession(sessionFor('Administrador'));
    const sent = serve({
      preview: () =>
        refuse(
          'STATEMENT_UNREADABLE',
          'No pudimos leer el archivo como CSV: revisa que sea el extracto.',
          422,
        ),
    });
    const user = userEvent.setup();
    renderAt();
    await screen.findByRole('article', { name: 'Banco de Crédito del Perú' });
    await user.click(screen.getByRole('button', { name: 'Ver vista previa' }));
    expect(screen.getByText('Elige la cuenta.')).toBeInTheDocument();
    expect(screen.getByText('Elige el archivo CSV del extracto.')).toBeInTheDocument();
    expect(sent.previews).toHaveLength(0);

    await choose(user, 'Cuenta', /^BanBif · Dólares/);
    await user.upload(screen.getByLabelText('Archivo del extracto'), statementFile());
    await user.click(screen.getByRole('button', { name: 'Ver vista previa' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No pudimos leer el archivo como CSV: revisa que sea el extracto.',
    );
    expect(sent.previews).toEqual([{ accountId: '2', hasStatement: true }]);
    expect(screen.getByText('extracto-noviembre.csv')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Cuenta' })).toHaveTextContent('BanBif · Dólares · 008-4567');
  });

  it('asks for every column before matching when the server could not guess them', async () => {
    startSession(sessionFor('Administrador'));
    const sent = serve({ preview: () => statementPreview({ mapping: null, mappingRemembered: false }) });
    const user = userEvent.setup();
    renderAt();
    await previewStatement(user);
    expect(screen.getByText('Elige qué columna tiene cada dato.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Conciliar' }));
    expect(screen.getAllByText('Elige la columna.')).toHaveLength(3);
    expect(screen.getByText('Elige la columna del monto.')).toBeInTheDocument();
    expect(sent.runs).toHaveLength(0);

    await choose(user, 'Fecha', 'Fecha');
    await choose(user, 'Descripción', 'Descripción');
    await choose(user, 'N.º de operación', 'Nro. Operación');
    await user.click(screen.getByRole('radio', { name: 'Cargo y abono' }));
    await choose(user, 'Cargo (sale dinero)', 'Cargo');
    await choose(user, 'Abono (entra dinero)', 'Abono');
    await user.click(screen.getByRole('button', { name: 'Conciliar' }));
    await screen.findByRole('region', { name: 'Conciliación de BCP Soles 193-000121-0-51' });
    expect(sent.runs[0]?.mapping).toEqual({
      dateColumn: 'Fecha',
      descriptionColumn: 'Descripción',
      operationColumn: 'Nro. Operación',
      amountMode: 'split',
      amountColumn: null,
      debitColumn: 'Cargo',
      creditColumn: 'Abono',
      dateFormat: 'DD/MM/YYYY',
      decimalSeparator: '.',
    });
  });

  it('opens a past reconciliation from the list, by its id in the address', async () => {
    startSession(sessionFor('Administrador'));
    const past = plantedReconciliation({ id: 4, fileName: 'octubre.csv' });
    serve({ history: [summaryOf(past)] });
    let detailCalls = 0;
    server.use(
      mockEndpoint(
        balanceEndpoints.reconciliation,
        () => {
          detailCalls += 1;
          return past;
        },
        { params: { reconciliationId: '4' } },
      ),
    );
    const user = userEvent.setup();
    renderAt();
    await user.click(await screen.findByRole('link', { name: 'Ver conciliación octubre.csv' }));
    const result = await screen.findByRole('region', { name: 'Conciliación de BCP Soles 193-000121-0-51' });
    expect(where()).toBe('/dashboard/nuevo-balance?reconciliationId=4');
    expect(detailCalls).toBe(1);
    expect(within(result).getByText('octubre.csv · Carla Rojas · 27/11/2026 10:30')).toBeInTheDocument();
    expect(within(result).getByRole('group', { name: 'Diferencia' })).toHaveTextContent('S/ 287.50');
    expect(screen.getByRole('button', { name: 'Ver vista previa', hidden: true })).not.toBeVisible();

    await user.click(within(result).getByRole('button', { name: 'Conciliadas (1)' }));
    const matched = await within(result).findByRole('table', { name: 'Conciliadas (1)' });
    expect(within(matched).getByRole('row', { name: /ABONO TRANSF CAMBIX/ })).toHaveTextContent(
      'Pago de la orden CBX-0042 · 02/11/2026N.º de operación',
    );

    const history = await screen.findByRole('table', { name: 'Conciliaciones anteriores' });
    expect(within(history).getByRole('row', { name: /octubre.csv/ })).toHaveTextContent(
      '27/11/2026 10:30por Carla RojasBCP Soles 193-000121-0-5102/11/2026 – 03/11/2026octubre.csv1 / 1 / 1S/ 287.50',
    );

    await user.click(within(result).getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(where()).toBe('/dashboard/nuevo-balance'));
    expect(screen.getByRole('button', { name: 'Ver vista previa' })).toBeVisible();
  });
});
