import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { definitionListMisfits } from '../../../../test/definition-lists.ts';
import { QUOTE } from '../../../../test/orders.ts';
import { ExchangeSummary } from './exchange-summary.tsx';
import { QuoteSummary } from './quote-summary.tsx';

// The summaries' lists show in nueva-orden, the order's drawer and staff's order page: terms and values only,
// the total set apart by its own rule instead of an <hr> among them (axe's definition-list, issue 34).
describe('the order summaries as description lists', () => {
  it('QuoteSummary lists each figure as a term and its value, the total last', () => {
    const { container } = render(<QuoteSummary quote={QUOTE} />);
    expect(definitionListMisfits(container)).toEqual([]);
    expect(container.querySelector('hr')).toBeNull();
    const terms = screen.getAllByRole('term');
    expect(terms).toHaveLength(screen.getAllByRole('definition').length);
    expect(terms.at(-1)).toHaveTextContent('Recibes');
  });

  it('ExchangeSummary lists the direction, the amounts and the rate the same way', () => {
    const { container } = render(
      <ExchangeSummary
        direction="venta"
        sendAmount="3750.00"
        sendCurrency="PEN"
        receiveAmount="1000.00"
        receiveCurrency="USD"
        rate="3.750"
        savings="12.50"
      />,
    );
    expect(definitionListMisfits(container)).toEqual([]);
    expect(container.querySelector('hr')).toBeNull();
    expect(screen.getAllByRole('term')).toHaveLength(5);
  });
});
