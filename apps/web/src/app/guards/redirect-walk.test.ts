import { hasRole, ROLE_NAMES, type RoleName } from '@cambix/contract';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES, matchAppRoute } from '../routes.ts';
import { decideAccess, type GuardSession } from './decide-access.ts';

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
}

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
];

/** Follows the guards from `start` until a page renders; returns the path walked. */
function walk(start: string, persona: Persona): string[] {
  let session = persona.session;
  let path = start;
  const visited = [path];
  for (let step = 0; step < 10; step++) {
    const decision = decideAccess(matchAppRoute(path).route, session);
    if (decision.kind === 'render') return visited;
    if (decision.kind === 'load-user-state') {
      session = { ...session, userState: persona.serverState };
      continue;
    }
    if (decision.kind === 'wait') throw new Error(`unexpected wait on ${path}`);
    if (visited.includes(decision.to))
      throw new Error(`redirect loop: ${[...visited, decision.to].join(' -> ')}`);
    path = decision.to;
    visited.push(path);
  }
  throw new Error(`no page after 10 redirects: ${visited.join(' -> ')}`);
}

describe('no role is ever caught in a redirect loop', () => {
  const starts = APP_ROUTES.map((route) => samplePath(route.path));

  it.each(personas.map((persona) => [persona.name, persona] as const))(
    '%s ends on a page it may see from every route',
    (_name, persona) => {
      for (const start of starts) {
        const visited = walk(start, persona);
        const end = visited[visited.length - 1] as string;
        const { route } = matchAppRoute(end);
        const role = persona.session.role;
        if (route.auth) {
          expect(persona.session.isLoggedIn, `${start} ended on ${end}`).toBe(true);
          expect(hasRole(role, route.roles ?? ROLE_NAMES), `${start} ended on ${end}`).toBe(true);
        }
        // A Cliente never lands in the customer area before finishing KYC, nor on /validateUser after.
        if (route.userStateCheck === 'validated') expect(persona.serverState, `${start} -> ${end}`).toBe(0);
        if (route.userStateCheck === 'pending') expect(persona.serverState, `${start} -> ${end}`).not.toBe(0);
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
});
