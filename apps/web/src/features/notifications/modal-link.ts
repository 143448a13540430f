/** Where a notification link may lead: an http(s) page in a new tab, or a path inside the app. */
export type SafeLink = { kind: 'external'; href: string } | { kind: 'internal'; path: string };

/** Keeps only http(s) URLs and in-app paths (architecture.md); anything else (javascript:, //host) is dropped. */
export function toSafeLink(link: string | null | undefined): SafeLink | null {
  const value = link?.trim();
  if (!value) return null;
  if (value.startsWith('/')) {
    if (value.startsWith('//') || value.startsWith('/\\')) return null;
    return { kind: 'internal', path: value };
  }
  if (!/^https?:\/\//i.test(value)) return null;
  try {
    return { kind: 'external', href: new URL(value).href };
  } catch {
    return null;
  }
}
