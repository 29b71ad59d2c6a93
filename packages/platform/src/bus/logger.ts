import type { BusLogger } from './types';

// Without a logger from the caller, failures still have to be seen: a handler that throws is
// otherwise invisible. Informational messages are dropped to keep tests and tools quiet.
export const consoleBusLogger: BusLogger = {
  info() {},
  warn(object, message) {
    console.warn(message ?? '', object);
  },
  error(object, message) {
    console.error(message ?? '', object);
  },
};

export function describeError(error: unknown): object {
  if (error instanceof Error)
    return { error: { name: error.name, message: error.message, stack: error.stack } };
  return { error: String(error) };
}
