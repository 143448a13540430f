// Public entry of the compliance-register module (docs/rules/compliance.md#the-register). Other modules
// import only this file.
export { enterRegister } from './enter-register.ts';
export { currentParties, customerParty } from './register-snapshot.ts';
