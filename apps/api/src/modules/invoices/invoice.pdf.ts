// A tax invoice as a PDF: A4 portrait, the supplier and the recipient, the serial number and date, the
// place of supply, and a table of the lines with their taxable value and GST, then the totals. DejaVu
// fonts (shipped in an npm package, as for certificates) print the rupee sign.
import { createRequire } from 'node:module';
import { paymentMethodWords } from '@kaushal/shared/constants';
import PDFDocument from 'pdfkit';
import {
  formatPaise,
  type InvoiceDocument,
  type InvoiceLine,
  type InvoicePayment,
} from './invoice.document';

/** "Paid by UPI, payment reference pay_…; discount by promo code DIWALI10." */
function paymentText({ method, reference, promoCode }: InvoicePayment): string {
  const paid = `Paid by ${paymentMethodWords[method]}${reference ? `, payment reference ${reference}` : ''}`;
  return promoCode ? `${paid}; discount by promo code ${promoCode}.` : `${paid}.`;
}

const require = createRequire(import.meta.url);
const font = (file: string) => require.resolve(`dejavu-fonts-ttf/ttf/${file}`);
const SANS = font('DejaVuSans.ttf');
const SANS_BOLD = font('DejaVuSans-Bold.ttf');

const INK = '#1f2937';
const MUTED = '#6b7280';
const RULE = '#d1d5db';
const HEAD_FILL = '#eef2ff';
const MARGIN = 40;

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
  value: (line: InvoiceLine, index: number) => string;
}

/** The table's columns: CGST and SGST within the shop's state, IGST otherwise. */
function columnsOf(invoice: InvoiceDocument, tableWidth: number): Column[] {
  const half = invoice.ratePercent / 2;
  const taxColumns: Column[] = invoice.intraState
    ? [
        {
          title: `CGST ${half}%`,
          width: 68,
          align: 'right',
          value: (l) => formatPaise(l.cgstPaise),
        },
        {
          title: `SGST ${half}%`,
          width: 68,
          align: 'right',
          value: (l) => formatPaise(l.sgstPaise),
        },
      ]
    : [
        {
          title: `IGST ${invoice.ratePercent}%`,
          width: 76,
          align: 'right',
          value: (l) => formatPaise(l.igstPaise),
        },
      ];
  const fixed: Column[] = [
    { title: '#', width: 20, align: 'left', value: (_l, index) => String(index + 1) },
    { title: 'Qty', width: 30, align: 'right', value: (l) => String(l.quantity) },
    {
      title: 'Taxable value',
      width: 78,
      align: 'right',
      value: (l) => formatPaise(l.taxablePaise),
    },
    ...taxColumns,
    { title: 'Amount', width: 78, align: 'right', value: (l) => formatPaise(l.amountPaise) },
  ];
  const descriptionWidth = tableWidth - fixed.reduce((total, column) => total + column.width, 0);
  const description: Column = {
    title: 'Description',
    width: descriptionWidth,
    align: 'left',
    value: (l) => l.description,
  };
  return [fixed[0]!, description, ...fixed.slice(1)];
}

export function invoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  // A credit note states the same facts as the invoice it reverses, under its own title and number.
  const { creditNote } = invoice;
  const title = creditNote ? 'Credit note' : 'Tax Invoice';
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `${title} ${invoice.number}`,
      Author: invoice.supplier.legalName,
      CreationDate: new Date(invoice.issuedAt),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 2 * MARGIN;
  const right = doc.page.width - MARGIN;
  const halfWidth = width / 2 - 10;

  // Heading: the title on the left, the serial number and date on the right.
  doc.font(SANS_BOLD).fontSize(20).fillColor(INK).text(title, MARGIN, MARGIN);
  doc
    .font(SANS)
    .fontSize(9.5)
    .text(
      `${creditNote ? 'Credit note' : 'Invoice'} number: ${invoice.number}`,
      MARGIN + width / 2,
      MARGIN,
      {
        width: width / 2,
        align: 'right',
      },
    )
    .text(`Date: ${invoice.date}`, { width: width / 2, align: 'right' })
    .text(`Order: #${invoice.orderId}`, { width: width / 2, align: 'right' });
  if (creditNote) {
    doc
      .text(`Against invoice ${creditNote.invoiceNumber}`, { width: width / 2, align: 'right' })
      .text(`of ${creditNote.invoiceDate}`, { width: width / 2, align: 'right' });
  }

  // Supplier and recipient side by side, below the heading however many lines it took.
  const partiesTop = Math.max(MARGIN + 50, doc.y + 12);
  const party = (x: number, heading: string, lines: string[], name: string) => {
    doc
      .font(SANS_BOLD)
      .fontSize(8)
      .fillColor(MUTED)
      .text(heading, x, partiesTop, { width: halfWidth });
    doc.font(SANS_BOLD).fontSize(10.5).fillColor(INK).text(name, { width: halfWidth });
    doc.font(SANS).fontSize(9.5);
    for (const line of lines) doc.text(line, { width: halfWidth });
    return doc.y;
  };
  const { supplier, recipient } = invoice;
  const supplierBottom = party(
    MARGIN,
    'SUPPLIER',
    [
      supplier.address,
      `GSTIN: ${supplier.gstin}`,
      `State: ${supplier.state.name} (code ${supplier.state.code})`,
    ],
    supplier.legalName,
  );
  const recipientBottom = party(
    MARGIN + width / 2 + 10,
    'RECIPIENT',
    [recipient.address, ...(recipient.gstin ? [`GSTIN: ${recipient.gstin}`] : [])],
    recipient.name,
  );

  doc.y = Math.max(supplierBottom, recipientBottom) + 12;
  doc
    .font(SANS)
    .fontSize(9.5)
    .fillColor(INK)
    .text(
      `Place of supply: ${invoice.placeOfSupply.name} (state code ${invoice.placeOfSupply.code})`,
      MARGIN,
    )
    .text(`SAC: ${invoice.sac} (commercial training and coaching services)`);
  if (invoice.placeOfSupplyNote) {
    doc.fontSize(8.5).fillColor(MUTED).text(invoice.placeOfSupplyNote, { width });
  }

  // The lines.
  const columns = columnsOf(invoice, width);
  const cellPadding = 4;
  const row = (cells: string[], bold: boolean, fill?: string) => {
    doc.font(bold ? SANS_BOLD : SANS).fontSize(8.5);
    const height =
      Math.max(
        ...cells.map((cell, i) =>
          doc.heightOfString(cell, { width: columns[i]!.width - 2 * cellPadding }),
        ),
      ) +
      2 * cellPadding;
    const top = doc.y;
    if (fill) doc.rect(MARGIN, top, width, height).fill(fill);
    let x = MARGIN;
    cells.forEach((cell, i) => {
      const column = columns[i]!;
      doc.fillColor(INK).text(cell, x + cellPadding, top + cellPadding, {
        width: column.width - 2 * cellPadding,
        align: column.align,
      });
      x += column.width;
    });
    doc
      .moveTo(MARGIN, top + height)
      .lineTo(right, top + height)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.y = top + height;
  };
  doc.y += 14;
  row(
    columns.map((column) => column.title),
    true,
    HEAD_FILL,
  );
  invoice.lines.forEach((line, index) =>
    row(
      columns.map((column) => column.value(line, index)),
      false,
    ),
  );

  // Totals, right-aligned under the table.
  doc.y += 10;
  const totalsX = right - 260;
  const total = (label: string, value: string, bold = false) => {
    const top = doc.y;
    doc
      .font(bold ? SANS_BOLD : SANS)
      .fontSize(bold ? 10.5 : 9.5)
      .fillColor(INK)
      .text(label, totalsX, top, { width: 160 })
      .text(value, totalsX + 160, top, { width: 100, align: 'right' });
  };
  const half = invoice.ratePercent / 2;
  total('Value of workshops (incl. GST)', formatPaise(invoice.grossPaise));
  if (invoice.discountPaise > 0) total('Less discount', `−${formatPaise(invoice.discountPaise)}`);
  total('Taxable value', formatPaise(invoice.total.taxablePaise));
  if (invoice.intraState) {
    total(`CGST @ ${half}%`, formatPaise(invoice.total.cgstPaise));
    total(`SGST @ ${half}%`, formatPaise(invoice.total.sgstPaise));
  } else {
    total(`IGST @ ${invoice.ratePercent}%`, formatPaise(invoice.total.igstPaise));
  }
  total(creditNote ? 'Total refunded' : 'Total paid', formatPaise(invoice.total.amountPaise), true);

  doc.y += 8;
  doc
    .font(SANS)
    .fontSize(9.5)
    .fillColor(INK)
    .text(`Amount in words: ${invoice.amountInWords}`, MARGIN, doc.y, {
      width,
    });
  if (invoice.payment) doc.moveDown(0.4).text(paymentText(invoice.payment), { width });
  doc
    .moveDown(2)
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(
      creditNote
        ? `This credit note cancels invoice ${creditNote.invoiceNumber} in full: the amount and its GST are refunded to the original payment method.`
        : 'Prices include GST. Tax is not payable on reverse charge.',
      { width },
    );
  // Rule 46(q): signed for the supplier by its authorised signatory, on the right, with room to sign.
  doc
    .moveDown(2)
    .font(SANS_BOLD)
    .fontSize(9.5)
    .fillColor(INK)
    .text(`For ${supplier.legalName}`, MARGIN, doc.y, { width, align: 'right' })
    .moveDown(2.5)
    .font(SANS)
    .text(
      supplier.signatory ? `Authorised signatory: ${supplier.signatory}` : 'Authorised signatory',
      { width, align: 'right' },
    );

  doc.end();
  return finished;
}
