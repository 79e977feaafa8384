// A real SMTP server on loopback that keeps what it receives, so tests read mail as a recipient would.
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  /** Empty when the message has no HTML part. */
  html: string;
  /** Header values by lower-case name, as received. */
  headers: Record<string, string>;
  /** The attached files' names. */
  attachments: string[];
}

export interface SmtpPeer {
  url: string;
  messages: ReceivedMail[];
  /** Resolves with the first message to `address` (optionally matching), waiting for it if needed. */
  waitFor(address: string, match?: (mail: ReceivedMail) => boolean): Promise<ReceivedMail>;
  /** While on, every recipient is refused with a temporary failure (451), as a relay in trouble does. */
  refuse(on: boolean): void;
  close(): Promise<void>;
}

export async function startSmtpPeer(): Promise<SmtpPeer> {
  const messages: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  let refusing = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!refusing) return callback();
      callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          messages.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            headers: Object.fromEntries(
              parsed.headerLines.map(({ key, line }) => [
                key,
                line.slice(line.indexOf(':') + 1).trim(),
              ]),
            ),
            attachments: parsed.attachments.map((file) => file.filename ?? ''),
          });
          waiters.splice(0).forEach((wake) => wake());
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const find = (address: string, match?: (mail: ReceivedMail) => boolean) =>
    messages.find((mail) => mail.to.includes(address) && (!match || match(mail)));

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(address, match) {
      let gaveUp: NodeJS.Timeout | undefined;
      const deadline = new Promise<never>((_, reject) => {
        gaveUp = setTimeout(() => reject(new Error(`no mail for ${address} within 10 s`)), 10_000);
      });
      try {
        for (;;) {
          const found = find(address, match);
          if (found) return found;
          await Promise.race([new Promise<void>((wake) => waiters.push(wake)), deadline]);
        }
      } finally {
        clearTimeout(gaveUp);
      }
    },
    refuse(on) {
      refusing = on;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
