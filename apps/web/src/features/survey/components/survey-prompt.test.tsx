import { type Survey, surveyEndpoints } from '@cambix/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { logout, startSession, useSessionStore } from '@/features/auth';
import { sessionFor } from '../../../../test/fixtures.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { SurveyPrompt } from './survey-prompt.tsx';
import { mockEndpoint, okWithMessage } from '../../../../test/mock-endpoint.ts';

const server = setupApiServer();
afterEach(() => logout());

const SURVEY: Survey = {
  id: 1,
  title: '¿Cómo nos conociste?',
  answered: false,
  questions: [
    {
      id: 1,
      text: '¿Cómo nos conociste?',
      kind: 'single',
      options: [
        { id: 'facebook', label: 'Facebook', withText: false },
        { id: 'google', label: 'Google', withText: false },
        { id: 'otro', label: 'Otro', withText: true },
      ],
    },
  ],
};

function api() {
  const calls = { get: 0, answers: [] as unknown[] };
  server.use(
    mockEndpoint(
      surveyEndpoints.get,
      () => {
        calls.get += 1;
        return SURVEY;
      },
      { params: { surveyId: '1' } },
    ),
    mockEndpoint(
      surveyEndpoints.answer,
      async ({ request }) => {
        calls.answers.push(await request.json());
        return okWithMessage({ encuesta_respondida: true }, '¡Gracias por responder!');
      },
      { params: { surveyId: '1' } },
    ),
  );
  return calls;
}

describe('SurveyPrompt', () => {
  it('asks while unanswered; "Otro" needs its text; answered once, it is not asked again', async () => {
    startSession(sessionFor('Cliente', { encuesta_respondida: false }));
    const calls = api();
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<SurveyPrompt />);

    const dialog = await screen.findByRole('dialog', { name: '¿Cómo nos conociste?' });
    await user.click(within(dialog).getByRole('button', { name: 'Enviar respuesta' }));
    expect(within(dialog).getByText('Elige una opción.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Otro' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enviar respuesta' }));
    expect(within(dialog).getByText('Cuéntanos cómo nos conociste.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Cuéntanos cómo'), 'Un volante');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar respuesta' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.answers).toEqual([
      { answers: [{ questionId: 1, optionIds: ['otro'], text: 'Un volante' }] },
    ]);
    expect(useSessionStore.getState().encuesta_respondida).toBe(true);

    unmount();
    renderWithProviders(<SurveyPrompt />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.get).toBe(1);
  });

  it('never requests the survey once answered', async () => {
    startSession(sessionFor('Cliente', { encuesta_respondida: true }));
    const calls = api();
    renderWithProviders(<SurveyPrompt />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.get).toBe(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('"Ahora no" closes it for this session without answering', async () => {
    startSession(sessionFor('Cliente', { encuesta_respondida: false }));
    const calls = api();
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<SurveyPrompt />);
    await user.click(await screen.findByRole('button', { name: 'Ahora no' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    unmount();
    renderWithProviders(<SurveyPrompt />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.answers).toHaveLength(0);
    expect(useSessionStore.getState().encuesta_respondida).toBe(false);
  });
});
