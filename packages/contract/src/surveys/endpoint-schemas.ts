import type { EndpointSchemas } from '../http/endpoint.ts';
import type { surveyEndpoints } from './endpoints.ts';
import { survey, surveyAnswered, surveyAnswerRequest, surveyIdParams } from './schemas.ts';

export const surveySchemas = {
  get: { params: surveyIdParams, response: survey },
  answer: { params: surveyIdParams, body: surveyAnswerRequest, response: surveyAnswered },
} satisfies EndpointSchemas<typeof surveyEndpoints>;
