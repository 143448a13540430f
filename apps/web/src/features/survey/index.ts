// Public entry of the survey feature: survey 1 after sign-in.
export { SurveyPrompt } from './components/survey-prompt.tsx';
export { SurveyDialog } from './components/survey-dialog.tsx';
export { surveyErrors, toSurveyAnswers, type SurveyChoices } from './survey-answers.ts';
