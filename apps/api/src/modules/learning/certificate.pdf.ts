// A certificate of attendance as a PDF: A4 landscape, the learner, the workshop, its dates in IST and
// hours, the issuing brand, the code and a QR code of the public verification page. DejaVu fonts (from
// an npm package, so nothing is fetched) print names in Latin, Greek and Cyrillic scripts.
import { createRequire } from 'node:module';
import { hoursText, istDateRange, istDay, type PublicCertificate } from '@kaushal/shared';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

const require = createRequire(import.meta.url);
const font = (file: string) => require.resolve(`dejavu-fonts-ttf/ttf/${file}`);
const FONTS = {
  sans: font('DejaVuSans.ttf'),
  sansBold: font('DejaVuSans-Bold.ttf'),
  serif: font('DejaVuSerif.ttf'),
  serifBold: font('DejaVuSerif-Bold.ttf'),
};

const INK = '#1f2937';
const MUTED = '#6b7280';
const BRAND = '#1e3a8a';
const GOLD = '#b8860b';
const PAPER = '#fffdf7';

function border(doc: PDFKit.PDFDocument, width: number, height: number) {
  doc.rect(0, 0, width, height).fill(PAPER);
  doc
    .lineWidth(6)
    .strokeColor(BRAND)
    .rect(18, 18, width - 36, height - 36)
    .stroke();
  doc
    .lineWidth(1.2)
    .strokeColor(GOLD)
    .rect(30, 30, width - 60, height - 60)
    .stroke();
  // Corner ornaments: small gold squares where the inner frame turns.
  for (const [x, y] of [
    [30, 30],
    [width - 30, 30],
    [30, height - 30],
    [width - 30, height - 30],
  ] as const) {
    doc.rect(x - 5, y - 5, 10, 10).fill(GOLD);
  }
}

/** The brand as a drawn wordmark: a rounded tile with a K, and the name beside it. */
function wordmark(doc: PDFKit.PDFDocument, centreX: number, top: number, issuer: string) {
  const tile = 30;
  doc.font(FONTS.serifBold).fontSize(24);
  const nameWidth = doc.widthOfString(issuer);
  const left = centreX - (tile + 10 + nameWidth) / 2;
  doc.roundedRect(left, top, tile, tile, 7).fill(BRAND);
  doc
    .fillColor('#ffffff')
    .font(FONTS.sansBold)
    .fontSize(19)
    .text('K', left, top + 4, { width: tile, align: 'center', lineBreak: false });
  doc
    .fillColor(BRAND)
    .font(FONTS.serifBold)
    .fontSize(24)
    .text(issuer, left + tile + 10, top + 1, { lineBreak: false });
}

export interface CertificatePdfInput {
  certificate: PublicCertificate;
  /** The public verification page the QR code opens. */
  verifyUrl: string;
}

export async function certificatePdf({
  certificate,
  verifyUrl,
}: CertificatePdfInput): Promise<Buffer> {
  const qr = await QRCode.toBuffer(verifyUrl, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 1,
    width: 300,
  });
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: {
      Title: `Certificate of Attendance — ${certificate.learnerName}`,
      Author: certificate.issuer,
      Subject: certificate.workshopTitle,
      CreationDate: new Date(certificate.issuedAt),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const { width, height } = doc.page;
  const inner = { left: 70, width: width - 140 };
  border(doc, width, height);
  wordmark(doc, width / 2, 56, certificate.issuer);

  const centred = (
    text: string,
    y: number,
    fontFile: string,
    size: number,
    color: string,
    options: PDFKit.Mixins.TextOptions = {},
  ) =>
    doc
      .font(fontFile)
      .fontSize(size)
      .fillColor(color)
      .text(text, inner.left, y, { width: inner.width, align: 'center', ...options });

  centred('CERTIFICATE OF ATTENDANCE', 112, FONTS.serifBold, 30, INK, { characterSpacing: 2 });
  doc
    .lineWidth(1)
    .strokeColor(GOLD)
    .moveTo(width / 2 - 90, 156)
    .lineTo(width / 2 + 90, 156)
    .stroke();
  centred('This certifies that', 172, FONTS.serif, 14, MUTED);
  centred(certificate.learnerName, 196, FONTS.serifBold, 32, BRAND, { height: 44, ellipsis: true });
  centred('attended the workshop', 248, FONTS.serif, 14, MUTED);
  centred(certificate.workshopTitle, 272, FONTS.sansBold, 20, INK, { height: 52, ellipsis: true });
  centred(
    `${certificate.batchName} · ${istDateRange(certificate.firstSessionAt, certificate.lastSessionEndsAt)} (IST) · ${hoursText(certificate.hours)} attended`,
    332,
    FONTS.sans,
    12,
    INK,
  );

  // Signature on the left, verification on the right.
  const footY = height - 150;
  doc
    .font(FONTS.serif)
    .fontSize(20)
    .fillColor(BRAND)
    .text(certificate.issuer, 90, footY + 18, { width: 220, align: 'center', oblique: 12 });
  doc
    .lineWidth(0.8)
    .strokeColor(INK)
    .moveTo(90, footY + 50)
    .lineTo(310, footY + 50)
    .stroke();
  doc
    .font(FONTS.sans)
    .fontSize(10)
    .fillColor(INK)
    .text('Programme Director', 90, footY + 56, { width: 220, align: 'center' })
    .fillColor(MUTED)
    .text(`Issued on ${istDay(certificate.issuedAt)}`, 90, footY + 71, {
      width: 220,
      align: 'center',
    });

  const qrSize = 92;
  const qrX = width - 90 - qrSize;
  doc.image(qr, qrX, footY - 4, { width: qrSize, height: qrSize });
  doc
    .font(FONTS.sansBold)
    .fontSize(11)
    .fillColor(INK)
    .text(certificate.code, qrX - 170, footY + 14, { width: 160, align: 'right' })
    .font(FONTS.sans)
    .fontSize(8.5)
    .fillColor(MUTED)
    .text('Scan the code or visit', qrX - 170, footY + 34, { width: 160, align: 'right' })
    .text(verifyUrl, qrX - 230, footY + 46, { width: 220, align: 'right' })
    .text('to verify this certificate.', qrX - 170, footY + 70, { width: 160, align: 'right' });

  doc.end();
  return finished;
}
