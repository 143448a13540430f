import { SURVEY_ID } from '@cambix/contract';
import { useIsFetching, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useIsPageLoading } from '@/components/ui/page-loading.tsx';
import { useSessionStore } from '@/features/auth';
import { surveyQueryOptions } from '../api/get-survey.ts';
import { SurveyDialog } from './survey-dialog.tsx';

// "Ahora no" lasts for this tab's session: sessionStorage is emptied at logout.
const POSTPONED_KEY = 'cambix.survey.postponed';

function readPostponed(): boolean {
  try {
    return sessionStorage.getItem(POSTPONED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Survey 1 after sign-in: `GET /api/survey/1` is requested only while `encuesta_respondida` is false
 * (docs/rules/identity.md#survey), and the dialog shows until it is answered.
 */
export function SurveyPrompt() {
  const answered = useSessionStore((state) => state.encuesta_respondida);
  const [postponed, setPostponed] = useState(readPostponed);
  const survey = useQuery({ ...surveyQueryOptions(SURVEY_ID), enabled: !answered && !postponed });
  const answeredElsewhere = survey.data?.answered === true;
  // Opens once the screen under it is drawn with its data, not over a home still loading (issue 18); once
  // open it stays open while something refetches.
  const isPageLoading = useIsPageLoading();
  const isFetching = useIsFetching() > 0;
  const [screenReady, setScreenReady] = useState(false);
  if (!screenReady && survey.data && !isPageLoading && !isFetching) setScreenReady(true);
  useEffect(() => {
    if (answeredElsewhere) useSessionStore.setState({ encuesta_respondida: true });
  }, [answeredElsewhere]);

  if (answered || postponed || !survey.data || answeredElsewhere || !screenReady) return null;
  return (
    <SurveyDialog
      survey={survey.data}
      onClose={() => {
        if (!useSessionStore.getState().encuesta_respondida) {
          try {
            sessionStorage.setItem(POSTPONED_KEY, '1');
          } catch {
            // Storage unavailable: postponed for this page only.
          }
        }
        setPostponed(true);
      }}
    />
  );
}
