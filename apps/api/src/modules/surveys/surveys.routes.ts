import { surveyEndpoints } from '@cambix/contract';
import { surveySchemas } from '@cambix/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { defineRoute, withMessage } from '../../platform/http/route.ts';
import { answerSurvey } from './answer-survey.ts';
import { getSurvey } from './get-survey.ts';

export function registerSurveyRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, surveyEndpoints.get, surveySchemas.get, {
    handler: async ({ params, actor }) => getSurvey(ctx.db, params.surveyId, actor().userId),
  });

  defineRoute(app, ctx, surveyEndpoints.answer, surveySchemas.answer, {
    rateLimit: { max: 30, timeWindow: '1 minute' },
    handler: async ({ params, body, actor }) =>
      withMessage(
        await answerSurvey(ctx, actor().userId, params.surveyId, body.answers),
        '¡Gracias por responder!',
      ),
  });
}
