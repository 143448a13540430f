import { endpoint, withCallers } from '../http/endpoint.ts';
import { surveyCallers } from './callers.ts';
import type { Survey, SurveyAnswered, SurveyAnswerRequest, SurveyIdParams } from './schemas.ts';

export const surveyEndpoints = withCallers(surveyCallers, {
  /** Asked by the web only while `encuesta_respondida` is false (docs/rules/identity.md#survey). */
  get: endpoint<{ params: SurveyIdParams; response: Survey }>('GET', '/api/survey/:surveyId'),
  /** Answered once: a second answer is refused (SURVEY_ALREADY_ANSWERED). */
  answer: endpoint<{ params: SurveyIdParams; body: SurveyAnswerRequest; response: SurveyAnswered }>(
    'POST',
    '/api/survey/:surveyId',
  ),
});
