import { PARTNER_CLIENT_ROLE_ID } from '@cambix/contract';
import { ne } from 'drizzle-orm';
import { users } from '../../platform/db/schema/index.ts';

/**
 * Rows of people who may sign in: every role but a partner's client (docs/rules/partners.md#partner-clients).
 * Every lookup of an account by document or email (sign-in, registration, recovery, uniqueness) keeps to it,
 * so a partner's client with the same document or email as an account is never taken for it.
 */
export const signsIn = ne(users.roleId, PARTNER_CLIENT_ROLE_ID);
