// Public entry of the settings module: the settings of Ajustes, read through the cache.
// Other modules import only this file (decision 089).
export { forgetSettings, getSettings } from './get-settings.ts';
