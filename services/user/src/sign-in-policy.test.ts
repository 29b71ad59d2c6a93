import { createLogger, migrate, ServiceError } from '@atelier/platform';
import { createTestDatabase, type TestDatabase } from '@atelier/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrismaClient, migrationsDirectory, schemaName } from './db';
import type { UserServiceDependencies } from './dependencies';
import type { MailMessage } from './mail';
import { requestEmailSignIn } from './rpc/request-email-sign-in';
import { signInWithOneTimePassword } from './rpc/sign-in-with-one-time-password';
import { defaultSignInLimits } from './settings';
import { deriveTokenKeys, wrongCodeBucket } from './tokens';

// The e-mail sign-in policy, call by call against a real database, with the clock in the
// test's hands so that a day or a month can pass. The limits are the defaults: 5 wrong tries
// per code, 10 wrong codes per address in 30 days, 5 mails per address and client address per
// quarter hour, 30 per address per day.
const minute = 60 * 1000;
const day = 24 * 60 * minute;

let testDatabase: TestDatabase;
let dependencies: UserServiceDependencies;
let now = new Date('2026-06-01T12:00:00Z');
const sent: MailMessage[] = [];

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  const database = await testDatabase.open();
  await migrate(database, { schema: schemaName, migrationsDirectory });
  dependencies = {
    prisma: createPrismaClient(database),
    logger: createLogger({ name: 'test', level: 'silent' }),
    clock: () => now,
    keys: deriveTokenKeys('a-test-session-secret-of-at-least-32-characters'),
    bus: { publish: async () => undefined },
    settings: {
      sessionSecret: 'a-test-session-secret-of-at-least-32-characters',
      publicUrl: () => 'http://localhost:8080',
      mailer: {
        async send(message) {
          sent.push(message);
          return `<${sent.length}@test>`;
        },
      },
      mailFrom: 'Atelier <no-reply@atelier.local>',
      adminEmails: [],
      accessTokenLifetimeSeconds: 600,
      sessionLifetimeDays: 30,
      limits: defaultSignInLimits,
    },
  };
});

afterAll(async () => {
  await dependencies?.prisma.$disconnect();
  await testDatabase?.drop();
});

interface Mail {
  subject: string;
  text: string;
  /** The 4-digit code, absent from a link-only mail. */
  code?: string;
  linkToken: string;
}

/** Asks for a sign-in mail as the gateway does, and reads the mail that arrived. */
async function requestMail(email: string, ipAddress: string): Promise<Mail> {
  // Each request a second after the one before: "the newest code" is the latest created.
  now = new Date(now.getTime() + 1000);
  await requestEmailSignIn(dependencies, { email, url: '', language: 'en-US', ipAddress });
  const message = sent.at(-1)!;
  expect(message.to).toBe(email);
  return {
    subject: message.subject,
    text: message.text,
    code: /^(\d{4})$/m.exec(message.text)?.[1],
    linkToken: /\/loginresult\?token=([A-Za-z0-9_-]{43})$/m.exec(message.text)![1]!,
  };
}

/** The reason a refused call gave, or its remaining tries for a wrong code; 'signed in' otherwise. */
async function outcome(call: Promise<unknown>): Promise<string | number> {
  try {
    await call;
    return 'signed in';
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    const details = error.details as { reason?: string; remainingAttempts?: number };
    return details.reason === 'code_wrong' ? details.remainingAttempts! : details.reason!;
  }
}

function tryCode(email: string, code: string, ipAddress: string) {
  return outcome(
    signInWithOneTimePassword(dependencies, {
      email,
      oneTimePassword: code,
      linkToken: '',
      userAgent: 'test',
      ipAddress,
    }),
  );
}

function followLink(linkToken: string) {
  return outcome(
    signInWithOneTimePassword(dependencies, {
      email: '',
      oneTimePassword: '',
      linkToken,
      userAgent: 'test',
      ipAddress: '198.51.100.1',
    }),
  );
}

/** A code that is certainly not the one mailed. */
function wrongFor(code: string): string {
  return String((Number(code) + 1) % 10_000).padStart(4, '0');
}

function requestRefusal(email: string, ipAddress: string) {
  return outcome(requestEmailSignIn(dependencies, { email, url: '', language: 'en-US', ipAddress }));
}

describe('e-mail sign-in policy', () => {
  it('bounds guesses per code: after 5 wrong tries even the right code is refused', async () => {
    now = new Date('2026-06-01T12:00:00Z');
    const { code } = await requestMail('per-code@example.com', '203.0.113.1');
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt += 1)
      answers.push(await tryCode('per-code@example.com', wrongFor(code!), '203.0.113.1'));
    expect(answers).toEqual([4, 3, 2, 1, 'code_dead']);
    expect(await tryCode('per-code@example.com', code!, '203.0.113.1')).toBe('code_dead');
  });

  it('bounds wrong codes per address at 10 in 30 days: then codes are refused, even right, and the link signs in', async () => {
    now = new Date('2026-06-01T12:00:00Z');
    const email = 'attacked@example.com';
    const attacker = '203.0.113.2';
    // First code: 5 wrong tries kill it (address count 5).
    const first = await requestMail(email, attacker);
    const firstAnswers = [];
    for (let attempt = 0; attempt < 5; attempt += 1)
      firstAnswers.push(await tryCode(email, wrongFor(first.code!), attacker));
    expect(firstAnswers).toEqual([4, 3, 2, 1, 'code_dead']);
    // Second code: the address has 5 wrong codes left, so it counts down with the code: 4
    // tries leave the code 1 and the address 10 - 9 = 1.
    now = new Date(now.getTime() + minute);
    const second = await requestMail(email, attacker);
    const secondAnswers = [];
    for (let attempt = 0; attempt < 4; attempt += 1)
      secondAnswers.push(await tryCode(email, wrongFor(second.code!), attacker));
    expect(secondAnswers).toEqual([4, 3, 2, 1]);
    // Third code, mailed while the address still accepts codes: its first wrong try is the
    // address's tenth, which pauses codes though the code itself had 4 tries left.
    now = new Date(now.getTime() + minute);
    const third = await requestMail(email, attacker);
    expect(third.code).toMatch(/^\d{4}$/);
    expect(await tryCode(email, wrongFor(third.code!), attacker)).toBe('codes_paused');
    expect(await tryCode(email, third.code!, attacker)).toBe('codes_paused');
    expect(await dependencies.prisma.session.count({ where: { user: { email } } })).toBe(0);

    // The owner, from their own network, gets a mail at once; it carries the link only.
    now = new Date(now.getTime() + minute);
    const owners = await requestMail(email, '198.51.100.20');
    expect(owners.code).toBeUndefined();
    expect(owners.subject).toBe('Your Atelier sign-in link');
    expect(owners.text).toContain('too many wrong codes were entered for your address');
    expect(await followLink(owners.linkToken)).toBe('signed in');

    // A day later, codes are still refused; 30 days after the first wrong code they count again.
    now = new Date(now.getTime() + day);
    const nextDay = await requestMail(email, attacker);
    expect(nextDay.code).toBeUndefined();
    expect(await tryCode(email, '0000', attacker)).toBe('codes_paused');
    expect(await tryCode(email, '9999', attacker)).toBe('codes_paused');
    now = new Date('2026-07-01T12:00:30Z');
    const month = await requestMail(email, '198.51.100.20');
    expect(await tryCode(email, month.code!, '198.51.100.20')).toBe('signed in');
  });

  it('keeps the link of a mail working after its code was killed by wrong tries', async () => {
    now = new Date('2026-06-01T12:00:00Z');
    const mail = await requestMail('link-after@example.com', '198.51.100.30');
    for (let attempt = 0; attempt < 5; attempt += 1)
      await tryCode('link-after@example.com', wrongFor(mail.code!), '203.0.113.3');
    expect(await followLink(mail.linkToken)).toBe('signed in');
  });

  it('lets the owner sign in after an attacker asked for codes until refused and guessed wrong', async () => {
    now = new Date('2026-06-01T12:00:00Z');
    const email = 'owner@example.com';
    const attacker = '203.0.113.4';
    let last: Mail | undefined;
    for (let request = 0; request < 5; request += 1) last = await requestMail(email, attacker);
    expect(await requestRefusal(email, attacker)).toBe('rate_limited');
    expect(await tryCode(email, wrongFor(last!.code!), attacker)).toBe(4);
    expect(await tryCode(email, wrongFor(last!.code!), attacker)).toBe(3);

    const owners = await requestMail(email, '198.51.100.40');
    expect(await tryCode(email, owners.code!, '198.51.100.40')).toBe('signed in');
  });

  it('guards a mailbox from a flood from many client addresses, still honouring one the account signed in from', async () => {
    now = new Date('2026-06-01T12:00:00Z');
    const email = 'flooded@example.com';
    const home = '198.51.100.50';
    const first = await requestMail(email, home);
    expect(await tryCode(email, first.code!, home)).toBe('signed in');
    // 1 + 5 * 5 + 4 = 30 mails today: the per-address guard is full.
    for (let client = 1; client <= 6; client += 1)
      for (let request = 0; request < (client === 6 ? 4 : 5); request += 1)
        await requestMail(email, `203.0.113.${100 + client}`);
    expect(await requestRefusal(email, '203.0.113.106')).toBe('rate_limited');
    expect(await requestRefusal(email, '203.0.113.107')).toBe('rate_limited');
    const fromHome = await requestMail(email, home);
    expect(await tryCode(email, fromHome.code!, home)).toBe('signed in');
  });

  it('lets parallel wrong guesses get no further than the bound', async () => {
    now = new Date('2026-06-01T12:00:00Z');
    const email = 'parallel@example.com';
    // 8 wrong codes first (5 on one code, 3 on the next), leaving the address 2.
    const first = await requestMail(email, '203.0.113.5');
    for (let attempt = 0; attempt < 5; attempt += 1)
      await tryCode(email, wrongFor(first.code!), '203.0.113.5');
    const second = await requestMail(email, '203.0.113.5');
    for (let attempt = 0; attempt < 3; attempt += 1)
      await tryCode(email, wrongFor(second.code!), '203.0.113.5');
    const third = await requestMail(email, '203.0.113.5');
    const answers = await Promise.all(
      ['0001', '0002', '0003', '0004', '0005']
        .filter((guess) => guess !== third.code)
        .slice(0, 4)
        .map((guess) => tryCode(email, guess, '203.0.113.5')),
    );
    expect(answers.filter((answer) => answer === 1)).toHaveLength(1);
    expect(answers.filter((answer) => answer === 'codes_paused')).toHaveLength(3);
    const counted = await dependencies.prisma.rateLimitEvent.count({
      where: { bucket: wrongCodeBucket(dependencies.keys, email) },
    });
    expect(counted).toBe(10);
    expect(
      await dependencies.prisma.oneTimeCode.findFirst({ where: { email }, orderBy: { createdAt: 'desc' } }),
    ).toMatchObject({ attempts: 2 });
  });
});
