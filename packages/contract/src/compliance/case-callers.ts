import { callers } from '../http/callers.ts';

// Cases are the compliance officer's alone (docs/rules/compliance.md#cases): view reads, edit acts.
export const caseCallers = {
  list: callers.staff('cumplimiento', 'view'),
  detail: callers.staff('cumplimiento', 'view'),
  document: callers.staff('cumplimiento', 'view'),
  ros: callers.staff('cumplimiento', 'view'),
  open: callers.staff('cumplimiento', 'edit'),
  addAlert: callers.staff('cumplimiento', 'edit'),
  addOrder: callers.staff('cumplimiento', 'edit'),
  addNote: callers.staff('cumplimiento', 'edit'),
  addDocument: callers.staff('cumplimiento', 'edit'),
  narrative: callers.staff('cumplimiento', 'edit'),
  archive: callers.staff('cumplimiento', 'edit'),
  rosSent: callers.staff('cumplimiento', 'edit'),
};
