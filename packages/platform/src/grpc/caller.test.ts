import { describe, expect, it } from 'vitest';
import { callerOf, isUuid } from './caller';

describe('isUuid', () => {
  it('accepts a UUID in either case and refuses anything else', () => {
    expect(isUuid('6f1c2a3e-1b2c-4d5e-8f90-0a1b2c3d4e5f')).toBe(true);
    expect(isUuid('6F1C2A3E-1B2C-4D5E-8F90-0A1B2C3D4E5F')).toBe(true);
    expect(isUuid('6f1c2a3e-1b2c-4d5e-8f90-0a1b2c3d4e5')).toBe(false);
    expect(isUuid("6f1c2a3e-1b2c-4d5e-8f90-0a1b2c3d4e5f' OR 1=1")).toBe(false);
    expect(isUuid('')).toBe(false);
    expect(isUuid(undefined)).toBe(false);
  });
});

describe('callerOf', () => {
  it('returns the caller and refuses an anonymous call with UNAUTHENTICATED', () => {
    expect(callerOf({ userId: 'user-7' })).toBe('user-7');
    expect(() => callerOf({})).toThrow(
      expect.objectContaining({ code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' }),
    );
  });
});
