// Public entry of the consents module (decision 167); other modules import only this file (decision 089).
export { listPendingConsents } from './pending-consents.ts';
export { recordConsents, registrationConsents, type ConsentAct } from './record-consents.ts';
