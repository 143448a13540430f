import { settingsEndpoints } from '@cambix/contract';
import { describe, expect, it, vi } from 'vitest';
import { provideStepUpPrompt, withStepUp } from './step-up.ts';

const stepUpRequired = Object.assign(new Error('Confirma que eres tú'), {
  code: 'STEP_UP_REQUIRED',
  data: { methods: ['totp'] },
});

/** A request refused once for step-up, then answered. */
const refusedOnce = () => vi.fn().mockRejectedValueOnce(stepUpRequired).mockResolvedValue('guardado');

describe('step-up where the endpoint declares it (decision 138)', () => {
  it('asks for the second factor and sends the same request again', async () => {
    const prompt = vi.fn().mockResolvedValue(true);
    const stop = provideStepUpPrompt(prompt);
    const send = refusedOnce();
    try {
      expect(settingsEndpoints.saveFees.callers.stepUp).toBe(true);
      await expect(withStepUp(settingsEndpoints.saveFees, send)).resolves.toBe('guardado');
      expect(prompt).toHaveBeenCalledWith({ methods: ['totp'] });
      expect(send).toHaveBeenCalledTimes(2);
    } finally {
      stop();
    }
  });

  it('asks nothing of an endpoint whose callers do not ask for it', async () => {
    const prompt = vi.fn().mockResolvedValue(true);
    const stop = provideStepUpPrompt(prompt);
    const send = refusedOnce();
    try {
      expect(settingsEndpoints.saveLimits.callers.stepUp).toBe(false);
      await expect(withStepUp(settingsEndpoints.saveLimits, send)).rejects.toBe(stepUpRequired);
      expect(prompt).not.toHaveBeenCalled();
      expect(send).toHaveBeenCalledTimes(1);
    } finally {
      stop();
    }
  });
});
