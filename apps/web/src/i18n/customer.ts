// Spanish text of the customer area's screens. Kept apart from es.ts, which travels in the entry chunk
// with the login page (decision 011): this file loads only with the screens that use it.
export const customerEs = {} as const;
