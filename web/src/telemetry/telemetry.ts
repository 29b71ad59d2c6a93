/**
 * Where page views and errors are reported. The product will send them to an analytics and
 * an error-reporting service; until one is chosen, the default sends nothing, and the app
 * never depends on a report arriving.
 */
export interface Telemetry {
  /** Called after each navigation has rendered, with the path (and search) now shown. */
  pageView(path: string): void;
  /** Called for errors the app caught but could not handle (render errors, unhandled rejections). */
  error(error: unknown, context?: Record<string, unknown>): void;
  /** A product event worth counting, e.g. "invalid_length" when a short sign-in code is sent. */
  event(name: string, properties?: Record<string, unknown>): void;
}

export const silentTelemetry: Telemetry = {
  pageView() {},
  error() {},
  event() {},
};
