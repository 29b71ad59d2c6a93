import { describe, expect, it } from 'vitest';
import { feedbackSucceeded } from './feedbackApi';

describe('feedbackSucceeded', () => {
  it('accepts ErrorCode 0 and an empty answer', () => {
    expect(feedbackSucceeded({ ErrorCode: 0 })).toBe(true);
    expect(feedbackSucceeded({})).toBe(true);
    expect(feedbackSucceeded(null)).toBe(true);
  });

  it('treats any other ErrorCode as a failure', () => {
    expect(feedbackSucceeded({ ErrorCode: 1 })).toBe(false);
    expect(feedbackSucceeded({ ErrorCode: -3 })).toBe(false);
  });
});
