import type { Survey } from '@cambix/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { surveyQuestions, surveyResponses, surveys } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';

/** A survey with its questions in order, and whether this customer already answered it. */
export async function getSurvey(db: Queryable, surveyId: number, userId: number): Promise<Survey> {
  const [survey] = await db.select().from(surveys).where(eq(surveys.id, surveyId));
  if (!survey) throw new AppError('NOT_FOUND');
  const questions = await db
    .select()
    .from(surveyQuestions)
    .where(eq(surveyQuestions.surveyId, surveyId))
    .orderBy(asc(surveyQuestions.position));
  const [answer] = await db
    .select({ id: surveyResponses.id })
    .from(surveyResponses)
    .where(and(eq(surveyResponses.surveyId, surveyId), eq(surveyResponses.userId, userId)));
  return {
    id: survey.id,
    title: survey.title,
    answered: answer !== undefined,
    questions: questions.map((question) => ({
      id: question.id,
      text: question.text,
      kind: question.kind,
      options: question.options.map((option) => ({
        id: option.id,
        label: option.label,
        withText: option.withText ?? false,
      })),
    })),
  };
}
