import { CheckIcon, DotIcon } from './icons.tsx';
import './checklist.css';

interface ChecklistProps {
  title: string;
  items: readonly { id: string; label: string; done: boolean }[];
  /** Read after each item for screen readers (e.g. "cumplido" / "pendiente"). */
  doneLabel: string;
  pendingLabel: string;
}

/** A short list of conditions, each ticked as soon as it holds. */
export function Checklist({ title, items, doneLabel, pendingLabel }: ChecklistProps) {
  return (
    <ul className="cx-checklist">
      <li className="cx-checklist__title">{title}</li>
      {items.map((item) => (
        <li key={item.id} className={`cx-checklist__item${item.done ? ' cx-checklist__item--done' : ''}`}>
          {item.done ? <CheckIcon size={14} /> : <DotIcon size={14} />}
          <span>{item.label}</span>
          <span className="cx-visually-hidden">{item.done ? doneLabel : pendingLabel}</span>
        </li>
      ))}
    </ul>
  );
}
