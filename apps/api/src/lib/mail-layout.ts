// The one look of every e-mail the shop sends: a brand header, the message's blocks, at most a button
// or two, and a footer with the business's name and address and why the recipient gets the mail. Each
// message is written once, as blocks, and rendered twice: as HTML (through mjml, so it holds together
// in mail clients from 320 px up) and as the plain-text part, which says the same.
import mjml2html from 'mjml';
import type { AppConfig } from '../config';
import { escapeHtml } from './escape-html';
import type { MailAttachment, MailMessage } from './mailer';

/** Who the mails come from, as the footer names them. */
export interface MailBrand {
  /** The business's legal name and registered address. */
  legalName: string;
  address: string;
  /** The shop's address; the header links to it and buttons' links start with it. */
  publicUrl: string;
  /** The business's mailbox (BUSINESS_EMAIL), which hears of new orders, refund requests and enquiries. */
  email: string;
}

/** The brand of the configured business. */
export const mailBrandOf = ({
  publicUrl,
  business,
}: Pick<AppConfig, 'publicUrl' | 'business'>): MailBrand => ({
  legalName: business.legalName,
  address: business.address,
  publicUrl,
  email: business.email,
});

/**
 * One block of a mail. Every string is text, never markup: the layout escapes it for the HTML part,
 * where web addresses in it become links.
 */
export type MailBlock =
  /** A paragraph; a "\n" starts a new line in both parts. */
  | string
  /** Label and value pairs ("Amount paid: ₹1,519.20"); a value may run over several lines. */
  | { facts: [label: string, value: string][]; aligned?: boolean }
  /** Lines kept as they are, indentation included, such as the lines of an order. */
  | { lines: string[] }
  /** The call to action: a button in HTML, "label: address" in the text part. */
  | { button: string; href: string }
  /** Someone's own words (an enquiry, a note), shown as written. */
  | { quote: string }
  /** Small print. */
  | { note: string };

export interface MailContent {
  to: string;
  subject: string;
  /** The first block is the greeting, if the mail has one. */
  blocks: MailBlock[];
  /** Why the recipient gets this mail, in the footer: "You asked us to tell you when …". */
  reason: string;
  replyTo?: string;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
}

export const SHOP_NAME = 'Kaushal';
const BRAND_COLOUR = '#4338ca';
const TEXT_COLOUR = '#1e293b';
const MUTED_COLOUR = '#64748b';
const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

const WEB_ADDRESS = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/g;

/** Escapes `text` for HTML and turns the web addresses in it into links. */
function htmlText(text: string): string {
  let html = '';
  let from = 0;
  for (const match of text.matchAll(WEB_ADDRESS)) {
    const address = escapeHtml(match[0]);
    html += `${escapeHtml(text.slice(from, match.index))}<a href="${address}" style="color:${BRAND_COLOUR}">${address}</a>`;
    from = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(from));
}

const withBreaks = (text: string) => text.split('\n').map(htmlText).join('<br />');

/** The labels of aligned facts padded to one width, so their values line up in the text part. */
function factLines(facts: [string, string][], aligned: boolean): string[] {
  const width = aligned ? Math.max(...facts.map(([label]) => label.length)) + 3 : 0;
  return facts.flatMap(([label, value]) => {
    const head = aligned ? `${label}:`.padEnd(width) : `${label}: `;
    const [first, ...more] = value.split('\n');
    return [`${head}${first}`, ...more.map((line) => `${' '.repeat(head.length)}${line}`)];
  });
}

function textOf(block: MailBlock): string {
  if (typeof block === 'string') return block;
  if ('facts' in block) return factLines(block.facts, block.aligned ?? false).join('\n');
  if ('lines' in block) return block.lines.join('\n');
  if ('button' in block) return `${block.button}: ${block.href}`;
  if ('quote' in block) return block.quote;
  return block.note;
}

const TEXT_ATTRIBUTES = `font-size="16px" line-height="24px" color="${TEXT_COLOUR}" padding="0 0 16px 0"`;

function mjmlOf(block: MailBlock): string {
  if (typeof block === 'string')
    return `<mj-text ${TEXT_ATTRIBUTES}>${withBreaks(block)}</mj-text>`;
  if ('facts' in block) {
    const rows = block.facts
      .map(
        ([label, value]) =>
          `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0;font-weight:600;white-space:nowrap">${escapeHtml(label)}</th>` +
          `<td style="padding:4px 0;overflow-wrap:anywhere">${withBreaks(value)}</td></tr>`,
      )
      .join('');
    return `<mj-table font-size="15px" line-height="22px" color="${TEXT_COLOUR}" padding="0 0 16px 0" role="presentation">${rows}</mj-table>`;
  }
  if ('lines' in block) {
    const lines = block.lines
      .map((line) => {
        const indent = line.length - line.trimStart().length;
        return line.trim() === ''
          ? '<div style="height:12px"></div>'
          : `<div style="padding-left:${indent / 2}em">${htmlText(line.trim())}</div>`;
      })
      .join('');
    return `<mj-text font-size="15px" line-height="22px" color="${TEXT_COLOUR}" padding="0 0 16px 0">${lines}</mj-text>`;
  }
  if ('button' in block) {
    return (
      `<mj-button href="${escapeHtml(block.href)}" background-color="${BRAND_COLOUR}" color="#ffffff" ` +
      `font-size="16px" font-weight="600" border-radius="6px" inner-padding="12px 24px" align="left" ` +
      `padding="4px 0 20px 0">${escapeHtml(block.button)}</mj-button>`
    );
  }
  if ('quote' in block) {
    return (
      `<mj-text ${TEXT_ATTRIBUTES} container-background-color="#f1f5f9" padding="12px 16px" css-class="quote">` +
      `${withBreaks(block.quote)}</mj-text><mj-spacer height="16px" />`
    );
  }
  return `<mj-text font-size="13px" line-height="20px" color="${MUTED_COLOUR}" padding="0 0 16px 0">${withBreaks(block.note)}</mj-text>`;
}

/** The footer's words, the same in both parts. */
const footerOf = (brand: MailBrand, reason: string) => [
  reason,
  `${SHOP_NAME} is run by ${brand.legalName}, ${brand.address}.`,
];

/** The mail in its two parts, both from `content`'s blocks. */
export async function renderMail(content: MailContent, brand: MailBrand): Promise<MailMessage> {
  const { blocks, reason, ...message } = content;
  const footer = footerOf(brand, reason);
  const text = [...blocks.map(textOf), '--', ...footer, brand.publicUrl].join('\n\n') + '\n';
  const preview = textOf(blocks.find((block) => typeof block === 'string') ?? content.subject);
  const source = `<mjml lang="en">
  <mj-head>
    <mj-title>${escapeHtml(content.subject)}</mj-title>
    <mj-preview>${escapeHtml(preview.slice(0, 140))}</mj-preview>
    <mj-attributes>
      <mj-all font-family="${FONT}" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f1f5f9" width="600px">
    <mj-section background-color="${BRAND_COLOUR}" padding="16px 24px">
      <mj-column>
        <mj-text font-size="22px" font-weight="700" color="#ffffff" padding="0">
          <a href="${escapeHtml(brand.publicUrl)}" style="color:#ffffff;text-decoration:none">${SHOP_NAME}</a>
        </mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" padding="24px 24px 8px 24px">
      <mj-column>
        ${blocks.map(mjmlOf).join('\n        ')}
      </mj-column>
    </mj-section>
    <mj-section padding="16px 24px 24px 24px">
      <mj-column>
        ${footer
          .map(
            (line) =>
              `<mj-text font-size="12px" line-height="18px" color="${MUTED_COLOUR}" padding="0 0 8px 0">${htmlText(line)}</mj-text>`,
          )
          .join('\n        ')}
        <mj-text font-size="12px" line-height="18px" color="${MUTED_COLOUR}" padding="0">${htmlText(brand.publicUrl)}</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
  const { html, errors } = await mjml2html(source, {
    validationLevel: 'soft',
    keepComments: false,
  });
  // mjml's validation finds a layout it cannot render; every string in it was escaped above.
  if (errors.length > 0) {
    throw new Error(`mail layout: ${errors.map((error) => error.message).join('; ')}`);
  }
  return { ...message, text, html };
}
