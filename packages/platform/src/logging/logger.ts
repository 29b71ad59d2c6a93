import { pino, type DestinationStream, type Logger as PinoLogger } from 'pino';
import { currentRequestContext } from './request-context';

export type Logger = PinoLogger;

export interface LoggerOptions {
  name: string;
  level?: string;
  /** Where lines go; standard output when omitted. Tests pass a stream to read them back. */
  destination?: DestinationStream;
}

/**
 * Structured JSON logs. Every line written while a request is being handled carries its
 * request id, so one user action can be followed across the gateway and every service.
 */
export function createLogger(options: LoggerOptions): Logger {
  return pino(
    {
      name: options.name,
      level: options.level ?? 'info',
      // `name` is the process (atelier, or one service run alone); each service binds `service`.
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      mixin() {
        const context = currentRequestContext();
        return context
          ? { requestId: context.requestId, ...(context.userId ? { userId: context.userId } : {}) }
          : {};
      },
      redact: { paths: ['*.authorization', '*.password', '*.token', '*.accessToken'], censor: '[redacted]' },
    },
    options.destination,
  );
}
