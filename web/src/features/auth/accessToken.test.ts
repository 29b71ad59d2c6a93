import { describe, expect, it } from 'vitest';
import { readCsrfToken, refreshDelay } from './accessToken';

describe('refreshDelay', () => {
  it('refreshes one minute before expiry', () => {
    expect(refreshDelay('2026-01-01T00:10:00.000Z', Date.parse('2026-01-01T00:00:00.000Z'))).toBe(540_000);
  });

  it('refreshes at once when expiry is less than a minute away or past', () => {
    expect(refreshDelay('2026-01-01T00:00:30.000Z', Date.parse('2026-01-01T00:00:00.000Z'))).toBe(0);
    expect(refreshDelay('2025-12-31T23:00:00.000Z', Date.parse('2026-01-01T00:00:00.000Z'))).toBe(0);
  });

  it('plans nothing without a readable expiry', () => {
    expect(refreshDelay(null, 0)).toBeUndefined();
    expect(refreshDelay('soon', 0)).toBeUndefined();
  });
});

describe('readCsrfToken', () => {
  it('finds the CSRF cookie among others', () => {
    expect(readCsrfToken('theme=dark; atelier_csrf=abc-123; other=1')).toBe('abc-123');
    expect(readCsrfToken('theme=dark')).toBeUndefined();
  });
});
