import { describe, expect, it } from 'vitest';
import { compareFrontendVersion } from './frontendVersion';

describe('compareFrontendVersion', () => {
  it('is current when the server serves the version this tab runs', () => {
    expect(
      compareFrontendVersion('0.1.0+20261122T120000', { version: '0.1.0+20261122T120000', commit: 'abc' }),
    ).toBe('current');
  });

  it('is outdated when the server serves another version', () => {
    expect(
      compareFrontendVersion('0.1.0+20261122T120000', { version: '0.1.0+20261122T130000', commit: 'def' }),
    ).toBe('outdated');
  });

  it('cannot tell from a missing or malformed document', () => {
    expect(compareFrontendVersion('1.0.0', null)).toBe('unavailable');
    expect(compareFrontendVersion('1.0.0', '<html>')).toBe('unavailable');
    expect(compareFrontendVersion('1.0.0', { version: '' })).toBe('unavailable');
    expect(compareFrontendVersion('1.0.0', { commit: 'abc' })).toBe('unavailable');
  });
});
