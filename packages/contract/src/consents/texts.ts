/** The texts a customer accepts (Ley 29733, D.S. 016-2024-JUS; docs/rules/personal-data.md#consentimientos). */
export const CONSENT_DOCUMENTS = ['terminos', 'privacidad', 'datos-sensibles', 'marketing'] as const;
export type ConsentDocument = (typeof CONSENT_DOCUMENTS)[number];

export interface ConsentText {
  /** Raised by one for every change of the text a customer must see again. */
  version: number;
  /** When this version came into force (Lima date). */
  date: string;
  /** Where the web shows the text. */
  path: string;
}

/** The version in force of each text: the one place it changes. */
export const CONSENT_TEXTS: Readonly<Record<ConsentDocument, ConsentText>> = {
  terminos: { version: 1, date: '2026-11-27', path: '/terminos' },
  // 2: the sensitive data (photos, selfie) and marketing consent told apart, and how to withdraw it.
  privacidad: { version: 2, date: '2026-12-03', path: '/privacidad' },
  'datos-sensibles': { version: 1, date: '2026-11-27', path: '/privacidad#datos-sensibles' },
  marketing: { version: 1, date: '2026-11-27', path: '/privacidad#comunicaciones-comerciales' },
};

/** The texts a signed-in customer must have accepted in their version in force before going on. */
export const GATING_CONSENTS = ['terminos', 'privacidad'] as const satisfies readonly ConsentDocument[];

/** What a customer last did with a text: accepted (true) or withdrew (false) that version. */
export interface ConsentStanding {
  document: ConsentDocument;
  version: number;
  accepted: boolean;
}

/**
 * The gating texts a customer must accept again: never accepted, last withdrawn, or accepted in a version
 * older than the one in force.
 */
export function pendingConsents(
  latest: readonly ConsentStanding[],
  texts: Readonly<Record<ConsentDocument, ConsentText>> = CONSENT_TEXTS,
): ConsentDocument[] {
  return GATING_CONSENTS.filter((document) => {
    const last = latest.find((standing) => standing.document === document);
    return !last || !last.accepted || last.version < texts[document].version;
  });
}

/** Marketing mail may go: the customer's last word on marketing is an acceptance of the version in force. */
export function grantsMarketing(
  last: Pick<ConsentStanding, 'version' | 'accepted'> | undefined,
  texts: Readonly<Record<ConsentDocument, ConsentText>> = CONSENT_TEXTS,
): boolean {
  return last !== undefined && last.accepted && last.version >= texts.marketing.version;
}
