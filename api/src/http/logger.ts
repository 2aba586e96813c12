import { pino, type Logger } from 'pino';

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'edgeboard-api' },
    redact: ['req.headers.authorization', 'password'],
  });
}
export type { Logger };
