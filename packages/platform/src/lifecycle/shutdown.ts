import type { Logger } from '../logging/logger';

export interface ShutdownStep {
  name: string;
  run(): Promise<void>;
}

/**
 * Runs shutdown steps in the order they were registered, once, whatever calls first: a signal,
 * a fatal error, or a test. The order matters: stop taking new work (HTTP, gRPC) before closing
 * what in-flight work still uses (bus, database).
 */
export class ShutdownCoordinator {
  private readonly steps: ShutdownStep[] = [];
  private running: Promise<void> | undefined;

  constructor(private readonly logger: Logger) {}

  add(name: string, run: () => Promise<void>): void {
    this.steps.push({ name, run });
  }

  shutdown(reason: string): Promise<void> {
    this.running ??= (async () => {
      this.logger.info({ reason }, 'shutting down');
      for (const step of this.steps) {
        try {
          await step.run();
        } catch (error) {
          this.logger.error({ err: error, step: step.name }, 'shutdown step failed');
        }
      }
      this.logger.info('stopped');
    })();
    return this.running;
  }

  /** SIGTERM (cluster) and SIGINT (a terminal) both end the process cleanly. */
  listenForSignals(exit: (code: number) => void = (code) => process.exit(code)): void {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      process.once(signal, () => {
        void this.shutdown(signal).then(() => exit(0));
      });
    }
  }
}
