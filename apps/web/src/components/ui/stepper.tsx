import { CheckIcon } from './icons.tsx';
import './stepper.css';

/** Numbered steps with the current one marked; finished steps show a check. */
export function Stepper({
  steps,
  current,
  label,
}: {
  steps: readonly string[];
  current: number;
  label: string;
}) {
  return (
    <ol className="cx-stepper" aria-label={label}>
      {steps.map((step, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'todo';
        return (
          <li
            key={step}
            className={`cx-stepper__step cx-stepper__step--${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="cx-stepper__dot">{state === 'done' ? <CheckIcon size={16} /> : index + 1}</span>
            <span className="cx-stepper__label">{step}</span>
          </li>
        );
      })}
    </ol>
  );
}
