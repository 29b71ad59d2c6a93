import { freePort, startTestOpenIdProvider, type TestOpenIdProvider } from '@atelier/testing';
import type { BrowserContext, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserTestProduct, type BrowserTestProduct } from './support/browserProduct';

// Sign-in in real Chromium against the whole product: mail through a real SMTP server, Google
// through a local OpenID Connect issuer, passkeys through Chromium's virtual authenticator.

let harness: BrowserTestProduct;
let issuer: TestOpenIdProvider;

beforeAll(async () => {
  const port = await freePort();
  issuer = await startTestOpenIdProvider({ redirectUri: `http://localhost:${port}/user/google/callback` });
  harness = await startBrowserTestProduct('accounts', {
    product: { port },
    accounts: {
      adminEmails: ['boss@example.com'],
      google: { issuer: issuer.issuer, clientId: issuer.clientId, clientSecret: issuer.clientSecret },
    },
  });
}, 300_000);

afterAll(async () => {
  await harness?.stop();
  await issuer?.close();
});

/** A fresh browser profile that reaches nothing but this machine. */
function newContext(): Promise<BrowserContext> {
  return harness.newContext();
}

function codeOf(text: string | undefined): string {
  const match = /^(\d{4})$/m.exec(text ?? '');
  if (!match) throw new Error(`no code in mail:\n${text}`);
  return match[1]!;
}

/** Types into the first code box one key at a time, as a person does. */
async function typeCode(scope: Page | Frame, code: string) {
  await scope.getByLabel('Digit 1 of 4').click();
  const keyboard = 'keyboard' in scope ? scope.keyboard : scope.page().keyboard;
  for (const digit of code) await keyboard.press(digit);
}

async function requestCode(scope: Page | Frame, email: string) {
  await scope.getByLabel('E-mail address').fill(email);
  await scope.getByRole('button', { name: 'Continue', exact: true }).click();
  await scope.getByText(`We sent a 4-digit code to ${email}`).waitFor();
  return codeOf((await harness.mail.nextMailTo(email)).text);
}

const termsRejectedText =
  'You rejected the terms of service and have been signed out. Atelier can only be used once they are accepted: sign in again to accept them.';

async function acceptedTermsAt(email: string) {
  const result = await harness.database.sql.query<{ accepted_terms_at: Date | null }>(
    `SELECT accepted_terms_at FROM "user"."users" WHERE email = $1`,
    [email],
  );
  return result.rows[0]?.accepted_terms_at;
}

describe('e-mail code sign-in', () => {
  it('signs in with the code read from the mail, accepts the terms and lands where the visitor was going', async () => {
    const context = await newContext();
    const page = await context.newPage();
    try {
      await page.goto(`${harness.product.url}/gallery`);
      await page.waitForURL(`${harness.product.url}/login?redirect=%2Fgallery`);
      await harness.signIn(page, 'ada@example.com');
      await page.waitForURL(`${harness.product.url}/gallery`);
      await page.getByRole('heading', { level: 1, name: 'Gallery' }).waitFor();
      expect(await acceptedTermsAt('ada@example.com')).toBeInstanceOf(Date);
      // The access token lives in memory only; the session survives a reload through the cookie.
      expect(await page.evaluate(() => JSON.stringify(window.localStorage))).not.toMatch(
        /ey[A-Za-z0-9_-]{20,}\./,
      );
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Gallery' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('refuses a wrong code with the tries left, and an incomplete one without asking', async () => {
    const context = await newContext();
    const page = await context.newPage();
    try {
      await page.goto(`${harness.product.url}/login`);
      const code = await requestCode(page, 'wrong@example.com');
      await page.getByLabel('Digit 1 of 4').click();
      await page.keyboard.press('1');
      await page.getByRole('button', { name: 'OK' }).click();
      await page.getByText('Please enter the full 4-digit code.').waitFor();
      const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
      await typeCode(page, wrong);
      await page.getByText('This code is not right. Tries left: 4.').waitFor();
      const boxes = () =>
        Promise.all([1, 2, 3, 4].map((position) => page.getByLabel(`Digit ${position} of 4`).inputValue()));
      expect(await boxes()).toEqual(['', '', '', '']);

      // Backspace clears and steps back, the arrows move, a typed digit replaces the box's own.
      await page.getByLabel('Digit 1 of 4').click();
      await page.keyboard.press('1');
      await page.keyboard.press('2');
      await page.keyboard.press('Backspace');
      expect(await boxes()).toEqual(['1', '', '', '']);
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('9');
      expect(await boxes()).toEqual(['9', '', '', '']);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
        'Digit 2 of 4',
      );

      // A paste fills the boxes in sequence and, complete, submits.
      await page.getByLabel('Digit 1 of 4').evaluate(
        (box, text) => {
          const data = new DataTransfer();
          data.setData('text/plain', text);
          box.dispatchEvent(
            new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
          );
        },
        `${wrong.slice(0, 2)} ${wrong.slice(2)}`,
      );
      await page.getByText('This code is not right. Tries left: 3.').waitFor();
    } finally {
      await context.close();
    }
  });

  it('refuses an expired code and offers to send a new one', async () => {
    const context = await newContext();
    const page = await context.newPage();
    try {
      await page.goto(`${harness.product.url}/login`);
      const code = await requestCode(page, 'late@example.com');
      await harness.database.sql.query(
        `UPDATE "user"."one_time_codes" SET expires_at = now() - interval '1 minute' WHERE email = $1`,
        ['late@example.com'],
      );
      await typeCode(page, code);
      await page
        .getByText('This code has expired or was replaced by a newer one. Please request a new code.')
        .waitFor();
      await page.getByRole('button', { name: 'Resend email' }).click();
      await page.getByText('We sent you a new code.').waitFor();
      await typeCode(page, codeOf((await harness.mail.nextMailTo('late@example.com')).text));
      await page.getByRole('heading', { name: 'Terms of service' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('signs out when the terms are rejected, recording the rejection', async () => {
    const context = await newContext();
    const page = await context.newPage();
    try {
      await page.goto(`${harness.product.url}/login`);
      const code = await requestCode(page, 'rejecter@example.com');
      await typeCode(page, code);
      expect(await page.getByRole('link', { name: 'terms of service' }).getAttribute('href')).toBe(
        '/legal/terms.html',
      );
      await page.getByRole('button', { name: 'Reject' }).click();
      await page.getByText(termsRejectedText).waitFor();
      await page.getByLabel('E-mail address').waitFor();
      expect(await acceptedTermsAt('rejecter@example.com')).toBeNull();
      const sessions = await harness.database.sql.query<{ revoked: boolean }>(
        `SELECT s.revoked_at IS NOT NULL AS revoked FROM "user"."sessions" s
           JOIN "user"."users" u ON u.id = s.user_id WHERE u.email = $1`,
        ['rejecter@example.com'],
      );
      expect(sessions.rows).toEqual([{ revoked: true }]);
      await page.goto(`${harness.product.url}/projects`);
      await page.waitForURL(`${harness.product.url}/login?redirect=%2Fprojects`);
    } finally {
      await context.close();
    }
  });
});

describe('e-mail link sign-in', () => {
  it('signs out on rejecting the terms after the link and says so, without redeeming the link again', async () => {
    const context = await newContext();
    const page = await context.newPage();
    try {
      await page.goto(`${harness.product.url}/login`);
      await requestCode(page, 'link-rejecter@example.com');
      const text = harness.mail.received.at(-1)!.text!;
      const link = /(http:\/\/\S+\/loginresult\?token=\S+)/.exec(text)![1]!;
      await page.goto(link);
      await page.getByRole('heading', { name: 'Terms of service' }).waitFor();
      await page.getByRole('button', { name: 'Reject' }).click();
      await page.getByText(termsRejectedText).waitFor();
      await page.waitForURL(`${harness.product.url}/login`);
      await page.getByLabel('E-mail address').waitFor();
      expect(await page.getByText('This code has already been used.').count()).toBe(0);
      expect(await page.getByText('This sign-in link did not work.').count()).toBe(0);
      expect(await acceptedTermsAt('link-rejecter@example.com')).toBeNull();
    } finally {
      await context.close();
    }
  });

  it('finishes on /loginresult from the link in the mail', async () => {
    const context = await newContext();
    const page = await context.newPage();
    try {
      await page.goto(`${harness.product.url}/login`);
      await requestCode(page, 'linked@example.com');
      // The mail was taken by requestCode; the link sits in the same text.
      const text = harness.mail.received.at(-1)!.text!;
      const link = /(http:\/\/\S+\/loginresult\?token=\S+)/.exec(text)![1]!;
      await page.goto(link);
      await page.getByRole('heading', { name: 'Terms of service' }).waitFor();
      await page.getByRole('button', { name: 'Accept' }).click();
      await page.waitForURL(`${harness.product.url}/projects`);
    } finally {
      await context.close();
    }
  });
});

describe('settings', () => {
  it('saves a changed setting after the debounce and keeps it after a reload', async () => {
    const context = await newContext();
    const page = await context.newPage();
    try {
      await page.goto(`${harness.product.url}/settings`);
      await harness.signIn(page, 'settings@example.com');
      await page.waitForURL(`${harness.product.url}/settings`);
      await page.getByRole('tab', { name: 'Settings', selected: true }).waitFor();
      await page.getByLabel('Grid size').fill('32');
      await page.getByLabel('Sidebar style').selectOption('floating');
      await page.getByRole('status').filter({ hasText: 'Saving…' }).waitFor();
      await page.getByRole('status').filter({ hasText: 'All changes saved' }).waitFor();
      await page.reload();
      await page.getByRole('tab', { name: 'Settings', selected: true }).waitFor();
      expect(await page.getByLabel('Grid size').inputValue()).toBe('32');
      expect(await page.getByLabel('Sidebar style').inputValue()).toBe('floating');

      // Theme and language chosen here follow the person to a fresh browser.
      await page.getByLabel('Theme', { exact: true }).selectOption('light');
      await page.getByRole('status').filter({ hasText: 'Saving…' }).waitFor();
      await page.getByRole('status').filter({ hasText: 'All changes saved' }).waitFor();
      await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
      await page.getByRole('status').filter({ hasText: 'Enregistrement…' }).waitFor();
      await page
        .getByRole('status')
        .filter({ hasText: 'Toutes les modifications sont enregistrées' })
        .waitFor();
      const other = await newContext();
      try {
        const otherPage = await other.newPage();
        await otherPage.goto(`${harness.product.url}/login`);
        await typeCode(otherPage, await requestCode(otherPage, 'settings@example.com'));
        await otherPage.waitForURL(`${harness.product.url}/`);
        await otherPage.waitForFunction(() => document.documentElement.dataset.theme === 'light');
        await otherPage.waitForFunction(() => document.documentElement.lang === 'fr');
        await otherPage.getByRole('navigation', { name: 'Navigation principale' }).waitFor();
      } finally {
        await other.close();
      }
    } finally {
      await context.close();
    }
  });
});

describe('account', () => {
  it('keeps personal information and yarnbooks, with the e-mail read-only', async () => {
    const context = await newContext();
    const page = await context.newPage();
    try {
      await page.goto(`${harness.product.url}/account`);
      await harness.signIn(page, 'weaver@example.com');
      await page.waitForURL(`${harness.product.url}/account`);
      expect(await page.getByLabel('E-mail address').getAttribute('readonly')).not.toBeNull();
      await page.getByLabel('First name').fill('Anni');
      await page.getByLabel('Company name').fill('Loom & Co');
      await page.getByRole('button', { name: 'Add yarnbook', exact: true }).click();
      await page.getByLabel('Yarnbook name').fill('Merino');
      await page.getByRole('button', { name: 'Add yarn', exact: true }).click();
      await page.getByLabel('Yarn name').fill('Madder red');
      await page.getByRole('status').filter({ hasText: 'All changes saved' }).waitFor();
      await page.reload();
      await page.getByLabel('First name').waitFor();
      expect(await page.getByLabel('First name').inputValue()).toBe('Anni');
      expect(await page.getByLabel('Company name').inputValue()).toBe('Loom & Co');
      expect(await page.getByLabel('Yarnbook name').inputValue()).toBe('Merino');
      expect(await page.getByLabel('Yarn name').inputValue()).toBe('Madder red');
      const stored = await harness.database.sql.query<{ profile: { company_settings: unknown } }>(
        `SELECT profile FROM "user"."users" WHERE email = $1`,
        ['weaver@example.com'],
      );
      expect(stored.rows[0]!.profile.company_settings).toMatchObject({
        yarnbooks: [{ name: 'Merino', yarns: [{ name: 'Madder red', colour: '#808080' }] }],
      });

      // A change made just before signing out is saved, not lost with the session.
      await page.getByLabel('Last name').fill('Albers');
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.waitForURL(`${harness.product.url}/login`);
      const saved = await harness.database.sql.query<{ last_name: string }>(
        `SELECT profile->>'last_name' AS last_name FROM "user"."users" WHERE email = $1`,
        ['weaver@example.com'],
      );
      expect(saved.rows[0]!.last_name).toBe('Albers');
    } finally {
      await context.close();
    }
  });
});

describe('session closed', () => {
  it('covers another tab after a sign-out there, and this tab once the server ends the session', async () => {
    const context = await newContext();
    const first = await context.newPage();
    try {
      await first.goto(`${harness.product.url}/login`);
      await harness.signIn(first, 'two-tabs@example.com');
      await first.waitForURL(`${harness.product.url}/`);
      const second = await context.newPage();
      await second.goto(`${harness.product.url}/settings`);
      await second.getByRole('tab', { name: 'Settings', selected: true }).waitFor();

      await first.goto(`${harness.product.url}/logout`);
      await first.waitForURL(`${harness.product.url}/login`);
      await second.getByRole('alertdialog', { name: 'Session closed' }).waitFor();
      await second.getByRole('button', { name: 'Reload page' }).click();
      await second.waitForURL(`${harness.product.url}/login?redirect=%2Fsettings`);

      // A session ended on the server (revoked elsewhere) is found at the next call.
      await typeCode(second, await requestCode(second, 'two-tabs@example.com'));
      await second.waitForURL(`${harness.product.url}/settings`);
      await harness.database.sql.query(
        `UPDATE "user"."sessions" SET revoked_at = now()
          WHERE user_id = (SELECT id FROM "user"."users" WHERE email = $1)`,
        ['two-tabs@example.com'],
      );
      await second.getByLabel('Grid size').fill('24');
      await second.getByRole('alertdialog', { name: 'Session closed' }).waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('login frame', () => {
  async function embed(page: Page) {
    // Only the product's own pages (and the origins LOGIN_FRAME_ORIGINS lists) may frame
    // /login-frame, so the embedding page is answered at the product's origin.
    await page.route(`${harness.product.url}/embedding-page`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body:
          `<script>window.received = []; addEventListener('message', (event) => window.received.push(event.data));</script>` +
          `<iframe src="${harness.product.url}/login-frame" style="width:600px;height:800px"></iframe>`,
      }),
    );
    await page.goto(`${harness.product.url}/embedding-page`);
    const frame = page.frames().find((candidate) => candidate.url().includes('/login-frame'));
    if (!frame) throw new Error('no login frame');
    await frame.getByLabel('E-mail address').waitFor();
    return frame;
  }

  const received = (page: Page) =>
    page.evaluate(() => (window as unknown as { received: unknown[] }).received);

  it('posts login-successful to its parent after the terms are accepted', async () => {
    const context = await newContext();
    const page = await context.newPage();
    try {
      const frame = await embed(page);
      expect(await frame.evaluate(() => document.querySelector('.top-bar'))).toBeNull();
      await typeCode(frame, await requestCode(frame, 'framed@example.com'));
      await frame.getByRole('button', { name: 'Accept' }).click();
      await page.waitForFunction(() => (window as unknown as { received: unknown[] }).received.length > 0);
      expect(await received(page)).toEqual([{ source: 'atelier', type: 'login-successful' }]);
      const source = await harness.database.sql.query<{ source: string }>(
        `SELECT settings->>'registration_source' AS source FROM "user"."users" WHERE email = $1`,
        ['framed@example.com'],
      );
      expect(source.rows[0]!.source).toBe('frame');
    } finally {
      await context.close();
    }
  });

  it('posts login-canceled on Cancel', async () => {
    const context = await newContext();
    const page = await context.newPage();
    try {
      const frame = await embed(page);
      await frame.getByRole('button', { name: 'Cancel' }).click();
      await page.waitForFunction(() => (window as unknown as { received: unknown[] }).received.length > 0);
      expect(await received(page)).toEqual([{ source: 'atelier', type: 'login-canceled' }]);
    } finally {
      await context.close();
    }
  });
});

describe('passkeys', () => {
  it('registers a passkey with the virtual authenticator and signs in with it', async () => {
    const context = await newContext();
    const page = await context.newPage();
    try {
      const devTools = await context.newCDPSession(page);
      await devTools.send('WebAuthn.enable');
      await devTools.send('WebAuthn.addVirtualAuthenticator', {
        options: {
          protocol: 'ctap2',
          transport: 'internal',
          hasResidentKey: true,
          hasUserVerification: true,
          isUserVerified: true,
          automaticPresenceSimulation: true,
        },
      });
      await page.goto(`${harness.product.url}/account`);
      await harness.signIn(page, 'keyholder@example.com');
      await page.waitForURL(`${harness.product.url}/account`);
      await page.getByText('No passkeys registered yet.').waitFor();
      await page.getByRole('button', { name: 'Register a passkey' }).click();
      await page.getByText('Passkey registered.').first().waitFor();
      await page.getByText('Passkey 1', { exact: true }).waitFor();
      // The device already holds this account's passkey: the browser refuses a second one.
      await page.getByRole('button', { name: 'Register a passkey' }).click();
      await page.getByText('This passkey is already registered. Delete it and register it again.').waitFor();

      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.waitForURL(`${harness.product.url}/login`);
      await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
      await page.getByText('You are logged in.').first().waitFor();
      await page.waitForURL(`${harness.product.url}/projects`);
      await page.getByRole('heading', { level: 1, name: 'Projects' }).waitFor();

      await page.goto(`${harness.product.url}/account`);
      await page.getByRole('button', { name: 'Delete passkey 1' }).click();
      await page.getByText('No passkeys registered yet.').waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('roles and the contact centre', () => {
  it('opens admin screens to admins only, and takes feedback from a logged-in person', async () => {
    const context = await newContext();
    const page = await context.newPage();
    try {
      await page.goto(`${harness.product.url}/login`);
      await harness.signIn(page, 'member@example.com');
      await page.waitForURL(`${harness.product.url}/`);
      await page.goto(`${harness.product.url}/test`);
      await page.waitForURL(`${harness.product.url}/projects`);

      await page.getByRole('button', { name: 'Help' }).click();
      await page.getByRole('menuitem', { name: 'Send feedback' }).click();
      const send = page.getByRole('button', { name: 'Send', exact: true });
      expect(await send.isDisabled()).toBe(true);
      await page.getByLabel('Your message').fill('The code boxes are lovely.');
      await send.click();
      await page.getByText('Thank you for your feedback!').first().waitFor();
      const stored = await harness.database.sql.query<{ message: string }>(
        `SELECT message FROM "user"."feedback"`,
      );
      expect(stored.rows).toEqual([{ message: 'The code boxes are lovely.' }]);
    } finally {
      await context.close();
    }
    const admin = await newContext();
    const adminPage = await admin.newPage();
    try {
      await adminPage.goto(`${harness.product.url}/test`);
      await adminPage.waitForURL(`${harness.product.url}/login?redirect=%2Ftest`);
      await harness.signIn(adminPage, 'boss@example.com');
      await adminPage.waitForURL(`${harness.product.url}/test`);
      await adminPage.getByRole('heading', { level: 1, name: 'Test screen' }).waitFor();
      await adminPage.goto(`${harness.product.url}/account`);
      await adminPage.getByText('Administrator', { exact: true }).waitFor();
    } finally {
      await admin.close();
    }
  });
});

describe('Google sign-in', () => {
  it('gives the login panel back when the popup is closed without signing in', async () => {
    const context = await newContext();
    const page = await context.newPage();
    try {
      await page.goto(`${harness.product.url}/login`);
      const google = page.getByRole('button', { name: 'Continue with Google' });
      const [popup] = await Promise.all([page.waitForEvent('popup'), google.click()]);
      await popup.getByPlaceholder('Enter any login').waitFor();
      expect(await google.isDisabled()).toBe(true);
      await popup.close();
      await page.waitForFunction(
        () => !document.querySelector<HTMLButtonElement>('.login-alternatives button')?.disabled,
      );
    } finally {
      await context.close();
    }
  });

  it('signs in through the issuer in a popup', async () => {
    const context = await newContext();
    const page = await context.newPage();
    try {
      await page.goto(`${harness.product.url}/login`);
      const [popup] = await Promise.all([
        page.waitForEvent('popup'),
        page.getByRole('button', { name: 'Continue with Google' }).click(),
      ]);
      await popup.getByPlaceholder('Enter any login').fill('googler@example.com');
      await popup.getByPlaceholder('and password').fill('anything');
      await popup.getByRole('button', { name: 'Sign-in' }).click();
      // The callback page tells this window and closes itself at once.
      const closed = popup.waitForEvent('close');
      await popup.getByRole('button', { name: 'Continue' }).click();
      await closed;
      await page.getByRole('heading', { name: 'Terms of service' }).waitFor();
      await page.getByRole('button', { name: 'Accept' }).click();
      await page.waitForURL(`${harness.product.url}/projects`);
      const linked = await harness.database.sql.query<{ google_subject: string }>(
        `SELECT google_subject FROM "user"."users" WHERE email = $1`,
        ['googler@example.com'],
      );
      expect(linked.rows[0]!.google_subject).toBe('googler@example.com');
    } finally {
      await context.close();
    }
  });
});
