import { lazy, Suspense } from 'react';
import { useSessionStore } from '@/features/auth';

// Loaded only when there is something to ask, so the shell itself stays light.
const UpdateDataDialog = lazy(() => import('./update-data-prompt.ts'));
const SurveyPrompt = lazy(() => import('./survey-prompt.ts'));

/**
 * What the customer is asked after signing in, one dialog at a time: the update-data form first
 * (`mostrar_formulario`), then survey 1 while it is unanswered.
 */
export function CustomerPrompts() {
  const showForm = useSessionStore((state) => state.mostrar_formulario);
  const askSurvey = useSessionStore((state) => !state.encuesta_respondida);
  if (!showForm && !askSurvey) return null;
  return <Suspense fallback={null}>{showForm ? <UpdateDataDialog /> : <SurveyPrompt />}</Suspense>;
}
