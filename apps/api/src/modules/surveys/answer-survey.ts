import { SURVEY_ID, type SurveyAnswered, type SurveyAnswers, type SurveyQuestion } from '@cambix/contract';
import type { AppContext } from '../../platform/context.ts';
import { uniqueViolation } from '../../platform/db/errors.ts';
import { surveyResponses } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { assertNoProblems, problem, type Problem } from '../../platform/refusal.ts';
import { updatePerson } from '../users/index.ts';
import { getSurvey } from './get-survey.ts';

function answerProblems(questions: SurveyQuestion[], answers: SurveyAnswers): Problem[] {
  const problems: Problem[] = [];
  questions.forEach((question) => {
    const index = answers.findIndex((answer) => answer.questionId === question.id);
    const answer = answers[index];
    const field = `answers.${index === -1 ? questions.indexOf(question) : index}`;
    if (!answer) {
      problems.push(problem(field, 'VALIDATION_FAILED', 'Responde esta pregunta.'));
      return;
    }
    if (question.kind === 'text') {
      if (!answer.text) problems.push(problem(`${field}.text`, 'VALIDATION_FAILED', 'Escribe tu respuesta.'));
      return;
    }
    const chosen = question.options.filter((option) => answer.optionIds.includes(option.id));
    const known = chosen.length === new Set(answer.optionIds).size;
    if (!known || chosen.length === 0 || (question.kind === 'single' && chosen.length !== 1)) {
      problems.push(problem(`${field}.optionIds`, 'VALIDATION_FAILED', 'Elige una de las opciones.'));
    } else if (chosen.some((option) => option.withText) && !answer.text) {
      problems.push(problem(`${field}.text`, 'VALIDATION_FAILED', 'Cuéntanos cómo nos conociste.'));
    }
  });
  const unknown = answers.findIndex(
    (answer) => !questions.some((question) => question.id === answer.questionId),
  );
  if (unknown !== -1)
    problems.push(problem(`answers.${unknown}`, 'VALIDATION_FAILED', 'Esta pregunta no es de la encuesta.'));
  return problems;
}

/**
 * Answers a survey once (docs/rules/identity.md#survey): the answers are stored and `encuesta_respondida`
 * becomes true.
 */
export async function answerSurvey(
  ctx: AppContext,
  userId: number,
  surveyId: number,
  answers: SurveyAnswers,
): Promise<SurveyAnswered> {
  const survey = await getSurvey(ctx.db, surveyId, userId);
  if (survey.answered) throw new AppError('SURVEY_ALREADY_ANSWERED');
  assertNoProblems(answerProblems(survey.questions, answers));
  const now = ctx.now();
  try {
    await ctx.db.transaction(async (tx) => {
      await tx.insert(surveyResponses).values({
        surveyId,
        userId,
        // Only what the question asks is kept: the text of an option that takes none is dropped.
        answers: answers.map((answer) => {
          const question = survey.questions.find((candidate) => candidate.id === answer.questionId);
          const takesText =
            question?.kind === 'text' ||
            question?.options.some((option) => option.withText && answer.optionIds.includes(option.id));
          return {
            questionId: answer.questionId,
            optionIds: answer.optionIds,
            text: takesText ? answer.text : null,
          };
        }),
        createdAt: now,
      });
      if (surveyId === SURVEY_ID) await updatePerson(tx, userId, { surveyAnsweredAt: now }, now);
    });
  } catch (error) {
    if (uniqueViolation(error) === 'survey_responses_once_key') throw new AppError('SURVEY_ALREADY_ANSWERED');
    throw error;
  }
  return { encuesta_respondida: true };
}
