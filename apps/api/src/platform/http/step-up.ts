import type { AppContext } from '../context.ts';
import type { Principal } from './access.ts';

/** The rule a route marked `stepUp` passes through (issue 30); the second-factor module provides it. */
export type StepUpCheck = (ctx: AppContext, principal: Principal) => Promise<void>;

let stepUpCheck: StepUpCheck | null = null;

export function provideStepUpCheck(check: StepUpCheck): void {
  stepUpCheck = check;
}

export async function assertStepUp(ctx: AppContext, principal: Principal | null): Promise<void> {
  // Fails closed: a route that asks for step-up never runs without the rule, or for no one in particular.
  if (!stepUpCheck || !principal)
    throw new Error('step-up asked of a route without a signed-in caller or rule');
  await stepUpCheck(ctx, principal);
}
