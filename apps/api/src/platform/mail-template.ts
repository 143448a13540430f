import type { Mail } from './mail.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** One plain layout for every mail: a greeting, paragraphs, an optional button, both as text and HTML. */
export interface Recipient {
  email: string;
  nombres: string;
}

export function composeMail(input: {
  appName: string;
  to: Recipient;
  subject: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer?: string;
}): Mail {
  const footer = input.footer ?? `Este correo fue enviado por ${input.appName}. Si no fuiste tú, ignóralo.`;
  // A visitor's mail has no name to greet.
  const first = input.to.nombres.trim().split(/\s+/)[0];
  const greeting = first ? `Hola, ${first}:` : 'Hola:';
  const text = [
    greeting,
    '',
    ...input.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(input.action ? [`${input.action.label}: ${input.action.url}`, ''] : []),
    footer,
  ].join('\n');
  const html = `<!doctype html><html lang="es"><body style="font-family:system-ui,Arial,sans-serif;color:#1f2937;max-width:560px;margin:auto;padding:24px">
<p style="font-size:20px;font-weight:700;color:#0f766e">${escapeHtml(input.appName)}</p>
<p>${escapeHtml(greeting)}</p>
${input.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
${input.action ? `<p><a href="${escapeHtml(input.action.url)}" style="display:inline-block;background:#0f766e;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(input.action.label)}</a></p>` : ''}
<p style="font-size:12px;color:#6b7280">${escapeHtml(footer)}</p>
</body></html>`;
  return { to: input.to.email, subject: input.subject, text, html };
}
