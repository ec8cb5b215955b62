import pino, { type Logger } from 'pino';
import { ConfigError, type LogSettings } from './config';
import { loggerOptions } from './logging';

/**
 * pino on stdout: JSON lines for log collectors, or pino-pretty for a person at a terminal (the default on a
 * terminal outside production). Both write synchronously, so a fatal line is out before the process exits.
 */
export async function createLogger({
  level,
  format,
  production,
}: LogSettings): Promise<{ logger: Logger; pretty: boolean }> {
  const terminal = process.stdout.isTTY === true;
  if (format === 'json' || (format === undefined && (production || !terminal)))
    return {
      logger: pino({ level, ...loggerOptions }, pino.destination({ dest: 1, sync: true })),
      pretty: false,
    };
  // Loaded only when used: production starts without it.
  const { default: pretty } = await import('pino-pretty');
  const stream = pretty({ destination: 1, sync: true, colorize: terminal, ignore: 'pid,hostname' });
  return { logger: pino({ level, ...loggerOptions }, stream), pretty: true };
}

/** The last line of a failed start: a refused configuration is one line naming the problem; anything else keeps its stack. */
export function logStartFailure(logger: Logger, error: unknown) {
  if (error instanceof ConfigError) logger.fatal(error.message);
  else logger.fatal({ err: error }, 'start-up failed');
}
