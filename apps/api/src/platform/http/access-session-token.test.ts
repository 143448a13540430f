import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { sessionTokenOf } from './access.ts';

// The session token a request carries, as the per-account rate limit reads it (decision 209): only a
// bearer's; an application key, another scheme or no header carries none.
const requestWith = (authorization?: string) =>
  ({ headers: authorization === undefined ? {} : { authorization } }) as FastifyRequest;

describe('sessionTokenOf', () => {
  it('reads the bearer’s token, whatever the case of its scheme and the spaces around it', () => {
    expect(sessionTokenOf(requestWith('Bearer abc.def.ghi'))).toBe('abc.def.ghi');
    expect(sessionTokenOf(requestWith('  bearer   abc.def.ghi '))).toBe('abc.def.ghi');
  });

  it('answers null for an application key, another scheme, a bare scheme or no header', () => {
    expect(sessionTokenOf(requestWith('AppKey key-123'))).toBeNull();
    expect(sessionTokenOf(requestWith('Basic dXNlcjpwYXNz'))).toBeNull();
    expect(sessionTokenOf(requestWith('Bearer'))).toBeNull();
    expect(sessionTokenOf(requestWith())).toBeNull();
  });
});
