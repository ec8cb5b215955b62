import pino, { type Logger } from 'pino';
import { ConfigError, type LogSettings } from './config';
import { loggerOptions } from './logging';

/** How long a line may wait in the buffer when the shop is quiet. */
const FLUSH_INTERVAL_MS = 1000;
/** pino's number for `fatal`. */
const FATAL = 60;

/**
 * JSON lines to stdout through a buffer written off the request's path: a synchronous write per line halved the
 * catalogue's answers per second at LOG_LEVEL=info (bench/README.md). The buffer goes out at 4 KB, every second,
 * on shutdown (`closeOnSignals` flushes it) and at exit; a fatal line is written before `fatal` returns.
 */
function bufferedJsonLogger(level: LogSettings['level']): Logger {
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  const logger = pino(
    {
      level,
      ...loggerOptions,
      hooks: {
        logMethod(args, write, lineLevel) {
          write.apply(this, args as Parameters<typeof write>);
          if (lineLevel >= FATAL) destination.flushSync();
        },
      },
    },
    destination,
  );
  // sonic-boom's types leave out `destroyed`: once the exit hook has ended the stream, flush would throw.
  const ended = () => (destination as unknown as { destroyed: boolean }).destroyed;
  setInterval(() => {
    if (!ended()) destination.flush();
  }, FLUSH_INTERVAL_MS).unref();
  return logger;
}

/**
 * pino on stdout: JSON lines for log collectors, or pino-pretty for a person at a terminal (the default on a
 * terminal outside production), which writes synchronously.
 */
export async function createLogger({
  level,
  format,
  production,
}: LogSettings): Promise<{ logger: Logger; pretty: boolean }> {
  const terminal = process.stdout.isTTY === true;
  if (format === 'json' || (format === undefined && (production || !terminal)))
    return { logger: bufferedJsonLogger(level), pretty: false };
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
