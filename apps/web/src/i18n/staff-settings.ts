// Spanish text of Ajustes (issue 7).
export const staffSettingsEs = {
  staffSettings: {},
};
