import type { Endpoint, StepUpRefusal } from '@cambix/contract';

/**
 * Asks the person for their second factor again (issue 30): resolves true once the server recorded it, false
 * when they give up. The signed-in shells provide it (the step-up dialog); without one the refusal stands.
 */
export type StepUpPrompt = (refusal: StepUpRefusal) => Promise<boolean>;

let prompt: StepUpPrompt | null = null;

/** Installs the prompt; the returned function removes it (when the shell unmounts). */
export function provideStepUpPrompt(next: StepUpPrompt): () => void {
  prompt = next;
  return () => {
    if (prompt === next) prompt = null;
  };
}

/**
 * Sends a request; when the endpoint's callers ask for step-up (the declaration the server reads too,
 * decision 138) and the server answers `STEP_UP_REQUIRED`, asks for the second factor and sends the very
 * same request once more, so whatever the form holds is neither lost nor typed again.
 */
export async function withStepUp<T>(endpoint: Endpoint, send: () => Promise<T>): Promise<T> {
  if (!endpoint.callers.stepUp) return send();
  try {
    return await send();
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (code !== 'STEP_UP_REQUIRED' || !prompt) throw error;
    const data = (error as { data?: unknown }).data as Partial<StepUpRefusal> | undefined;
    if (!(await prompt({ methods: data?.methods ?? [] }))) throw error;
    return send();
  }
}
