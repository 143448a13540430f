/** Survey 1 is "¿Cómo nos conociste?" (spec 9, domain.md 3). */
export const SURVEY_ID = 1;
/** Longest free-text answer ("Otro"). */
export const SURVEY_TEXT_MAX = 200;
