import type { Survey, SurveyAnswerRequest } from '@cambix/contract';

/** What the person chose per question: option ids and the text of an option that asks for one. */
export type SurveyChoices = Record<number, { optionIds: string[]; text: string }>;

export type SurveyErrors = Record<number, string>;

/** Every question answered; an option that asks for text has it. */
export function surveyErrors(
  survey: Survey,
  choices: SurveyChoices,
  messages: { chooseOne: string; textRequired: string },
): SurveyErrors {
  const errors: SurveyErrors = {};
  for (const question of survey.questions) {
    const choice = choices[question.id];
    if (question.kind === 'text') {
      if (!choice?.text.trim()) errors[question.id] = messages.textRequired;
      continue;
    }
    if (!choice || choice.optionIds.length === 0) {
      errors[question.id] = messages.chooseOne;
      continue;
    }
    const asksText = question.options.some(
      (option) => option.withText && choice.optionIds.includes(option.id),
    );
    if (asksText && !choice.text.trim()) errors[question.id] = messages.textRequired;
  }
  return errors;
}

export function toSurveyAnswers(survey: Survey, choices: SurveyChoices): SurveyAnswerRequest['answers'] {
  return survey.questions.map((question) => {
    const choice = choices[question.id] ?? { optionIds: [], text: '' };
    const asksText =
      question.kind === 'text' ||
      question.options.some((option) => option.withText && choice.optionIds.includes(option.id));
    return {
      questionId: question.id,
      optionIds: choice.optionIds,
      text: asksText ? choice.text.trim() : null,
    };
  });
}
