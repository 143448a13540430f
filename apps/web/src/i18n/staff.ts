// Spanish text of the staff area's screens, loaded only with them (decision 011).
export const staffEs = {} as const;
