import { describe, expect, it } from 'vitest';
import { embeddingOrigin } from './embeddingOrigin';

describe('embeddingOrigin', () => {
  const ownOrigin = 'https://atelier.example.com';

  it('is the parent origin the browser reports, whatever the referrer says', () => {
    expect(
      embeddingOrigin({
        ancestorOrigins: ['https://shop.example.com', 'https://portal.example.org'],
        referrer: 'https://elsewhere.example/page',
        ownOrigin,
      }),
    ).toBe('https://shop.example.com');
  });

  it('is the origin of the referrer where the browser reports no ancestors', () => {
    expect(embeddingOrigin({ referrer: 'https://shop.example.com:8443/checkout?step=2', ownOrigin })).toBe(
      'https://shop.example.com:8443',
    );
  });

  it('falls back to the frame’s own origin, never to any origin at all', () => {
    expect(embeddingOrigin({ ancestorOrigins: [], referrer: '', ownOrigin })).toBe(ownOrigin);
    expect(embeddingOrigin({ ancestorOrigins: ['null'], referrer: 'not an address', ownOrigin })).toBe(
      ownOrigin,
    );
    expect(embeddingOrigin({ referrer: 'data:text/html,hello', ownOrigin })).toBe(ownOrigin);
  });
});
