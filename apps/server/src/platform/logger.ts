import pino from 'pino';
import type { Logger } from 'pino';
import type { Config } from './config.ts';

export type { Logger };

/** One logger for the process; request loggers are its children with the request id. */
export function createLogger(config: Pick<Config, 'LOG_LEVEL' | 'LOG_PRETTY'>): Logger {
  return pino({
    level: config.LOG_LEVEL,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie'],
      censor: '[redacted]',
    },
    ...(config.LOG_PRETTY ? { transport: { target: 'pino-pretty', options: { colorize: true } } } : {}),
  });
}
