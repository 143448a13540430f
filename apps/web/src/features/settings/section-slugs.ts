import { SETTINGS_SECTIONS, type SettingsSection } from '@cambix/contract';

/** Each section's name in the address (?seccion=…), Spanish like the route. */
export const SECTION_SLUGS: Record<SettingsSection, string> = {
  fees: 'montos',
  limits: 'limites',
  banks: 'bancos',
  cambixAccounts: 'cuentas',
  receipts: 'boletas',
  points: 'puntos',
  referrals: 'referidos',
  finance: 'finanzas',
  company: 'empresa',
  contact: 'contacto',
  divisas: 'divisas',
  service: 'horarios',
  security: 'seguridad',
  compliance: 'cumplimiento',
};

/** The section a `?seccion=` names; the first one when it names none. */
export function sectionOfSlug(slug: string | null): SettingsSection {
  return SETTINGS_SECTIONS.find((section) => SECTION_SLUGS[section] === slug) ?? SETTINGS_SECTIONS[0];
}
