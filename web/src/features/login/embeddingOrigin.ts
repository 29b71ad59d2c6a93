/** What the frame can learn about where it runs, as the browser reports it. */
export interface FrameSurroundings {
  /** `location.ancestorOrigins` (Chromium, Safari): the embedding pages' origins, parent first. */
  ancestorOrigins?: ArrayLike<string>;
  /** `document.referrer`: the address of the page that loaded the frame, unless its policy hid it. */
  referrer: string;
  /** The frame's own origin. */
  ownOrigin: string;
}

/**
 * The origin of the page embedding /login-frame, to which alone its messages are posted. The
 * browser's own report wins (ancestorOrigins cannot be forged by the parent); the referrer
 * serves where that is missing (Firefox). Which pages may embed the frame at all is the
 * server's Content-Security-Policy frame-ancestors. Knowing neither, the frame posts to its own
 * origin, so a message never reaches a page it was not meant for.
 */
export function embeddingOrigin(surroundings: FrameSurroundings): string {
  const parent = surroundings.ancestorOrigins?.[0];
  if (parent && parent !== 'null') return parent;
  if (surroundings.referrer) {
    try {
      const origin = new URL(surroundings.referrer).origin;
      if (origin !== 'null') return origin;
    } catch {
      // Not an address: fall through to the frame's own origin.
    }
  }
  return surroundings.ownOrigin;
}
