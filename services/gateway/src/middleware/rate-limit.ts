import { gatewayErrorCodes } from '@atelier/contracts';
import type { RequestHandler } from 'express';
import { sendError } from '../errors';

export interface RateLimitOptions {
  /** Requests allowed per client address in one window. */
  limit: number;
  windowMilliseconds: number;
  now?: () => number;
}

/**
 * A fixed-window limit per client address, held in this gateway's memory. It protects the
 * services from one client's flood; the per-account limits that protect sign-in live in the
 * user service, where they hold across gateway replicas.
 */
export function rateLimit(options: RateLimitOptions): RequestHandler {
  const now = options.now ?? Date.now;
  const windows = new Map<string, { startedAt: number; count: number }>();
  let lastSweep = now();

  return (request, response, next) => {
    const time = now();
    if (time - lastSweep > options.windowMilliseconds) {
      for (const [address, window] of windows) {
        if (time - window.startedAt >= options.windowMilliseconds) windows.delete(address);
      }
      lastSweep = time;
    }
    const address = request.ip ?? request.socket.remoteAddress ?? 'unknown';
    let window = windows.get(address);
    if (!window || time - window.startedAt >= options.windowMilliseconds) {
      window = { startedAt: time, count: 0 };
      windows.set(address, window);
    }
    window.count += 1;
    response.setHeader('RateLimit-Limit', String(options.limit));
    response.setHeader('RateLimit-Remaining', String(Math.max(0, options.limit - window.count)));
    if (window.count > options.limit) {
      const retryAfterSeconds = Math.ceil((window.startedAt + options.windowMilliseconds - time) / 1000);
      response.setHeader('Retry-After', String(retryAfterSeconds));
      sendError(
        response,
        429,
        gatewayErrorCodes.rateLimited,
        'Too many requests. Please wait a moment and try again.',
      );
      return;
    }
    next();
  };
}
