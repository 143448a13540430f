import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { learnServerTime } from '@/lib/server-clock.ts';
import { ExpiryCountdown } from './expiry-countdown.tsx';

const NOW = Date.UTC(2026, 11, 5, 15, 0, 0, 500);

/** Our clock at NOW, having heard the server answer at `serverMs` (its `Date`, whole seconds). */
function serverAnswered(serverMs: number) {
  vi.spyOn(Date, 'now').mockReturnValue(NOW);
  const answer = new Response('{}', {
    headers: { date: new Date(serverMs).toUTCString(), 'cache-control': 'no-store' },
  });
  learnServerTime(answer, NOW, NOW);
}

// A phone's clock 4 minutes behind must not promise the customer time the server will not give.
describe('ExpiryCountdown', () => {
  it('counts by the server’s clock, not the phone’s', () => {
    serverAnswered(NOW + 4 * 60_000 - 500);
    const expiresAt = new Date(NOW + 10 * 60_000).toISOString();
    render(<ExpiryCountdown expiresAt={expiresAt} onExpired={() => undefined} />);
    expect(screen.getByRole('timer')).toHaveTextContent('Tu orden vence en 06:00');
  });

  it('says the order expired once the server’s clock is past it, though the phone’s is not', () => {
    serverAnswered(NOW + 4 * 60_000 - 500);
    const onExpired = vi.fn();
    render(<ExpiryCountdown expiresAt={new Date(NOW + 3 * 60_000).toISOString()} onExpired={onExpired} />);
    expect(screen.getByRole('timer')).not.toHaveTextContent(/vence en/);
    expect(onExpired).toHaveBeenCalledOnce();
  });
});
