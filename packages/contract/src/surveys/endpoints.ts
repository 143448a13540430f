export const surveyEndpoints = {};
