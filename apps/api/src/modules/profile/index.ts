// Public entry of the profile module: personal data rules and the update-form flags.
// Other modules import only this file (decision 089).
export { personalDataColumns, personalDataProblems } from './personal-data.ts';
export { updateFormFlags } from './update-form-flags.ts';
