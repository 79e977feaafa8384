// The GST of a bag or an order: the one place where lines, a discount and a place of supply become the
// tax the bag's summary shows, the order records (orders.tax) and the API answers with. A module of its
// own, below cart and orders, which both use it (docs/decisions/0063).
import { gstBreakdown, taxOf, type IndianState, type Tax } from '@kaushal/shared';
import type { BusinessConfig } from '../../config';

/** The GST split of an order's amount payable, stored with the order (all amounts in paise). */
export interface OrderTaxRow {
  ratePercent: number;
  sac: string;
  supplierStateCode: string;
  placeOfSupplyStateCode: string;
  lines: { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number }[];
}

/**
 * The GST inside an order's lines (each unit price × quantity, GST-inclusive, in paise) less its
 * discount, at the shop's rate: CGST + SGST when the place of supply is the shop's own state, IGST
 * otherwise.
 */
export function orderTax(
  linesPaise: readonly number[],
  discountPaise: number,
  placeOfSupply: IndianState,
  business: Pick<BusinessConfig, 'state' | 'sac' | 'gstRatePercent'>,
): OrderTaxRow {
  const { lines } = gstBreakdown({
    linesPaise,
    discountPaise,
    ratePercent: business.gstRatePercent,
    intraState: placeOfSupply.code === business.state.code,
  });
  return {
    ratePercent: business.gstRatePercent,
    sac: business.sac,
    supplierStateCode: business.state.code,
    placeOfSupplyStateCode: placeOfSupply.code,
    lines: lines.map(({ taxablePaise, cgstPaise, sgstPaise, igstPaise }) => ({
      taxablePaise,
      cgstPaise,
      sgstPaise,
      igstPaise,
    })),
  };
}

/** The recorded tax as the API answers it: the lines' sums in rupees. */
export function taxAnswer(row: OrderTaxRow): Tax {
  const sum = (pick: (line: OrderTaxRow['lines'][number]) => number) =>
    row.lines.reduce((total, line) => total + pick(line), 0);
  const total = {
    taxablePaise: sum((line) => line.taxablePaise),
    cgstPaise: sum((line) => line.cgstPaise),
    sgstPaise: sum((line) => line.sgstPaise),
    igstPaise: sum((line) => line.igstPaise),
  };
  const amountPaise = total.taxablePaise + total.cgstPaise + total.sgstPaise + total.igstPaise;
  return taxOf(
    { ...total, amountPaise },
    row.ratePercent,
    row.supplierStateCode === row.placeOfSupplyStateCode,
  );
}
