/** Whether `path` is `base` or a page under it: `/a/b` is under `/a`, `/ab` is not. */
export const isPathUnder = (path: string, base: string): boolean =>
  path === base || path.startsWith(`${base}/`);
