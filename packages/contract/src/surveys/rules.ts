/** Survey 1 is "¿Cómo nos conociste?" (docs/rules/identity.md#survey). */
export const SURVEY_ID = 1;
/** Longest free-text answer ("Otro"). */
export const SURVEY_TEXT_MAX = 200;
