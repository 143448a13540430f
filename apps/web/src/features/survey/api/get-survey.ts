import { surveyEndpoints, type Survey } from '@cambix/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';

export const fetchSurvey = (surveyId: number): Promise<Survey> =>
  apiCall(surveyEndpoints.get, { params: { surveyId: String(surveyId) } });

export const surveyQueryOptions = (surveyId: number) =>
  queryOptions({ queryKey: ['survey', surveyId], queryFn: () => fetchSurvey(surveyId), staleTime: Infinity });
