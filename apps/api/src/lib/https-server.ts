// The server options for HTTPS served by the shop itself: HTTP/2 for browsers, which all offer it, so a
// page's many small files share one connection; HTTP/1.1 still answers clients that offer only that.
import { readFileSync } from 'node:fs';
import type { SecureServerOptions } from 'node:http2';
import { createSecureContext } from 'node:tls';
import { ConfigError, type AppConfig } from '../config';

function readPem(variable: string, file: string): Buffer {
  try {
    return readFileSync(file);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError(`Invalid configuration:\n  ${variable}: cannot read ${file} (${reason})`);
  }
}

/** Reads and checks the certificate and key, so a wrong file stops start-up with a clear message. */
export function httpsServerOptions(tls: NonNullable<AppConfig['tls']>): {
  http2: true;
  https: SecureServerOptions;
} {
  const cert = readPem('TLS_CERT_FILE', tls.certFile);
  const key = readPem('TLS_KEY_FILE', tls.keyFile);
  try {
    createSecureContext({ cert, key });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError(
      `Invalid configuration:\n  TLS_CERT_FILE, TLS_KEY_FILE: not a certificate and its key (${reason})`,
    );
  }
  return { http2: true, https: { allowHTTP1: true, cert, key } };
}
