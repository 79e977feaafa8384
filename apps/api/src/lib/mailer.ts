// Outgoing e-mail: through SMTP when SMTP_URL is set, otherwise into DATA_DIR/outbox as .eml files.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The same message for mail clients that show HTML; the text stays for those that do not. */
  html?: string;
  /** Where the recipient's answer should go, when not to the sender (MAIL_FROM). */
  replyTo?: string;
  /** Extra header lines, such as List-Unsubscribe. */
  headers?: Record<string, string>;
  /** Files sent with the message: a calendar invite, a certificate, an invoice. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Buffer | string;
  contentType: string;
}

export interface Mailer {
  /** Sends the message; a failure is logged and reported as `false`, never thrown. */
  send(message: MailMessage): Promise<boolean>;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  /** How long the relay may take to connect, greet or answer; 10 s unless given. */
  timeoutMs?: number | undefined;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}

const SMTP_TIMEOUT_MS = 10_000;

export function createMailer(options: MailerOptions): Mailer {
  const timeoutMs = options.timeoutMs ?? SMTP_TIMEOUT_MS;
  const transport = options.smtpUrl
    ? nodemailer.createTransport({
        url: options.smtpUrl,
        connectionTimeout: timeoutMs,
        greetingTimeout: timeoutMs,
        socketTimeout: timeoutMs,
      })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  return {
    async send(message) {
      try {
        const info = (await transport.sendMail({ from: options.from, ...message })) as {
          message?: Buffer;
        };
        if (!options.smtpUrl && info.message) {
          await mkdir(options.outboxDir, { recursive: true });
          const file = join(
            options.outboxDir,
            `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`,
          );
          await writeFile(file, info.message);
          options.log.info({ file, subject: message.subject }, 'mail written to the outbox');
        }
        return true;
      } catch (error) {
        options.log.error({ err: error, subject: message.subject }, 'mail could not be sent');
        return false;
      }
    },
  };
}
