import type { PageLoader } from './page-loader.ts';

/**
 * The authentication shell's pages: the only page loaders in the entry chunk, so the login page carries
 * no other page's dependency list (decision 002). Every other page is in area-pages.ts.
 */
export const ENTRY_PAGES = {
  login: () => import('../routes/auth/login.tsx'),
  register: () => import('../routes/auth/register.tsx'),
  recoverPassword: () => import('../routes/auth/recover-password.tsx'),
  restorePassword: () => import('../routes/auth/restore-password.tsx'),
  signInLink: () => import('../routes/auth/sign-in-link.tsx'),
  unauthorized: () => import('../routes/auth/unauthorized.tsx'),
  notFound: () => import('../routes/auth/not-found.tsx'),
  createOrder: () => import('../routes/public/create-order.tsx'),
  rateAlerts: () => import('../routes/public/rate-alerts.tsx'),
  publicHome: () => import('../routes/public/home.tsx'),
} satisfies Record<string, PageLoader>;

export type EntryPageId = keyof typeof ENTRY_PAGES;
