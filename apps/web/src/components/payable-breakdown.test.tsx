// The GST lines of the bag, the checkout and an order: CGST + SGST at half the rate each within the
// shop's state, IGST at the whole rate for another, a discount line only with a discount, and the
// total payable.
import type { Tax } from '@kaushal/shared/tax';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { PayableBreakdown } from './payable-breakdown';

afterEach(cleanup);

const intraState: Tax = {
  ratePercent: 18,
  intraState: true,
  taxable: 11014.41,
  cgst: 991.3,
  sgst: 991.29,
  igst: 0,
  total: 12997,
};

const figure = (label: string) =>
  screen.getByText(label).closest('div')?.querySelector('dd')?.textContent;

it('splits the tax into CGST and SGST within the shop’s state', () => {
  render(<PayableBreakdown discount={0} tax={intraState} />);
  expect(figure('Taxable value')).toBe('₹11,014.41');
  expect(figure('CGST 9 %')).toBe('₹991.30');
  expect(figure('SGST 9 %')).toBe('₹991.29');
  expect(screen.queryByText(/IGST/)).toBeNull();
  expect(screen.queryByText('Discount')).toBeNull();
  expect(screen.getByText('Total payable').parentElement?.textContent).toBe(
    'Total payable₹12,997.00 (incl. GST)',
  );
});

it('shows IGST for another state, and the discount when there is one', () => {
  render(
    <PayableBreakdown
      discount={500}
      tax={{ ...intraState, intraState: false, cgst: 0, sgst: 0, igst: 1906.32, total: 12497 }}
    />,
  );
  expect(figure('IGST 18 %')).toBe('₹1,906.32');
  expect(figure('Discount')).toBe('−₹500.00');
  expect(screen.queryByText(/CGST|SGST/)).toBeNull();
  screen.getByText('₹12,497.00');
});
