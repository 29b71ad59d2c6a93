import { describe, expect, it } from 'vitest';
import { canonicalText, hashValue } from './hash';

describe('cache key hashing', () => {
  it('ignores the order of object keys', () => {
    expect(hashValue({ a: 1, b: [1, 2, { c: 'x', d: null }] })).toBe(
      hashValue({ b: [1, 2, { d: null, c: 'x' }], a: 1 }),
    );
  });

  it('tells apart values that JSON would write alike', () => {
    expect(canonicalText([Number.NaN, null, -0, 0])).toBe('[NaN,null,-0,0]');
    expect(hashValue({ a: '1' })).not.toBe(hashValue({ a: 1 }));
    expect(hashValue([1, 2])).not.toBe(hashValue([12]));
  });

  it('reads the bytes of typed arrays', () => {
    expect(hashValue(new Uint8Array([1, 2, 3]))).toBe(hashValue(new Uint8Array([1, 2, 3])));
    expect(hashValue(new Uint8Array([1, 2, 3]))).not.toBe(hashValue(new Uint8Array([1, 2, 4])));
  });

  it('gives 28 hexadecimal digits', () => {
    expect(hashValue('anything')).toMatch(/^[0-9a-f]{28}$/);
  });
});
