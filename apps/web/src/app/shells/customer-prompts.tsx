import { lazy, Suspense } from 'react';
import { useSessionStore } from '@/features/auth';

// Loaded only when there is something to ask, so the shell itself stays light.
const UpdateDataDialog = lazy(() => import('./update-data-prompt.ts'));
const SurveyPrompt = lazy(() => import('./survey-prompt.ts'));
const ConsentDialog = lazy(() => import('./consent-prompt.tsx'));

/**
 * What the customer is asked after signing in, one dialog at a time: a new version of the texts they accept
 * first (`consentimientos_pendientes`, decision 167), then the update-data form (`mostrar_formulario`), then
 * survey 1 while it is unanswered.
 */
export function CustomerPrompts() {
  const askConsent = useSessionStore((state) => state.consentimientos_pendientes.length > 0);
  const showForm = useSessionStore((state) => state.mostrar_formulario);
  const askSurvey = useSessionStore((state) => !state.encuesta_respondida);
  if (!askConsent && !showForm && !askSurvey) return null;
  return (
    <Suspense fallback={null}>
      {askConsent ? <ConsentDialog /> : showForm ? <UpdateDataDialog /> : <SurveyPrompt />}
    </Suspense>
  );
}
