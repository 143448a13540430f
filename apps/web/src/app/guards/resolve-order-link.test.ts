import { type ResolvedLink, orderLinkEndpoints, authEndpoints } from '@cambix/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { logout, startSession, useSessionStore } from '@/features/auth';
import { sessionFor } from '../../../test/fixtures.ts';
import { setupApiServer } from '../../../test/msw.ts';
import { resetOrderLinks, useOrderLinkStore } from './order-link-state.ts';
import { completeLinkProof, resolveOrderLink } from './resolve-order-link.ts';
import { mockEndpoint, refuse } from '../../../test/mock-endpoint.ts';

const server = setupApiServer();
const EXPIRES = '2026-11-24T15:00:00.000Z';
const PROOF: ResolvedLink = {
  kind: 'new_order',
  expiresAt: EXPIRES,
  proof: { firstName: 'Ana', maskedEmail: 'a•••@cambix.test' },
  preset: { amount: null, bankId: null },
};

afterEach(() => {
  logout();
  resetOrderLinks();
});

const resolution = () => useOrderLinkStore.getState().links['order:K7M2QX9P'];

describe('looking an order link up (decision 073)', () => {
  it('asks for the proof when the answer only says whom to prove it as, and signs nobody in', async () => {
    server.use(mockEndpoint(orderLinkEndpoints.resolve, () => PROOF, { params: { codigo: 'K7M2QX9P' } }));
    await resolveOrderLink('order', 'K7M2QX9P');
    expect(resolution()).toEqual({ status: 'needs-proof', dni: null, link: PROOF });
    expect(useSessionStore.getState().user).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('opens the link for the customer already signed in, with the session they have', async () => {
    const own = sessionFor('Cliente');
    startSession(own);
    const full: ResolvedLink = {
      kind: 'new_order',
      expiresAt: EXPIRES,
      user: { id: 200, dni: '40000001', nombres: 'Ana' },
    };
    let authorization: string | null = null;
    server.use(
      mockEndpoint(
        orderLinkEndpoints.resolve,
        ({ request }) => {
          authorization = request.headers.get('authorization');
          return full;
        },
        { params: { codigo: 'K7M2QX9P' } },
      ),
    );
    await resolveOrderLink('order', 'K7M2QX9P');
    expect(authorization).toBe(`Bearer ${own.token}`);
    expect(resolution()).toEqual({ status: 'resolved', dni: '40000001', link: full });
    expect(useSessionStore.getState().token).toBe(own.token);
  });

  it('signs the tab in with the session the proof handed over, bound to the link', async () => {
    const bound = sessionFor('Cliente', {
      token: 'token-refrescado',
      link: { code: 'K7M2QX9P', kind: 'new_order', expiresAt: EXPIRES },
    });
    server.use(mockEndpoint(authEndpoints.me, () => bound));
    const proved: ResolvedLink = {
      kind: 'new_order',
      expiresAt: EXPIRES,
      user: { id: 200, dni: '40000001', nombres: 'Ana', token: 'token-del-link' },
    };
    expect(await completeLinkProof('order', 'K7M2QX9P', proved)).toBe(true);
    expect(useSessionStore.getState()).toMatchObject({ token: 'token-refrescado', link: bound.link });
    expect(resolution()).toEqual({ status: 'resolved', dni: '40000001', link: proved });
  });

  it('ends a session bound to a link that no longer opens', async () => {
    const bound = sessionFor('Cliente', {
      link: { code: 'K7M2QX9P', kind: 'new_order', expiresAt: EXPIRES },
    });
    startSession(bound);
    server.use(
      mockEndpoint(
        orderLinkEndpoints.resolve,
        () => refuse('ORDER_LINK_EXPIRED', 'Este link ya venció. Pide uno nuevo.', 410),
        { params: { codigo: 'K7M2QX9P' } },
      ),
    );
    await resolveOrderLink('order', 'K7M2QX9P');
    expect(resolution()).toEqual({ status: 'failed', reason: 'expired' });
    expect(useSessionStore.getState().user).toBeNull();
  });

  it.each([
    ['ORDER_LINK_NOT_FOUND', 404, 'not-found'],
    ['ORDER_LINK_EXPIRED', 410, 'expired'],
    ['ORDER_LINK_USED', 409, 'used'],
    ['INTERNAL', 500, 'not-found'],
  ] as const)('keeps why a link failed: %s is %s', async (code, status, reason) => {
    server.use(
      mockEndpoint(orderLinkEndpoints.resolve, () => refuse(code, 'No se pudo obtener el link', status), {
        params: { codigo: 'K7M2QX9P' },
      }),
    );
    await resolveOrderLink('order', 'K7M2QX9P');
    expect(resolution()).toEqual({ status: 'failed', reason });
  });
});
