// Public entry of the Ajustes feature: the screen with its sections, and the section named in the address.
export { SettingsScreen } from './components/settings-screen.tsx';
export { SECTION_SLUGS, sectionOfSlug } from './section-slugs.ts';
export { settingsKeys } from './api/keys.ts';
export { RatePublishing } from './components/divisas/rate-publishing.tsx';
