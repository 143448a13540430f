import type { ExchangeDirection } from '@cambix/contract';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { exchangeEs as t } from '@/i18n/exchange.ts';
import { useExchangeRates } from './api/get-rates.ts';
import { calculate, EMPTY_CALCULATOR, type CalculatorValue } from './calculator-state.ts';
import { ExchangeCalculator } from './exchange-calculator.tsx';
import './exchange-calculator.css';
import { useLiveRates } from './use-live-rates.ts';

/** What the calculator hands to nueva-orden: the direction and the amount typed, in the field it was typed in. */
export interface ExchangeStart {
  direction: ExchangeDirection;
  mode: 'send' | 'receive';
  amount: string;
}

export interface ExchangeCalculatorCardProps {
  startLabel: string;
  onStart: (start: ExchangeStart) => void;
  /** Under the button (the public page: sign-in comes next). */
  hint?: string;
  /** Listen without a session (the public pages: /crear-orden and the landing). */
  anonymous?: boolean;
  /** Where it starts (a rate alert's link); empty otherwise. */
  initial?: CalculatorValue | null;
}

/** The calculator on the board in force, kept live, with its notices and the button to start an order. */
export function ExchangeCalculatorCard({
  startLabel,
  onStart,
  hint,
  anonymous = false,
  initial = null,
}: ExchangeCalculatorCardProps) {
  const rates = useExchangeRates();
  const [value, setValue] = useState<CalculatorValue>(initial ?? EMPTY_CALCULATOR);
  useLiveRates(anonymous);

  if (rates.isPending) return <p className="cx-exchange__note">{t.loading}</p>;
  if (rates.isError) return <Alert tone="error">{t.loadFailed}</Alert>;
  const board = rates.data;
  if (!board.enabled) return <Alert tone="info">{t.off}</Alert>;
  if (board.id === null) return <Alert tone="info">{t.noBoard}</Alert>;

  const view = calculate(board, value);
  return (
    <div className="cx-stack">
      {!board.open && <Alert tone="info">{t.closed(board.hoursText)}</Alert>}
      <ExchangeCalculator rates={board} value={value} onChange={setValue} />
      <Button
        block
        disabled={!board.open || view.quote === null || view.amount === null}
        onClick={() => {
          if (view.amount !== null)
            onStart({ direction: value.direction, mode: value.edited, amount: view.amount });
        }}
      >
        {startLabel}
      </Button>
      {hint && <p className="cx-exchange__note">{hint}</p>}
    </div>
  );
}
