// An amount in words as Indian invoices write it: lakh and crore, rupees and paise.

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
] as const;
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0–99: "Ninety-Nine". */
function belowHundred(value: number): string {
  if (value < 20) return ONES[value]!;
  const unit = value % 10;
  return `${TENS[Math.floor(value / 10)]}${unit ? `-${ONES[unit]}` : ''}`;
}

/** 0–999: "Nine Hundred Ninety-Nine". */
function belowThousand(value: number): string {
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : '']
    .filter(Boolean)
    .join(' ');
}

/** A whole number in the Indian system: crore (10^7), lakh (10^5), thousand, then hundreds. */
function wholeNumberInWords(value: number): string {
  if (value === 0) return 'Zero';
  const crores = Math.floor(value / 10_000_000);
  const lakhs = Math.floor((value % 10_000_000) / 100_000);
  const thousands = Math.floor((value % 100_000) / 1000);
  const rest = value % 1000;
  return [
    // Beyond 99 crore the crores are themselves counted in lakh and thousand (100 crore and up).
    crores ? `${wholeNumberInWords(crores)} Crore` : '',
    lakhs ? `${belowHundred(lakhs)} Lakh` : '',
    thousands ? `${belowHundred(thousands)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** "Rupees Two Thousand Nine Hundred Ninety-Nine and Fifty Paise only". */
export function amountInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const rupeeWords = `Rupees ${wholeNumberInWords(rupees)}`;
  return rest ? `${rupeeWords} and ${belowHundred(rest)} Paise only` : `${rupeeWords} only`;
}
