import { surveyEndpoints, type SurveyAnswerRequest } from '@cambix/contract';
import { useSessionStore } from '@/features/auth';
import { apiRequest } from '@/lib/api-client.ts';

/** Answers once; afterwards `encuesta_respondida` is true and the survey is never asked again. */
export async function answerSurvey(
  surveyId: number,
  answers: SurveyAnswerRequest['answers'],
): Promise<string> {
  const { message } = await apiRequest(surveyEndpoints.answer, {
    params: { surveyId: String(surveyId) },
    body: { answers },
  });
  useSessionStore.setState({ encuesta_respondida: true });
  return message;
}
