import { describe, expect, it } from 'vitest';
import { describeBackendFailure, readBackendError } from './backendError';

describe('backend error bodies', () => {
  it('reads the gateway error shape', () => {
    expect(readBackendError({ error: { code: 'UNAUTHENTICATED', message: 'Sign in first.' } })).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'Sign in first.',
    });
  });

  it('does not mistake other bodies for a gateway error', () => {
    expect(readBackendError('Bad Gateway')).toBeUndefined();
    expect(readBackendError({ message: 'no code' })).toBeUndefined();
    expect(readBackendError({ error: 'text' })).toBeUndefined();
    expect(readBackendError(null)).toBeUndefined();
  });

  it('describes a failure with the code and message for the log', () => {
    expect(
      describeBackendFailure('GET', '/user/read', 401, {
        error: { code: 'UNAUTHENTICATED', message: 'Sign in first.' },
      }),
    ).toBe('GET /user/read failed with 401 UNAUTHENTICATED: Sign in first.');
    expect(describeBackendFailure('POST', '/user/feedback', 502, '<html>Bad Gateway</html>')).toBe(
      'POST /user/feedback failed with 502: <html>Bad Gateway</html>',
    );
  });
});
