// Survey 1 as a module of its own for React.lazy, not a dynamic import of the survey barrel (decision 113).
export { SurveyPrompt as default } from '@/features/survey';
