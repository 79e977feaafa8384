// A throwaway certificate for 127.0.0.1 and localhost, made by the machine's openssl, for serving the
// shop over HTTPS in tests and benchmarks.
import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface SelfSignedCertificate {
  certFile: string;
  keyFile: string;
  /** The certificate in PEM, for clients to trust it (`ca`). */
  cert: string;
  /** Base64 SHA-256 of its public key, as Chromium's `--ignore-certificate-errors-spki-list` takes it. */
  spkiHash: string;
}

export function selfSignedCertificate(): SelfSignedCertificate {
  const dir = mkdtempSync(join(tmpdir(), 'kaushal-tls-'));
  const certFile = join(dir, 'cert.pem');
  const keyFile = join(dir, 'key.pem');
  const request = 'req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 2';
  execFileSync(
    'openssl',
    [
      ...request.split(' '),
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'ignore' },
  );
  const cert = readFileSync(certFile, 'utf8');
  const spki = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
  return { certFile, keyFile, cert, spkiHash: createHash('sha256').update(spki).digest('base64') };
}
