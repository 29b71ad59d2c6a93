/** A named dependency check; it throws (or rejects) when the dependency is unusable. */
export type HealthCheck = () => Promise<void>;

export interface ReadinessReport {
  status: 'ready' | 'unavailable';
  checks: Record<string, { status: 'ok' | 'failing'; message?: string }>;
}

export interface Health {
  /** The process is alive: it answers as long as the event loop turns. */
  liveness(): { status: 'alive' };
  /** Every dependency answered within the timeout. */
  readiness(): Promise<ReadinessReport>;
}

export function createHealth(
  checks: Record<string, HealthCheck>,
  options: { timeoutMilliseconds?: number } = {},
): Health {
  const timeout = options.timeoutMilliseconds ?? 2000;

  async function run(check: HealthCheck): Promise<{ status: 'ok' | 'failing'; message?: string }> {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        check(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer within ${timeout} ms`)), timeout);
        }),
      ]);
      return { status: 'ok' };
    } catch (error) {
      return { status: 'failing', message: error instanceof Error ? error.message : String(error) };
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    liveness: () => ({ status: 'alive' }),
    async readiness() {
      const names = Object.keys(checks);
      const results = await Promise.all(names.map((name) => run(checks[name]!)));
      const report: ReadinessReport = { status: 'ready', checks: {} };
      names.forEach((name, index) => {
        report.checks[name] = results[index]!;
        if (results[index]!.status !== 'ok') report.status = 'unavailable';
      });
      return report;
    },
  };
}
