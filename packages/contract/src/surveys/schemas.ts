import { z } from 'zod';
import { idParams, rowId } from '../common/ids.ts';
import { SURVEY_TEXT_MAX } from './rules.ts';

export const surveyIdParams = idParams('surveyId', 'Encuesta no válida.');
export type SurveyIdParams = z.input<typeof surveyIdParams>;

export const surveyOption = z.object({
  id: z.string(),
  label: z.string(),
  /** Choosing it asks for a short text (the "Otro" option). */
  withText: z.boolean(),
});

export const surveyQuestion = z.object({
  id: z.number().int(),
  text: z.string(),
  kind: z.enum(['single', 'multiple', 'text']),
  options: z.array(surveyOption),
});
export type SurveyQuestion = z.infer<typeof surveyQuestion>;

export const survey = z.object({
  id: z.number().int(),
  title: z.string(),
  questions: z.array(surveyQuestion),
  /** The caller already answered it (then the web does not ask again). */
  answered: z.boolean(),
});
export type Survey = z.infer<typeof survey>;

export const surveyAnswerRequest = z.object({
  answers: z
    .array(
      z.object({
        questionId: rowId('Pregunta no válida.'),
        optionIds: z.array(z.string().max(40)).max(20).default([]),
        text: z
          .string()
          .trim()
          .max(SURVEY_TEXT_MAX, `Usa como máximo ${SURVEY_TEXT_MAX} caracteres.`)
          .nullish()
          .transform((value) => value || null),
      }),
      { error: 'Responde la encuesta.' },
    )
    .min(1, 'Responde la encuesta.')
    .max(20),
});
export type SurveyAnswerRequest = z.input<typeof surveyAnswerRequest>;
export type SurveyAnswers = z.output<typeof surveyAnswerRequest>['answers'];

export const surveyAnswered = z.object({ encuesta_respondida: z.literal(true) });
export type SurveyAnswered = z.infer<typeof surveyAnswered>;
