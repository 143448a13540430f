import { es } from '@/i18n/es.ts';

/**
 * A checkbox's sentence with a link in it. The link opens in a new tab, so the half-filled form stays as
 * it was; its click does not tick the box.
 */
export function LinkedSentence({
  parts,
  href,
}: {
  parts: { before: string; link: string; after: string };
  href: string;
}) {
  return (
    <>
      {parts.before}
      <a
        className="cx-link"
        href={href}
        target="_blank"
        rel="noopener"
        onClick={(event) => event.stopPropagation()}
      >
        {parts.link}
        <span className="cx-visually-hidden"> {es.register.opensInNewTab}</span>
      </a>
      {parts.after}
    </>
  );
}
