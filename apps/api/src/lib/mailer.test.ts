// Mail reaches a real SMTP server, lands in the outbox without one, and a dead relay is not fatal.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpPeer, type SmtpPeer } from '../../test/smtp-peer';
import { createMailer } from './mailer';

const log = pino({ level: 'silent' });
const message = { to: 'asha@example.com', subject: 'Hello', text: 'Visit https://shop.test/x?a=1' };

describe('mailer', () => {
  let peer: SmtpPeer;
  beforeAll(async () => {
    peer = await startSmtpPeer();
  });
  afterAll(() => peer.close());

  it('delivers through SMTP when a relay is configured', async () => {
    const outboxDir = mkdtempSync(join(tmpdir(), 'kaushal-outbox-'));
    const mailer = createMailer({
      smtpUrl: peer.url,
      from: 'shop@kaushal.example',
      outboxDir,
      log,
    });
    await expect(mailer.send(message)).resolves.toBe(true);
    const received = await peer.waitFor('asha@example.com');
    expect(received).toMatchObject({ subject: 'Hello', from: 'shop@kaushal.example' });
    expect(received.text).toContain('https://shop.test/x?a=1');
    expect(readdirSync(outboxDir)).toEqual([]);
  });

  it('writes an .eml file to the outbox when no relay is configured', async () => {
    const outboxDir = join(mkdtempSync(join(tmpdir(), 'kaushal-outbox-')), 'outbox');
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'shop@kaushal.example',
      outboxDir,
      log,
    });
    await expect(mailer.send(message)).resolves.toBe(true);
    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = readFileSync(join(outboxDir, files[0]!), 'utf8');
    expect(eml).toContain('Subject: Hello');
    expect(eml).toContain('To: asha@example.com');
  });

  it('reports false instead of throwing when the relay is unreachable', async () => {
    const mailer = createMailer({
      smtpUrl: 'smtp://127.0.0.1:9',
      from: 'shop@kaushal.example',
      outboxDir: tmpdir(),
      log,
    });
    await expect(mailer.send(message)).resolves.toBe(false);
  });
});
