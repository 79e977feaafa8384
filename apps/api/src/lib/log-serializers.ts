// What a request looks like in the logs: never a secret or personal value carried in its query string
// (reset links carry a token and an e-mail address in theirs).
import type { FastifyRequest } from 'fastify';

const SENSITIVE_QUERY_KEYS = /^(token|email|password|code|key|signature)$/i;

export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const key of [...params.keys()]) {
    if (SENSITIVE_QUERY_KEYS.test(key)) params.set(key, 'redacted');
  }
  return `${url.slice(0, queryStart)}?${params.toString()}`;
}

export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      remoteAddress: request.ip,
    };
  },
};
