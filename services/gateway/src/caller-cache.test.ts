import { describe, expect, it } from 'vitest';
import { CallerCache, callerFromAuthentication, type CallerAnswer } from './caller-cache';
import type { Caller } from './middleware/authentication';

const ada: Caller = {
  userId: 'u-ada',
  role: 'user',
  email: 'ada@example.com',
  acceptedTerms: true,
  sessionId: 's-ada-1',
  tier: 'free',
  trial: false,
};
const adaPhone: Caller = { ...ada, sessionId: 's-ada-2' };
const bob: Caller = {
  userId: 'u-bob',
  role: 'admin',
  email: 'bob@example.com',
  acceptedTerms: true,
  sessionId: 's-bob-1',
  tier: 'studio',
  trial: false,
};

/** A user service that knows three tokens, counts the questions, and can be held back. */
function userService() {
  let now = 1_000_000;
  const questions: string[] = [];
  const known: Record<string, Caller> = { 'token-ada': ada, 'token-ada-phone': adaPhone, 'token-bob': bob };
  const ended = new Set<string>();
  let hold: Promise<void> | undefined;
  const ask = async (token: string): Promise<CallerAnswer> => {
    questions.push(token);
    const caller = known[token];
    const answer =
      !caller || ended.has(caller.sessionId) ? null : { caller, expiresAt: new Date(now + 600_000) };
    // The answer is read first and arrives later, as over the network.
    if (hold) await hold;
    return answer;
  };
  return {
    ask,
    questions,
    ended,
    clock: { now: () => now, advance: (milliseconds: number) => (now += milliseconds) },
    holdAnswers() {
      let release!: () => void;
      hold = new Promise((resolve) => (release = resolve));
      return () => {
        hold = undefined;
        release();
      };
    },
  };
}

describe('the gateway memory of callers', () => {
  it('asks once for a token used many times within a moment, and again after it', async () => {
    const service = userService();
    const callers = new CallerCache({ ask: service.ask, keepMilliseconds: 1000, now: service.clock.now });
    for (let request = 0; request < 50; request += 1)
      expect(await callers.recognise('token-ada')).toEqual(ada);
    expect(service.questions).toEqual(['token-ada']);
    service.clock.advance(999);
    await callers.recognise('token-ada');
    expect(service.questions).toHaveLength(1);
    service.clock.advance(1);
    await callers.recognise('token-ada');
    expect(service.questions).toHaveLength(2);
  });

  it('asks once for fifty requests that arrive together with a token it does not know', async () => {
    const service = userService();
    const callers = new CallerCache({ ask: service.ask, keepMilliseconds: 1000, now: service.clock.now });
    const answers = await Promise.all(Array.from({ length: 50 }, () => callers.recognise('token-bob')));
    expect(answers.every((answer) => answer === bob)).toBe(true);
    expect(service.questions).toEqual(['token-bob']);
  });

  it('refuses an ended session on the next request, not a moment later', async () => {
    const service = userService();
    const callers = new CallerCache({ ask: service.ask, keepMilliseconds: 1000, now: service.clock.now });
    await callers.recognise('token-ada');
    await callers.recognise('token-ada-phone');
    await callers.recognise('token-bob');
    service.ended.add('s-ada-1');
    callers.forgetSessions(['s-ada-1']);
    expect(await callers.recognise('token-ada')).toBeNull();
    // The other session of the same person and other people are still known without asking.
    expect(await callers.recognise('token-ada-phone')).toEqual(adaPhone);
    expect(await callers.recognise('token-bob')).toEqual(bob);
    expect(service.questions).toEqual(['token-ada', 'token-ada-phone', 'token-bob', 'token-ada']);
  });

  it('asks again about every session of a user whose account changed', async () => {
    const service = userService();
    const callers = new CallerCache({ ask: service.ask, keepMilliseconds: 1000, now: service.clock.now });
    await callers.recognise('token-ada');
    await callers.recognise('token-ada-phone');
    await callers.recognise('token-bob');
    callers.forgetUser('u-ada');
    await callers.recognise('token-ada');
    await callers.recognise('token-ada-phone');
    await callers.recognise('token-bob');
    expect(service.questions.filter((token) => token.startsWith('token-ada'))).toHaveLength(4);
    expect(service.questions.filter((token) => token === 'token-bob')).toHaveLength(1);
  });

  it('does not remember an answer that was on its way while the session ended', async () => {
    const service = userService();
    const callers = new CallerCache({ ask: service.ask, keepMilliseconds: 1000, now: service.clock.now });
    const release = service.holdAnswers();
    const onItsWay = callers.recognise('token-ada');
    // The service read the session as alive; then the sign-out is announced.
    callers.forgetSessions(['s-ada-1']);
    service.ended.add('s-ada-1');
    release();
    expect(await onItsWay).toEqual(ada);
    expect(await callers.recognise('token-ada')).toBeNull();
    expect(service.questions).toEqual(['token-ada', 'token-ada']);
  });

  it('keeps an answer no longer than the token lives', async () => {
    const service = userService();
    const callers = new CallerCache({
      ask: async (token) => {
        service.questions.push(token);
        return { caller: ada, expiresAt: new Date(service.clock.now() + 300) };
      },
      keepMilliseconds: 1000,
      now: service.clock.now,
    });
    await callers.recognise('token-ada');
    service.clock.advance(300);
    await callers.recognise('token-ada');
    expect(service.questions).toHaveLength(2);
  });

  it('remembers a refusal for a moment too, but not a failure to answer', async () => {
    let failures = 0;
    const service = userService();
    const callers = new CallerCache({
      ask: async (token) => {
        if (token === 'token-during-outage') {
          failures += 1;
          throw new Error('the user service is unreachable');
        }
        return service.ask(token);
      },
      keepMilliseconds: 1000,
      now: service.clock.now,
    });
    expect(await callers.recognise('forged')).toBeNull();
    expect(await callers.recognise('forged')).toBeNull();
    expect(service.questions).toEqual(['forged']);
    await expect(callers.recognise('token-during-outage')).rejects.toThrow('unreachable');
    await expect(callers.recognise('token-during-outage')).rejects.toThrow('unreachable');
    expect(failures).toBe(2);
  });

  it('asks on every request when told to keep nothing', async () => {
    const service = userService();
    const callers = new CallerCache({ ask: service.ask, keepMilliseconds: 0, now: service.clock.now });
    await callers.recognise('token-ada');
    await callers.recognise('token-ada');
    expect(service.questions).toHaveLength(2);
    expect(callers.size).toBe(0);
  });

  it('holds at most its limit, forgetting the least recently used token first', async () => {
    const service = userService();
    const callers = new CallerCache({
      ask: service.ask,
      keepMilliseconds: 1000,
      maxEntries: 2,
      now: service.clock.now,
    });
    await callers.recognise('token-ada');
    await callers.recognise('token-bob');
    await callers.recognise('token-ada');
    await callers.recognise('token-ada-phone');
    expect(callers.size).toBe(2);
    await callers.recognise('token-ada');
    await callers.recognise('token-bob');
    // Bob's token was the least recently used when the phone's came in: asked again; Ada's was not.
    expect(service.questions).toEqual(['token-ada', 'token-bob', 'token-ada-phone', 'token-bob']);
  });
});

describe('callerFromAuthentication', () => {
  it('takes the plan the user service found, and counts a plan name it does not know as free', () => {
    const expiresAt = new Date('2026-06-01T12:10:00Z');
    const answer = {
      userId: 'u-cy',
      role: 'user',
      email: 'cy@example.com',
      acceptedTerms: true,
      expiresAt,
      sessionId: 's-cy',
      user: undefined,
      tier: 'pro',
      trial: true,
    };
    expect(callerFromAuthentication(answer)).toEqual({
      caller: {
        userId: 'u-cy',
        role: 'user',
        email: 'cy@example.com',
        acceptedTerms: true,
        sessionId: 's-cy',
        tier: 'pro',
        trial: true,
        account: undefined,
      },
      expiresAt,
    });
    expect(callerFromAuthentication({ ...answer, tier: 'platinum', trial: false })?.caller.tier).toBe('free');
    expect(callerFromAuthentication({ ...answer, userId: '' })).toBeNull();
  });
});
