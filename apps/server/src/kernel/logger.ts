import { pino, type DestinationStream, type Logger } from 'pino';
import type { Config } from './config.js';

export type { Logger };

/** Query parameters that carry credentials; their values never reach the logs. */
const SECRET_PARAMETERS = new Set([
  'access_token',
  'refresh_token',
  'code',
  'token',
  'password',
  'client_secret',
]);

/** The URL with the values of credential-like query parameters replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const separator = pair.indexOf('=');
      const rawName = separator === -1 ? pair : pair.slice(0, separator);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // A malformed escape: compare the name as it came.
      }
      return SECRET_PARAMETERS.has(name.toLowerCase()) ? `${rawName}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${query}`;
}

type LoggedRequest = {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
};

export function createLogger(config: Pick<Config, 'logLevel'>, destination?: DestinationStream): Logger {
  return pino(
    {
      level: config.logLevel,
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'password',
          '*.password',
          'refresh_token',
          '*.refresh_token',
        ],
        censor: '[redacted]',
      },
      serializers: {
        // Fastify's request serializer, with tokens in the query string redacted.
        req: (request: LoggedRequest) => ({
          method: request.method,
          url: redactUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        }),
      },
    },
    destination,
  );
}
