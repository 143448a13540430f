// Type-level test: run by `tsc`, it fails the typecheck if a group's callers can miss or invent an endpoint.
import { callers } from './callers.ts';
import { endpoint, withCallers } from './endpoint.ts';

const entries = {
  list: endpoint<{ response: null }>('GET', '/list'),
  save: endpoint<{ response: null }>('POST', '/save'),
};
const view = callers.staff('ajustes', 'view');

export const complete = withCallers({ list: view, save: callers.staff('ajustes', 'edit') }, entries);
// @ts-expect-error `save` has no callers
export const missing = withCallers({ list: view }, entries);
// @ts-expect-error `remove` is no endpoint of the group
export const invented = withCallers({ list: view, save: view, remove: view }, entries);
