import pino, { type Logger } from 'pino';
import type { AppConfig } from '../config.ts';

export type { Logger };

/** Every process logs JSON lines through pino; `make dev` prefixes each child's lines. */
export function createLogger(config: Pick<AppConfig, 'log'>, name: string): Logger {
  return pino({
    name,
    level: config.log.level,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password', '*.token'],
      censor: '[redacted]',
    },
  });
}
