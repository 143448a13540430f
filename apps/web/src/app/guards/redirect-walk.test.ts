import { hasRole, ROLE_NAMES, type RoleName } from '@cambix/contract';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES, matchAppRoute } from '../routes.ts';
import { decideAccess, type GuardSession } from './decide-access.ts';
import { linkKey } from './order-link-state.ts';

/** A concrete URL for a route pattern: `:param` filled, optional segments kept. */
function samplePath(pattern: string): string {
  if (pattern === '*') return '/esta-ruta-no-existe';
  return pattern.replace(/:(\w+)\?/g, '$1-7').replace(/:(\w+)/g, '$1-7');
}

interface Persona {
  name: string;
  session: GuardSession;
  /** KYC step the server answers when asked. */
  serverState: number;
  /** What an order link's lookup gives (default: its validated customer proves it is them). */
  link?: 'fails';
}

/**
 * The customer of the order links (docs/rules/route-guards.md#order-link-routes): a validated Cliente of
 * their own.
 */
const LINK_CUSTOMER = { dni: '40000009', state: 0 };
const LINK = { kind: 'new_order' as const, expiresAt: '2026-11-22T15:00:00.000Z' };

const personas: Persona[] = [
  {
    name: 'visitor',
    session: { isLoggedIn: false, role: null, userState: null, loading: false },
    serverState: 0,
  },
  ...ROLE_NAMES.filter((role) => role !== 'Cliente').map((role) => ({
    name: role,
    session: { isLoggedIn: true, role, userState: 0, loading: false },
    serverState: 0,
  })),
  ...[0, 1, 2, 3].flatMap((state) => [
    {
      name: `Cliente step ${state}`,
      session: { isLoggedIn: true, role: 'Cliente' as RoleName, userState: state, loading: false },
      serverState: state,
    },
    {
      name: `Cliente step ${state} (unknown)`,
      session: { isLoggedIn: true, role: 'Cliente' as RoleName, userState: null, loading: false },
      serverState: state,
    },
  ]),
  // A session an order link handed over after the proof (decision 073), its customer at any KYC step.
  ...[0, 2].map((state) => ({
    name: `Cliente step ${state} bound to a link`,
    session: {
      isLoggedIn: true,
      role: 'Cliente' as RoleName,
      userState: state,
      loading: false,
      dni: LINK_CUSTOMER.dni,
      link: { kind: 'new_order' as const, code: 'LINK2345' },
    },
    serverState: state,
  })),
];

interface Walk {
  visited: string[];
  /** The session at the end (an order link may have signed someone else in). */
  session: GuardSession;
  /** KYC step of whoever is signed in at the end. */
  serverState: number;
  /** It ended on the message of a link that does not open, which anyone holding the link may read. */
  deadLink?: boolean;
}

/** Follows the guards from `start` until a page renders. */
function walkWith(start: string, persona: Persona): Walk {
  let session = persona.session;
  let serverState = persona.serverState;
  let path = start;
  const visited = [path];
  const stops: string[] = [];
  for (let step = 0; step < 10; step++) {
    const { route, params } = matchAppRoute(path);
    const decision = decideAccess(route, session, params);
    if (decision.kind === 'render') return { visited, session, serverState };
    if (decision.kind === 'dead-link') return { visited, session, serverState, deadLink: true };
    if (decision.kind === 'load-user-state') {
      session = { ...session, userState: serverState };
      continue;
    }
    if (decision.kind === 'resolve-link') {
      const key = linkKey(decision.lookup, decision.code);
      if (persona.link === 'fails') {
        // A session bound to the link that failed is logged out with it.
        if (session.link?.code === decision.code) session = { ...personas[0]!.session, links: session.links };
        session = {
          ...session,
          links: { ...session.links, [key]: { status: 'failed', reason: 'not-found' } },
        };
        continue;
      }
      const dni = session.dni ?? null;
      const status = dni === LINK_CUSTOMER.dni ? 'resolved' : 'needs-proof';
      session = { ...session, links: { ...session.links, [key]: { status, dni, link: LINK } } };
      continue;
    }
    if (decision.kind === 'prove-link') {
      // The customer types the mailed code: this tab holds the session bound to the link.
      const key = linkKey(decision.lookup, decision.code);
      session = {
        ...session,
        isLoggedIn: true,
        role: 'Cliente',
        dni: LINK_CUSTOMER.dni,
        userState: LINK_CUSTOMER.state,
        link: { kind: 'new_order', code: decision.code },
        links: { ...session.links, [key]: { status: 'resolved', dni: LINK_CUSTOMER.dni, link: LINK } },
      };
      serverState = LINK_CUSTOMER.state;
      continue;
    }
    if (decision.kind === 'wait') throw new Error(`unexpected wait on ${path}`);
    // The same page again is a loop unless the session changed on the way (a link signed out with it).
    const stop = `${decision.to} as ${session.isLoggedIn ? (session.link?.code ?? session.role) : 'visitor'}`;
    if (stops.includes(stop)) throw new Error(`redirect loop: ${[...visited, decision.to].join(' -> ')}`);
    stops.push(stop);
    path = decision.to;
    visited.push(path);
  }
  throw new Error(`no page after 10 redirects: ${visited.join(' -> ')}`);
}

const walk = (start: string, persona: Persona): string[] => walkWith(start, persona).visited;

describe('no role is ever caught in a redirect loop', () => {
  const starts = APP_ROUTES.map((route) => samplePath(route.path));
  const allPersonas: Persona[] = [
    ...personas,
    ...personas.map((persona) => ({
      ...persona,
      name: `${persona.name}, link fails`,
      link: 'fails' as const,
    })),
  ];

  it.each(allPersonas.map((persona) => [persona.name, persona] as const))(
    '%s ends on a page it may see from every route',
    (_name, persona) => {
      for (const start of starts) {
        const { visited, session, serverState, deadLink } = walkWith(start, persona);
        const end = visited[visited.length - 1] as string;
        const { route } = matchAppRoute(end);
        if (route.auth && !deadLink) {
          expect(session.isLoggedIn, `${start} ended on ${end}`).toBe(true);
          expect(hasRole(session.role, route.roles ?? ROLE_NAMES), `${start} ended on ${end}`).toBe(true);
        }
        // A Cliente never lands in the customer area before finishing KYC, nor on /validateUser after;
        // a session bound to a link stays on its page, where the server checks the KYC step.
        if (route.userStateCheck === 'validated' && !session.link && !deadLink)
          expect(serverState, `${start} -> ${end}`).toBe(0);
        if (route.userStateCheck === 'pending') expect(serverState, `${start} -> ${end}`).not.toBe(0);
        expect(visited.length).toBeLessThanOrEqual(4);
      }
    },
  );

  it('walks each signed-in role from a route of another role to its landing page through /login', () => {
    const walks: Record<string, string[]> = {
      Administrador: walk(
        '/userDashboard/perfil',
        personas.find((p) => p.name === 'Administrador') as Persona,
      ),
      Usuario: walk('/dashboard/pagos', personas.find((p) => p.name === 'Usuario') as Persona),
      Externo: walk('/dashboard/cards', personas.find((p) => p.name === 'Externo') as Persona),
      Cliente: walk('/dashboard', personas.find((p) => p.name === 'Cliente step 0') as Persona),
      'Cliente step 2': walk('/dashboard', personas.find((p) => p.name === 'Cliente step 2') as Persona),
    };
    expect(walks).toEqual({
      Administrador: ['/userDashboard/perfil', '/login', '/dashboard'],
      Usuario: ['/dashboard/pagos', '/login', '/dashboard/users-management'],
      Externo: ['/dashboard/cards', '/login', '/externo/ordenes'],
      Cliente: ['/dashboard', '/login', '/userDashboard'],
      'Cliente step 2': ['/dashboard', '/login', '/userDashboard', '/validateUser'],
    });
  });

  it('opens an order link for its customer after the proof, whoever was here before, or says it does not', () => {
    const link = '/userDashboard/nueva-orden/AB12CD34';
    for (const persona of personas.filter((candidate) => !candidate.session.link)) {
      const { visited, session } = walkWith(link, persona);
      expect(visited, persona.name).toEqual([link]);
      expect(session).toMatchObject({ isLoggedIn: true, role: 'Cliente', dni: LINK_CUSTOMER.dni });
      const failed = walkWith(link, { ...persona, link: 'fails' }).visited;
      expect(failed, persona.name).toEqual([link]);
    }
  });

  it('keeps a session bound to a link on its link’s page, from every route that needs a session', () => {
    const bound = personas.filter((persona) => persona.session.link);
    for (const persona of bound) {
      for (const route of APP_ROUTES.filter((candidate) => candidate.auth || candidate.guestOnly)) {
        const start = samplePath(route.path);
        const end = walk(start, persona).at(-1);
        expect([start, end]).toEqual([start, '/userDashboard/nueva-orden/LINK2345']);
      }
    }
  });
});
