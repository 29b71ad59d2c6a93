import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger, type Database } from '@atelier/platform';
import {
  createTestDatabase,
  freePort,
  startTestMailServer,
  startTestOpenIdProvider,
  uniqueTestPrefix,
  type TestDatabase,
  type TestMailServer,
  type TestOpenIdProvider,
} from '@atelier/testing';
import { deriveTokenKeys, signAccessToken } from '@atelier/user-service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProduct, type RunningProduct } from './product';

// Accounts through the product's front door: REST to the gateway, the user service on
// PostgreSQL (or PGlite), real mail through a real SMTP server, a local OpenID Connect issuer.
let testDatabase: TestDatabase;
let database: Database;
let product: RunningProduct;
let mail: TestMailServer;
let issuer: TestOpenIdProvider;
let dataDirectory: string;
const sessionSecret = 'a-test-session-secret-of-at-least-32-characters';

/** A browser in miniature: keeps cookies, sends the CSRF header when asked. */
class Client {
  cookies = new Map<string, string>();
  constructor(readonly forwardedFor = '198.51.100.7') {}

  async call(
    method: string,
    route: string,
    options: {
      token?: string;
      body?: unknown;
      csrf?: boolean;
      cookies?: boolean;
      headers?: Record<string, string>;
    } = {},
  ) {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-forwarded-for': this.forwardedFor,
      ...options.headers,
    };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.cookies !== false && this.cookies.size > 0)
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (options.csrf) headers['x-csrf-token'] = this.cookies.get('atelier_csrf') ?? '';
    const response = await fetch(`${product.url}${route}`, {
      method,
      headers,
      redirect: 'manual',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const setCookies = response.headers.getSetCookie();
    for (const cookie of setCookies) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair!.split('=');
      if (/Expires=Thu, 01 Jan 1970/.test(cookie)) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value.join('='));
    }
    const text = await response.text();
    let body: Record<string, any> = {};
    try {
      body = text ? (JSON.parse(text) as Record<string, any>) : {};
    } catch {
      body = { text };
    }
    return { status: response.status, body, headers: response.headers, setCookies };
  }
}

function codeOf(text: string): string {
  const match = /^(\d{4})$/m.exec(text);
  if (!match) throw new Error(`no code in mail:\n${text}`);
  return match[1]!;
}

async function requestCode(client: Client, email: string) {
  const answer = await client.call('POST', '/user/emailsignup', {
    body: { email, url: `${product.url}/loginresult` },
  });
  expect(answer.status).toBe(200);
  const received = await mail.nextMailTo(email);
  return { answer, mail: received, code: codeOf(received.text ?? '') };
}

async function signIn(client: Client, email: string) {
  const { code } = await requestCode(client, email);
  const answer = await client.call('POST', '/user/one_time_password', {
    body: { email, oneTimePassword: code },
  });
  expect(answer.status).toBe(200);
  return answer.body.data.token as string;
}

async function countRows(table: string, where = 'true', parameters: unknown[] = []) {
  const result = await database.sql.query<{ count: string }>(
    `SELECT count(*)::text AS count FROM "user"."${table}" WHERE ${where}`,
    parameters,
  );
  return Number(result.rows[0]!.count);
}

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = await testDatabase.open();
  dataDirectory = await mkdtemp(path.join(tmpdir(), 'atelier-accounts-'));
  mail = await startTestMailServer();
  // The issuer must know the callback address before the product starts, so the port is chosen first.
  const port = await freePort();
  issuer = await startTestOpenIdProvider({ redirectUri: `http://localhost:${port}/user/google/callback` });
  product = await startProduct({
    port,
    dataDirectory,
    database,
    busPrefix: uniqueTestPrefix('accounts'),
    logger: createLogger({ name: 'test', level: 'silent' }),
    accounts: {
      smtpUrl: mail.url,
      sessionSecret,
      adminEmails: ['boss@example.com'],
      google: { issuer: issuer.issuer, clientId: issuer.clientId, clientSecret: issuer.clientSecret },
    },
  });
});

afterAll(async () => {
  await product?.stop();
  await mail?.close();
  await issuer?.close();
  await testDatabase?.drop();
  if (dataDirectory) await rm(dataDirectory, { recursive: true, force: true });
});

describe('e-mail code sign-in', () => {
  it('mails a 4-digit code that signs a new person in, with the terms still to accept', async () => {
    const client = new Client();
    const { answer, mail: received, code } = await requestCode(client, 'Ada@Example.com ');
    expect(answer.body.data.messageId).toEqual(expect.any(String));
    expect(received.subject).toBe(`Your Atelier sign-in code: ${code}`);
    expect(received.text).toContain(`${product.url}/loginresult?token=`);

    const signedIn = await client.call('POST', '/user/one_time_password', {
      body: { email: 'ada@example.com', oneTimePassword: code },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data).toMatchObject({ accepted_terms: false, token: expect.stringMatching(/^ey/) });
    const refreshCookie = signedIn.setCookies.find((cookie) => cookie.startsWith('atelier_refresh='))!;
    expect(refreshCookie).toMatch(/HttpOnly/);
    expect(refreshCookie).toMatch(/SameSite=Strict/);
    expect(refreshCookie).toMatch(/Path=\/user\/session/);

    const read = await client.call('GET', '/user/read', { token: signedIn.body.data.token });
    expect(read.body).toMatchObject({ email: 'ada@example.com', role: 'user', accepted_terms_at: null });
    expect(read.body.profile.settings).toMatchObject({ theme: 'dark' });
    // Neither the code nor the tokens are stored in clear.
    const stored = await database.sql.query<{ token_hash: string }>(
      `SELECT token_hash FROM "user"."sessions"`,
    );
    expect(stored.rows.map((row) => row.token_hash)).not.toContain(client.cookies.get('atelier_refresh'));
    expect(await countRows('one_time_codes', 'code_hash = $1', [code])).toBe(0);
  });

  it('answers the same for an address with an account and one without', async () => {
    const known = await requestCode(new Client(), 'ada@example.com');
    const unknown = await requestCode(new Client(), 'nobody-yet@example.com');
    expect(known.answer.status).toBe(unknown.answer.status);
    expect(Object.keys(known.answer.body.data)).toEqual(Object.keys(unknown.answer.body.data));
    expect(known.mail.subject?.replace(/\d{4}/, '')).toBe(unknown.mail.subject?.replace(/\d{4}/, ''));
    expect(await countRows('users', 'email = $1', ['nobody-yet@example.com'])).toBe(0);
  });

  it('refuses a malformed or oversized address and sends nothing', async () => {
    const client = new Client();
    const before = await countRows('one_time_codes');
    expect(
      await client.call('POST', '/user/emailsignup', { body: { email: 'not an address' } }),
    ).toMatchObject({
      status: 400,
      body: { error: { code: 'INVALID_ARGUMENT', message: 'Please enter a valid e-mail address.' } },
    });
    expect(await client.call('POST', '/user/emailsignup', { body: { email: '   ' } })).toMatchObject({
      status: 400,
      body: { error: { message: 'Please enter your e-mail address.' } },
    });
    const long = await client.call('POST', '/user/emailsignup', {
      body: { email: `${'a'.repeat(10_000)}@example.com` },
    });
    expect(long.status).toBe(400);
    expect(long.body.error.message).toContain('email must be at most 254 characters');
    expect(await countRows('one_time_codes')).toBe(before);
  });

  it('refuses a sign-in link leading anywhere but Atelier', async () => {
    const answer = await new Client().call('POST', '/user/emailsignup', {
      body: { email: 'eve@example.com', url: 'https://evil.example/loginresult' },
    });
    expect(answer).toMatchObject({
      status: 400,
      body: { error: { message: 'The sign-in link must lead to a page of Atelier.' } },
    });
  });

  it('accepts a code once: a replayed code opens no second session', async () => {
    const client = new Client();
    const { code } = await requestCode(client, 'replay@example.com');
    const body = { email: 'replay@example.com', oneTimePassword: code };
    expect((await client.call('POST', '/user/one_time_password', { body })).status).toBe(200);
    const sessions = await countRows('sessions');
    expect(await client.call('POST', '/user/one_time_password', { body })).toMatchObject({
      status: 400,
      body: {
        error: {
          message: 'This code has already been used. Please request a new code.',
          details: { reason: 'code_used' },
        },
      },
    });
    expect(await countRows('sessions')).toBe(sessions);
  });

  it('binds a code to its address', async () => {
    const client = new Client();
    const { code } = await requestCode(client, 'owner@example.com');
    const answer = await client.call('POST', '/user/one_time_password', {
      body: { email: 'thief@example.com', oneTimePassword: code },
    });
    expect(answer).toMatchObject({ status: 400, body: { error: { details: { reason: 'code_expired' } } } });
    expect(await countRows('users', 'email = $1', ['thief@example.com'])).toBe(0);
  });

  it('kills a code after 5 wrong tries; the sixth, even right, changes nothing', async () => {
    const client = new Client();
    const { code } = await requestCode(client, 'guesser@example.com');
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    const remaining: unknown[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await client.call('POST', '/user/one_time_password', {
        body: { email: 'guesser@example.com', oneTimePassword: wrong },
      });
      expect(answer.status).toBe(400);
      remaining.push(answer.body.error.details.remainingAttempts ?? answer.body.error.details.reason);
    }
    expect(remaining).toEqual([4, 3, 2, 1, 'code_dead']);
    const sessions = await countRows('sessions');
    const sixth = await client.call('POST', '/user/one_time_password', {
      body: { email: 'guesser@example.com', oneTimePassword: code },
    });
    expect(sixth).toMatchObject({
      status: 400,
      body: { error: { message: 'Too many wrong codes were entered. Please request a new code.' } },
    });
    expect(await countRows('sessions')).toBe(sessions);
    expect(await countRows('users', 'email = $1', ['guesser@example.com'])).toBe(0);
    const attempts = await database.sql.query<{ attempts: number }>(
      `SELECT attempts FROM "user"."one_time_codes" WHERE email = $1`,
      ['guesser@example.com'],
    );
    expect(attempts.rows[0]!.attempts).toBe(5);
  });

  it('refuses an expired code, and a code replaced by a newer one', async () => {
    const client = new Client();
    const first = await requestCode(client, 'late@example.com');
    const second = await requestCode(client, 'late@example.com');
    if (first.code !== second.code) {
      expect(
        (
          await client.call('POST', '/user/one_time_password', {
            body: { email: 'late@example.com', oneTimePassword: first.code },
          })
        ).status,
      ).toBe(400);
    }
    await database.sql.query(
      `UPDATE "user"."one_time_codes" SET expires_at = now() - interval '1 second' WHERE email = $1`,
      ['late@example.com'],
    );
    expect(
      await client.call('POST', '/user/one_time_password', {
        body: { email: 'late@example.com', oneTimePassword: second.code },
      }),
    ).toMatchObject({ status: 400, body: { error: { details: { reason: 'code_expired' } } } });
  });

  it('refuses a code that is not 4 digits', async () => {
    expect(
      await new Client().call('POST', '/user/one_time_password', {
        body: { email: 'ada@example.com', oneTimePassword: '12a4' },
      }),
    ).toMatchObject({ status: 400, body: { error: { message: 'Please enter the full 4-digit code.' } } });
  });

  it('limits sign-in mail per address and per client address', async () => {
    const client = new Client('203.0.113.50');
    for (let attempt = 0; attempt < 5; attempt += 1) await requestCode(client, 'flood@example.com');
    expect(
      await client.call('POST', '/user/emailsignup', { body: { email: 'flood@example.com' } }),
    ).toMatchObject({
      status: 429,
      body: { error: { code: 'RESOURCE_EXHAUSTED', details: { reason: 'rate_limited' } } },
    });
    const crowd = new Client('203.0.113.51');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1) {
      const answer = await crowd.call('POST', '/user/emailsignup', {
        body: { email: `crowd${attempt}@example.com` },
      });
      statuses.push(answer.status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(30);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('sign-in under attack', () => {
  it('lets the owner sign in while a stranger asks for codes and guesses: by link once the address takes no codes', async () => {
    const email = 'besieged@example.com';
    const stranger = new Client('203.0.113.80');
    const answers: unknown[] = [];
    for (let request = 0; request < 2; request += 1) {
      // The test reads the code only to be sure each guess is wrong.
      const { code } = await requestCode(stranger, email);
      const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const answer = await stranger.call('POST', '/user/one_time_password', {
          body: { email, oneTimePassword: wrong },
        });
        answers.push(answer.body.error.details.remainingAttempts ?? answer.status);
      }
    }
    // The first code dies after 5 tries (400); the tenth wrong code pauses the address (429).
    expect(answers).toEqual([4, 3, 2, 1, 400, 4, 3, 2, 1, 429]);
    const paused = await stranger.call('POST', '/user/one_time_password', {
      body: { email, oneTimePassword: '0000' },
    });
    expect(paused).toMatchObject({
      status: 429,
      body: { error: { code: 'RESOURCE_EXHAUSTED', details: { reason: 'codes_paused' } } },
    });

    const owner = new Client('198.51.100.80');
    const asked = await owner.call('POST', '/user/emailsignup', {
      body: { email, url: `${product.url}/loginresult` },
    });
    expect(asked.status).toBe(200);
    const received = await mail.nextMailTo(email);
    expect(received.subject).toBe('Your Atelier sign-in link');
    expect(received.text).not.toMatch(/^\d{4}$/m);
    const token = /\/loginresult\?token=(\S+)/.exec(received.text ?? '')![1]!;
    const signedIn = await owner.call('POST', '/user/one_time_password', { body: { email, token } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.token).toMatch(/^ey/);
  });
});

describe('e-mail link sign-in', () => {
  it('signs in with the token of the mailed link, once', async () => {
    const client = new Client();
    const { mail: received } = await requestCode(client, 'linked@example.com');
    const link = new URL(/(http:\/\/\S+\/loginresult\?token=\S+)/.exec(received.text ?? '')![1]!);
    const token = link.searchParams.get('token')!;
    const answer = await client.call('POST', '/user/one_time_password', {
      body: { email: 'linked@example.com', token },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.token).toMatch(/^ey/);
    expect(
      (await client.call('POST', '/user/one_time_password', { body: { token } })).body.error.details.reason,
    ).toBe('code_used');
  });
});

describe('sessions', () => {
  it('refreshes with the cookie and the CSRF header only', async () => {
    const client = new Client();
    await signIn(client, 'refresher@example.com');
    expect((await client.call('POST', '/user/session/refresh')).status).toBe(403);
    expect((await client.call('POST', '/user/session/refresh', { cookies: false })).status).toBe(401);
    const refreshed = await client.call('POST', '/user/session/refresh', { csrf: true });
    expect(refreshed.status).toBe(200);
    expect((await client.call('GET', '/user/read', { token: refreshed.body.data.token })).body.email).toBe(
      'refresher@example.com',
    );
  });

  it('refuses a tampered or expired access token', async () => {
    const client = new Client();
    const token = await signIn(client, 'tamper@example.com');
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: '00000000-0000-4000-8000-000000000000' })).toString('base64url')}.${signature}`;
    expect(await client.call('GET', '/user/read', { token: forged })).toMatchObject({
      status: 401,
      body: { error: { message: 'Your session has ended. Please sign in again.' } },
    });
    const expired = await signAccessToken(
      deriveTokenKeys(sessionSecret),
      { userId: claims.sub, sessionId: claims.sid },
      new Date(Date.now() - 3_600_000),
      600,
    );
    expect((await client.call('GET', '/user/read', { token: expired.token })).status).toBe(401);
    expect((await client.call('GET', '/user/read', { token })).status).toBe(200);
  });

  it('signs out: the session ends for every token and the refresh cookie', async () => {
    const client = new Client();
    const token = await signIn(client, 'leaver@example.com');
    const loggedOut = await client.call('POST', '/user/session/logout', { token, csrf: true });
    expect(loggedOut.status).toBe(200);
    expect(loggedOut.setCookies.some((cookie) => cookie.startsWith('atelier_refresh=;'))).toBe(true);
    expect((await client.call('GET', '/user/read', { token })).status).toBe(401);
    const stale = new Client();
    stale.cookies = new Map(client.cookies);
    expect((await client.call('POST', '/user/session/refresh', { csrf: true })).status).toBe(401);
  });

  it('authenticates by cookie after GET /user/authcookie, demanding the CSRF header to change anything', async () => {
    const client = new Client();
    const token = await signIn(client, 'cookie@example.com');
    const cookie = await client.call('GET', '/user/authcookie', { token });
    expect(cookie.status).toBe(200);
    expect(cookie.setCookies.find((entry) => entry.startsWith('atelier_session='))).toMatch(/HttpOnly/);
    expect((await client.call('GET', '/user/read')).body.email).toBe('cookie@example.com');
    expect((await client.call('POST', '/user/update', { body: { accepted_terms: true } })).status).toBe(401);
    expect(
      (await client.call('POST', '/user/update', { body: { accepted_terms: true }, csrf: true })).status,
    ).toBe(200);
  });
});

describe('profile, terms, limits, feedback and roles', () => {
  it('records accepted and rejected terms', async () => {
    const client = new Client();
    const token = await signIn(client, 'terms@example.com');
    const accepted = await client.call('POST', '/user/update', { token, body: { accepted_terms: true } });
    expect(accepted.body.accepted_terms_at).toMatch(/^\d{4}-/);
    const rejected = await client.call('POST', '/user/update', { token, body: { accepted_terms: false } });
    expect(rejected.body.accepted_terms_at).toBeNull();
  });

  it('saves profile fields and merges settings; the e-mail stays read-only', async () => {
    const client = new Client();
    const token = await signIn(client, 'profile@example.com');
    await client.call('POST', '/user/update', {
      token,
      body: { profile: { first_name: 'Ada', company_name: 'Loom & Co', settings: { theme: 'light' } } },
    });
    const saved = await client.call('POST', '/user/update', {
      token,
      body: {
        profile: {
          email: 'other@example.com',
          company_settings: {
            yarnbooks: [{ id: 'y1', name: 'Wool', yarns: [{ name: 'Red', colour: '#ff0000' }] }],
          },
          settings: { language: 'de', ui: { tooltipsDisabled: true } },
        },
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.email).toBe('profile@example.com');
    expect(saved.body.profile).toMatchObject({
      first_name: 'Ada',
      company_name: 'Loom & Co',
      email: 'profile@example.com',
      company_settings: { yarnbooks: [{ name: 'Wool' }] },
      settings: { theme: 'light', language: 'de', ui: { tooltipsDisabled: true }, gridSize: 20 },
      default_settings: { theme: 'dark' },
    });
  });

  it('refuses an oversized or unknown field and changes nothing', async () => {
    const client = new Client();
    const token = await signIn(client, 'careful@example.com');
    await client.call('POST', '/user/update', { token, body: { profile: { first_name: 'Grace' } } });
    const long = await client.call('POST', '/user/update', {
      token,
      body: { profile: { first_name: 'x'.repeat(10_000), settings: { theme: 'light' } } },
    });
    expect(long).toMatchObject({
      status: 400,
      body: {
        error: {
          code: 'INVALID_ARGUMENT',
          details: { fields: { first_name: 'must be at most 100 characters' } },
        },
      },
    });
    const unknown = await client.call('POST', '/user/update', {
      token,
      body: { profile: { settings: { colour: 'red' } } },
    });
    expect(unknown.status).toBe(400);
    const read = await client.call('GET', '/user/read', { token });
    expect(read.body.profile).toMatchObject({ first_name: 'Grace', settings: { theme: 'dark' } });
  });

  it('counts limits and stores feedback', async () => {
    const client = new Client();
    const token = await signIn(client, 'counter@example.com');
    await client.call('POST', '/user/limit/exports', { token });
    expect((await client.call('POST', '/user/limit/exports', { token })).body).toEqual({
      limit: { name: 'exports', used: 2, maximum: null },
    });
    expect((await client.call('POST', '/user/limit/Not A Name', { token })).status).toBe(400);
    expect(
      (await client.call('POST', '/user/feedback', { token, body: { message: 'Lovely tool' } })).body,
    ).toMatchObject({
      ErrorCode: 0,
    });
    expect((await client.call('POST', '/user/feedback', { token, body: { message: '  ' } })).status).toBe(
      400,
    );
    expect(
      (await client.call('POST', '/user/feedback', { token, body: { message: 'x'.repeat(10_000) } })).status,
    ).toBe(400);
    expect(await countRows('feedback')).toBe(1);
  });

  it('gives the admin role to the configured addresses only', async () => {
    const boss = new Client();
    expect(
      (await boss.call('GET', '/user/read', { token: await signIn(boss, 'boss@example.com') })).body.role,
    ).toBe('admin');
  });
});

describe('passkeys', () => {
  it('needs a session to register, and refuses an answer to a challenge it did not issue', async () => {
    const client = new Client();
    expect((await client.call('GET', '/user/webauthn/registration-options')).status).toBe(401);
    const options = await client.call('GET', '/user/webauthn/authentication-options');
    expect(options.body).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    const clientDataJSON = Buffer.from(
      JSON.stringify({ type: 'webauthn.get', challenge: 'bm90LW91ci1jaGFsbGVuZ2U', origin: product.url }),
    ).toString('base64url');
    const answer = await client.call('POST', '/user/webauthn/verify-authentication', {
      body: {
        id: 'abc',
        rawId: 'abc',
        type: 'public-key',
        response: { clientDataJSON, authenticatorData: '', signature: '' },
        clientExtensionResults: {},
      },
    });
    expect(answer).toMatchObject({
      status: 403,
      body: {
        error: {
          message: 'This passkey answer does not belong to a request of this page. Please try again.',
        },
      },
    });
  });

  it('lists no passkeys for a new account and refuses to delete another', async () => {
    const client = new Client();
    const token = await signIn(client, 'keyless@example.com');
    expect((await client.call('GET', '/user/webauthn', { token })).body).toEqual({ passkeys: [] });
    expect(
      (await client.call('DELETE', '/user/webauthn/00000000-0000-4000-8000-000000000000', { token })).status,
    ).toBe(404);
    const registration = await client.call('GET', '/user/webauthn/registration-options', { token });
    expect(registration.body).toMatchObject({
      rp: { id: 'localhost', name: 'Atelier' },
      user: { name: 'keyless@example.com' },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
  });
});

describe('with SMTP configured', () => {
  it('has no dev mailbox page', async () => {
    expect((await new Client().call('GET', '/dev/mailbox')).status).toBe(404);
  });
});

describe('Google sign-in', () => {
  it('is offered, and starts at the issuer with PKCE and a state bound to the browser', async () => {
    const client = new Client();
    expect((await client.call('GET', '/user/signin-methods')).body).toEqual({ google: true, passkeys: true });
    const start = await client.call('GET', '/user/google/start', { headers: { accept: 'text/html' } });
    expect(start.status).toBe(302);
    const location = new URL(start.headers.get('location')!);
    expect(location.origin).toBe(issuer.issuer);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('redirect_uri')).toBe(`${product.url}/user/google/callback`);
    expect(client.cookies.get('atelier_google_state')).toBe(location.searchParams.get('state'));

    const forged = await new Client().call(
      'GET',
      `/user/google/callback?code=x&state=${location.searchParams.get('state')}`,
      { headers: { accept: 'text/html' } },
    );
    expect(forged.status).toBe(400);
    expect(forged.body.text).toContain('"ok":false');
  });
});
