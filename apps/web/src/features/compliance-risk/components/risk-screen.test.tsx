import {
  adminUserEndpoints,
  riskEndpoints,
  type CustomerRisk,
  type CustomerRiskList,
} from '@cambix/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import ComplianceRiskPage from '@/app/routes/staff/compliance-risk.tsx';
import { logout, startSession } from '@/features/auth';
import { sessionFor } from '../../../../test/fixtures.ts';
import { mockEndpoint, refuse } from '../../../../test/mock-endpoint.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { renderPages, where } from '../../../../test/render-pages.tsx';

const server = setupApiServer();
beforeEach(() => startSession(sessionFor('Administrador')));
afterEach(() => logout());

const PATH = '/dashboard/cumplimiento/riesgo';
const renderAt = (url = PATH) =>
  renderPages(url, [{ path: PATH, page: ComplianceRiskPage, title: 'Riesgo de clientes' }]);

const risk = (overrides: Partial<CustomerRisk> = {}): CustomerRisk => ({
  customer: { id: 9, name: 'Jorge Luis Paredes Quispe', document: 'DNI 70456123' },
  level: 'high',
  score: 6,
  factors: [
    { kind: 'pep', points: 4, reason: 'Persona expuesta políticamente (PEP): debida diligencia reforzada.' },
    { kind: 'occupation', points: 2, reason: 'Ocupación de riesgo: «Minería aurífera» (mineria).' },
  ],
  computedAt: '2026-12-02T14:00:00.000Z',
  reviewDueOn: '2026-11-29',
  overdue: true,
  lastReview: null,
  history: [
    {
      at: '2026-06-01T15:00:00.000Z',
      cause: 'registration',
      fromLevel: null,
      toLevel: 'medium',
      score: 2,
      actor: null,
      note: null,
    },
    {
      at: '2026-06-02T15:00:00.000Z',
      cause: 'alert-decided',
      fromLevel: 'medium',
      toLevel: 'high',
      score: 6,
      actor: 'Ana Torres',
      note: null,
    },
  ],
  ...overrides,
});

const low = risk({
  customer: { id: 10, name: 'Rosa María Flores Huamán', document: 'DNI 70125836' },
  level: 'low',
  score: 0,
  factors: [],
  reviewDueOn: null,
  overdue: false,
  history: [],
});

const counts = { low: 1, medium: 0, high: 1, overdue: 1 };

/** One page of the list as the server answers it. */
const pageOf = (rows: CustomerRisk[], extra: Partial<CustomerRiskList> = {}): CustomerRiskList => ({
  rows,
  total: rows.length,
  page: 1,
  pageSize: 25,
  counts,
  ...extra,
});

describe('Cumplimiento › Riesgo (docs/rules/compliance.md#customer-risk)', () => {
  it('shows each level with its reasons, the overdue review and the history; filters by level', async () => {
    const levels: string[] = [];
    server.use(
      mockEndpoint(riskEndpoints.list, ({ request }) => {
        const level = new URL(request.url).searchParams.get('level') ?? '';
        levels.push(level);
        return pageOf(level === 'low' ? [low] : [risk(), low]);
      }),
    );
    renderAt();
    expect(await screen.findByText('Jorge Luis Paredes Quispe')).toBeInTheDocument();
    expect(screen.getByText('Riesgo alto')).toBeInTheDocument();
    expect(screen.getByText('6 puntos')).toBeInTheDocument();
    expect(screen.getByText('Revisión vencida: era hasta el 29/11/2026')).toBeInTheDocument();
    expect(screen.getByText('1 revisión vencida')).toBeInTheDocument();
    expect(screen.getByText('Ocupación de riesgo: «Minería aurífera» (mineria).')).toBeInTheDocument();
    expect(screen.getByText('Sin factores de riesgo.')).toBeInTheDocument();
    expect(levels[0]).toBe('all');

    await userEvent.click(screen.getByRole('button', { name: 'Ver historial (2)' }));
    const history = screen.getByRole('list', { name: 'Historial' });
    expect(
      within(history).getByText(/Alerta resuelta · Medio → Alto \(6 puntos\) · Ana Torres/),
    ).toBeInTheDocument();
    expect(within(history).getByText(/Registro · Medio \(2 puntos\) · Sistema/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Bajo (1)' }));
    expect(await screen.findByText('Riesgo bajo')).toBeInTheDocument();
    expect(levels).toContain('low');
    expect(where()).toBe(`${PATH}?level=low`);
  });

  it('pages like Clientes and searches; level, search and page stay in the address (a reload keeps them)', async () => {
    const asked: URLSearchParams[] = [];
    // 30 low-risk customers named Quispe; the search narrows them to one.
    const quispe = Array.from({ length: 30 }, (_, index) =>
      risk({
        ...low,
        customer: { id: 100 + index, name: `Cliente ${index + 1} Quispe`, document: `DNI 7000${index}` },
      }),
    );
    server.use(
      mockEndpoint(riskEndpoints.list, ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query);
        const page = Number(query.get('page') ?? '1');
        const size = Number(query.get('pageSize') ?? '25');
        const matching = query.get('q') === 'nunez' ? [quispe[3]!] : quispe;
        return pageOf(matching.slice((page - 1) * size, page * size), {
          total: matching.length,
          page,
          pageSize: size,
          counts: { low: matching.length, medium: 0, high: 0, overdue: 0 },
        });
      }),
    );
    const user = userEvent.setup();
    renderAt(`${PATH}?level=low`);
    expect(await screen.findByText('Cliente 1 Quispe')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bajo (30)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('1–25 de 30')).toBeInTheDocument();
    expect(screen.queryByText('Cliente 26 Quispe')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ir a la página siguiente' }));
    expect(await screen.findByText('Cliente 26 Quispe')).toBeInTheDocument();
    expect(screen.getByText('26–30 de 30')).toBeInTheDocument();
    expect(where()).toBe(`${PATH}?level=low&page=2`);
    expect(asked.at(-1)?.get('page')).toBe('2');
    expect(asked.at(-1)?.get('level')).toBe('low');

    // A search goes back to the first page, keeps the level and is sent as typed.
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'nunez');
    expect(await screen.findByText('Cliente 4 Quispe')).toBeInTheDocument();
    expect(where()).toBe(`${PATH}?level=low&q=nunez`);
    expect(asked.at(-1)?.get('q')).toBe('nunez');
    expect(asked.at(-1)?.get('page')).toBe('1');
    expect(screen.getByRole('button', { name: 'Bajo (1)' })).toBeInTheDocument();
    expect(screen.queryByText('Cliente 26 Quispe')).not.toBeInTheDocument();
  });

  it('opens on the level, search and page of the address', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      mockEndpoint(riskEndpoints.list, ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return pageOf([low], { total: 11, page: 2, pageSize: 10 });
      }),
    );
    renderAt(`${PATH}?level=low&q=rosa&page=2&pageSize=10`);
    expect(await screen.findByText('Rosa María Flores Huamán')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('rosa');
    expect(screen.getByText('11–11 de 11')).toBeInTheDocument();
    expect(Object.fromEntries(asked[0]!)).toEqual({ level: 'low', q: 'rosa', page: '2', pageSize: '10' });
  });

  it('a search that finds nobody says so', async () => {
    server.use(
      mockEndpoint(riskEndpoints.list, () =>
        pageOf([], { counts: { low: 0, medium: 0, high: 0, overdue: 0 } }),
      ),
    );
    renderAt(`${PATH}?q=zzz`);
    expect(
      await screen.findByText('Ningún cliente de este filtro coincide con la búsqueda.'),
    ).toBeInTheDocument();
  });

  it('marks a high-risk customer reviewed with a note; a refusal stays in the dialog', async () => {
    const notes: unknown[] = [];
    server.use(
      mockEndpoint(riskEndpoints.list, () => pageOf([risk(), low])),
      mockEndpoint(riskEndpoints.review, async ({ request }) => {
        notes.push(await request.json());
        if (notes.length === 1)
          return refuse(
            'RISK_REVIEW_NOT_HIGH',
            'Solo se revisan los clientes de riesgo alto; este cliente ya no lo es.',
            409,
          );
        return risk({ reviewDueOn: '2027-05-31', overdue: false });
      }),
    );
    renderAt();
    // Only the high one can be reviewed.
    expect(await screen.findAllByRole('button', { name: 'Marcar revisado' })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Marcar revisado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Marcar como revisado' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Marcar revisado' }));
    expect(
      within(dialog).getByText('Escribe la nota de la revisión (al menos 3 caracteres).'),
    ).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Nota de la revisión'), 'Expediente al día');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Marcar revisado' }));
    expect(
      await within(dialog).findByText(
        'Solo se revisan los clientes de riesgo alto; este cliente ya no lo es.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Marcar revisado' }));
    expect(
      await screen.findByText('Revisión registrada. La próxima revisión quedó programada.'),
    ).toBeInTheDocument();
    expect(notes).toEqual([{ note: 'Expediente al día' }, { note: 'Expediente al día' }]);
  });

  it('a viewer without edit sees no review action', async () => {
    startSession(sessionFor('Colaborador'));
    server.use(
      mockEndpoint(adminUserEndpoints.myPermissions, () => ({
        role: 'Colaborador' as const,
        modules: [{ module: 'cumplimiento' as const, canView: true, canEdit: false }],
      })),
    );
    server.use(mockEndpoint(riskEndpoints.list, () => pageOf([risk()])));
    renderAt();
    expect(await screen.findByText('Jorge Luis Paredes Quispe')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Marcar revisado' })).not.toBeInTheDocument();
  });
});
