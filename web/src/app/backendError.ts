/**
 * The gateway answers errors as { "error": { "code": "UNAUTHENTICATED", "message": "…" } }.
 * The spec (section 8) wants backend error bodies logged, so every failed call is logged
 * here once, in one format, whatever the feature that made it.
 */
export interface BackendErrorBody {
  code: string;
  message: string;
}

export function readBackendError(body: unknown): BackendErrorBody | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const error = (body as { error: unknown }).error;
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code !== 'string') return undefined;
  return { code, message: typeof message === 'string' ? message : '' };
}

/** One log line per failed call: method, path, status and what the gateway said. */
export function describeBackendFailure(
  method: string,
  path: string,
  status: number | string,
  body: unknown,
): string {
  const error = readBackendError(body);
  if (error) return `${method} ${path} failed with ${status} ${error.code}: ${error.message}`;
  const detail = typeof body === 'string' ? body.slice(0, 200) : JSON.stringify(body ?? null).slice(0, 200);
  return `${method} ${path} failed with ${status}: ${detail}`;
}
