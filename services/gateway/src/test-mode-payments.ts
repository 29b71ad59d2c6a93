import { timingSafeEqual } from 'node:crypto';
import { createHash } from 'node:crypto';
import { planProducts, tierFromName } from '@atelier/contracts';
import {
  defaultLanguage,
  locales,
  matchLanguage,
  type Language,
  type TranslationMessages,
} from '@atelier/i18n';
import { isServiceError, ServiceError } from '@atelier/platform';
import type { payment } from '@atelier/proto';
import express, { Router, type Request, type Response } from 'express';
import type { ServiceClients } from './clients';
import type { Caller } from './middleware/authentication';
import { cookieNames, readCookie } from './session-cookies';
import { stripeWebhookPath } from './stripe-webhook';

/**
 * The test-mode provider's pages, served while the payment service has no Stripe keys: the
 * checkout page (what is bought, the amount, Pay and Cancel) and the customer portal (change
 * plan, cancel). They look like the product, say "Test mode: no real payment" on top, and
 * answer only the signed-in owner of what they show (anyone else is told it does not exist).
 *
 * Paying asks the payment service for the events the payment makes, signed with the install's
 * webhook secret; the gateway delivers them to its own webhook route, as Stripe would, and only
 * then sends the browser to the success page. A buyer who closes the tab after Pay is fulfilled
 * all the same.
 *
 * The forms post without script: a hidden field repeats the CSRF cookie (the double-submit
 * pattern the API uses with a header), which another site can neither read nor set.
 */
export interface TestModePageOptions {
  clients: ServiceClients;
  /** Who an access token belongs to (the gateway's memory of callers). */
  recognise: (accessToken: string) => Promise<Caller | null>;
  /** This gateway's own address (loopback), where the events are delivered. */
  ownUrl: () => string;
}

const sessionIdPattern = /^cs_test_[A-Za-z0-9]{1,100}$/;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const pageStyle = [
  ':root{color-scheme:dark;--bg:#0f1014;--surface:#16171d;--border:#2a2d39;--text:#e8e9f0;--muted:#a0a3b5;--accent:#7b6cf6;--on-accent:#fff;--focus:#a99eff;--warning:#f5b14c}',
  'html[data-theme=light]{color-scheme:light;--bg:#f5f6f8;--surface:#fff;--border:#dfe2e9;--text:#15171e;--muted:#585c6e;--accent:#5b4ce0;--on-accent:#fff;--focus:#5b4ce0;--warning:#8a5200}',
  "*{box-sizing:border-box}body{margin:0;background:var(--bg);color:var(--text);font:14px/1.5 Inter,'Segoe UI',system-ui,-apple-system,'Helvetica Neue','DejaVu Sans',Arial,sans-serif}",
  '.banner{background:var(--warning);color:#15171e;font-weight:650;text-align:center;padding:8px 16px}',
  'main{max-width:520px;margin:32px auto;padding:0 16px}',
  '.card{background:var(--surface);border:1px solid var(--border);border-radius:14px;padding:24px;margin-bottom:16px}',
  'h1{font-size:20px;margin:0 0 16px}h2{font-size:16px;margin:0 0 8px}',
  'table{width:100%;border-collapse:collapse;margin-bottom:16px}th,td{text-align:left;padding:6px 0;border-bottom:1px solid var(--border)}td.amount,th.amount{text-align:right}',
  '.muted{color:var(--muted)}.actions{display:flex;gap:8px;flex-wrap:wrap;margin-top:16px}',
  'button,select{font:inherit;border-radius:10px;padding:8px 16px;border:1px solid var(--border);background:var(--surface);color:var(--text);cursor:pointer;min-height:40px}',
  'button.primary{background:var(--accent);border-color:var(--accent);color:var(--on-accent);font-weight:650}',
  'button:focus-visible,select:focus-visible,a:focus-visible{outline:2px solid var(--focus);outline-offset:2px}',
  'a{color:var(--accent)}form.inline{display:flex;gap:8px;flex-wrap:wrap;align-items:center}',
  'label{display:flex;gap:8px;align-items:center}',
].join('');
const styleHash = `'sha256-${createHash('sha256').update(pageStyle, 'utf8').digest('base64')}'`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

type PlanTexts = TranslationMessages['plans'];

function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => String(values[name] ?? ''));
}

interface PageLook {
  language: Language;
  theme: 'dark' | 'light';
}

function lookOf(caller: Caller | undefined, request: Request): PageLook {
  const settings = (
    caller?.account?.profile as { settings?: { language?: string; theme?: string } } | undefined
  )?.settings;
  const language =
    matchLanguage(settings?.language) ?? matchLanguage(request.acceptsLanguages()[0]) ?? defaultLanguage;
  return { language, theme: settings?.theme === 'light' ? 'light' : 'dark' };
}

function formatMoney(amountMinor: number, currency: string, language: Language): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: currency.toUpperCase() }).format(
    amountMinor / 100,
  );
}

function sendPage(response: Response, look: PageLook, title: string, body: string, status = 200): void {
  const texts = locales[look.language].plans.testMode;
  response.setHeader(
    'Content-Security-Policy',
    `default-src 'none'; style-src ${styleHash}; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
  );
  response.setHeader('Cache-Control', 'no-store');
  response
    .status(status)
    .type('html')
    .send(
      `<!doctype html><html lang="${look.language}" data-theme="${look.theme}"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${escapeHtml(title)} · Atelier</title><style>${pageStyle}</style></head><body>` +
        `<div class="banner" role="note">${escapeHtml(texts.banner)}</div><main>${body}</main></body></html>`,
    );
}

function csrfField(request: Request): string {
  const token = readCookie(request, cookieNames.csrf) ?? '';
  return `<input type="hidden" name="csrf" value="${escapeHtml(token)}">`;
}

/** The form's hidden field repeats the CSRF cookie, which only the product's own pages can read. */
function passesFormCsrf(request: Request): boolean {
  const cookie = readCookie(request, cookieNames.csrf);
  const given = (request.body as Record<string, unknown> | undefined)?.csrf;
  if (!cookie || typeof given !== 'string') return false;
  const expected = Buffer.from(cookie);
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export function testModePaymentPages(options: TestModePageOptions): Router {
  const { clients } = options;
  const router = Router();
  const form = express.urlencoded({ extended: false, limit: '8kb', parameterLimit: 10 });
  let testMode: Promise<boolean> | undefined;

  /** Whether payments run in test mode; asked once, and again after a failed question. */
  function inTestMode(): Promise<boolean> {
    testMode ??= clients.payment.getProviderInfo({}).then(
      (answer) => answer.provider === 'test',
      (error: unknown) => {
        testMode = undefined;
        throw error;
      },
    );
    return testMode;
  }

  /**
   * The signed-in caller of a page request. The pages are reached by navigation, before the
   * API's own authentication, so the access cookie (which the web app sets) identifies them; a
   * form post must repeat the CSRF cookie too.
   */
  async function callerOf(request: Request): Promise<Caller | undefined> {
    if (request.method === 'POST' && !passesFormCsrf(request)) return undefined;
    const token = readCookie(request, cookieNames.access);
    const caller = token ? await options.recognise(token) : null;
    if (!caller) return undefined;
    request.caller = caller;
    request.context.userId = caller.userId;
    request.context.role = caller.role;
    request.context.tier = caller.tier;
    request.context.trial = caller.trial;
    return caller;
  }

  /** Delivers the signed events to this gateway's webhook route, the way Stripe posts them. */
  async function deliver(events: payment.SignedEvent[]): Promise<void> {
    for (const event of events) {
      const answer = await fetch(`${options.ownUrl()}${stripeWebhookPath}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
        body: Buffer.from(event.payload),
      });
      if (!answer.ok) {
        const body = (await answer.json().catch(() => null)) as { error?: { message?: string } } | null;
        throw new ServiceError(
          'UNAVAILABLE',
          body?.error?.message ?? `The webhook answered ${answer.status}.`,
        );
      }
    }
  }

  /** Runs a page handler: 404 outside test mode, the sign-in note without a caller, errors as a page. */
  function page(
    handler: (
      request: Request,
      response: Response,
      caller: Caller,
      texts: PlanTexts,
      look: PageLook,
    ) => Promise<void>,
  ) {
    return async (request: Request, response: Response) => {
      if (!(await inTestMode())) {
        response.status(404).json({
          error: {
            code: 'NOT_FOUND',
            message: 'There is no test-mode payment page: payments go to Stripe.',
          },
        });
        return;
      }
      const caller = await callerOf(request);
      const look = lookOf(caller, request);
      const texts = locales[look.language].plans;
      if (!caller) {
        sendPage(
          response,
          look,
          texts.testMode.checkoutTitle,
          `<div class="card"><p>${escapeHtml(texts.testMode.signIn)}</p><p><a href="/login">${escapeHtml(texts.testMode.back)}</a></p></div>`,
          401,
        );
        return;
      }
      try {
        await handler(request, response, caller, texts, look);
      } catch (error) {
        if (!isServiceError(error)) throw error;
        const notFound = error.code === 'NOT_FOUND';
        sendPage(
          response,
          look,
          texts.testMode.checkoutTitle,
          `<div class="card"><p role="alert">${escapeHtml(notFound ? texts.result.notFound : fill(texts.testMode.failed, { message: error.message }))}</p>` +
            `<p><a href="/">${escapeHtml(texts.testMode.back)}</a></p></div>`,
          notFound ? 404 : 400,
        );
      }
    };
  }

  const checkoutPath = '/stripe/test-mode/checkout/:id';
  const sessionIdOf = (request: Request) => {
    const id = String(request.params.id);
    if (!sessionIdPattern.test(id)) throw new ServiceError('NOT_FOUND', 'Checkout session not found.');
    return id;
  };

  router.get(
    checkoutPath,
    page(async (request, response, _caller, texts, look) => {
      const id = sessionIdOf(request);
      const { checkoutSession: session } = await clients.payment.getCheckoutSession({
        checkoutSessionId: id,
      });
      const money = (amount: number, currency: string) => formatMoney(amount, currency, look.language);
      const currency = session!.amountTotal?.currency || 'eur';
      const total = session!.amountTotal?.amountMinor ?? 0;
      const subscription = session!.mode === 2;
      const rows = session!.lineItems
        .map((item) => {
          const unit = money(item.unitPrice?.amountMinor ?? 0, item.unitPrice?.currency || currency);
          return `<tr><td>${escapeHtml(item.name)}</td><td>${item.quantity}</td><td class="amount">${escapeHtml(
            subscription ? fill(texts.testMode.monthly, { price: unit }) : unit,
          )}</td></tr>`;
        })
        .join('');
      const trial = session!.trialDays > 0;
      const note = trial
        ? `<p class="muted">${escapeHtml(fill(texts.testMode.trialNote, { days: session!.trialDays, price: money(total, currency) }))}</p>`
        : '';
      const open = session!.status === 'open';
      const actions = open
        ? `<form method="post" action="/stripe/test-mode/checkout/${id}" class="actions">${csrfField(request)}` +
          `<button type="submit" name="action" value="pay" class="primary" autofocus>${escapeHtml(
            trial ? texts.testMode.startTrial : fill(texts.testMode.pay, { amount: money(total, currency) }),
          )}</button>` +
          `<button type="submit" name="action" value="cancel">${escapeHtml(texts.testMode.cancel)}</button></form>`
        : `<p role="status">${escapeHtml(texts.testMode.closed)}</p><p><a href="/">${escapeHtml(texts.testMode.back)}</a></p>`;
      sendPage(
        response,
        look,
        texts.testMode.checkoutTitle,
        `<div class="card"><h1>${escapeHtml(texts.testMode.checkoutTitle)}</h1>` +
          `<table><thead><tr><th scope="col">${escapeHtml(texts.testMode.item)}</th><th scope="col">${escapeHtml(
            texts.testMode.quantity,
          )}</th><th scope="col" class="amount">${escapeHtml(texts.testMode.amount)}</th></tr></thead>` +
          `<tbody>${rows}</tbody><tfoot><tr><th scope="row" colspan="2">${escapeHtml(texts.testMode.total)}</th>` +
          `<td class="amount" data-testid="total">${escapeHtml(money(trial ? 0 : total, currency))}</td></tr></tfoot></table>` +
          `${note}${actions}</div>`,
      );
    }),
  );

  router.post(
    checkoutPath,
    form,
    page(async (request, response) => {
      const id = sessionIdOf(request);
      const action = (request.body as Record<string, unknown>).action;
      if (action === 'pay') {
        const answer = await clients.payment.payTestCheckout({ checkoutSessionId: id });
        await deliver(answer.events);
        response.redirect(303, answer.redirectUrl);
        return;
      }
      if (action === 'cancel') {
        const answer = await clients.payment.cancelTestCheckout({ checkoutSessionId: id });
        await deliver(answer.events);
        response.redirect(303, answer.redirectUrl);
        return;
      }
      throw new ServiceError('INVALID_ARGUMENT', 'action must be pay or cancel.');
    }),
  );

  const portalPath = '/stripe/test-mode/portal';
  /**
   * The product's own page to go back to, as a path: whatever origin an address names, only its
   * path is kept, so a crafted link cannot lead from the portal to another site.
   */
  const returnUrlOf = (value: unknown) => {
    const text = typeof value === 'string' ? value : '';
    try {
      const url = new URL(text, 'http://product.invalid');
      if (url.protocol === 'http:' || url.protocol === 'https:') return `${url.pathname}${url.search}`;
    } catch {
      // Falls through.
    }
    return '/account';
  };

  router.get(
    portalPath,
    page(async (request, response, _caller, texts, look) => {
      const returnUrl = returnUrlOf(request.query.return_url);
      const { subscriptions } = await clients.payment.listSubscriptions({});
      const live = subscriptions.filter((entry) => entry.status !== 'canceled');
      const items = live
        .map((entry) => {
          const tier = tierFromName(entry.productIdentifier.replace(/_trial$/, ''));
          const name = texts.tiers[tier];
          const status =
            texts.subscription.statuses[entry.status as keyof PlanTexts['subscription']['statuses']] ??
            entry.status;
          const options = planProducts
            .filter((plan) => plan !== tier)
            .map((plan) => `<option value="${plan}">${escapeHtml(texts.tiers[plan])}</option>`)
            .join('');
          const hidden =
            `${csrfField(request)}<input type="hidden" name="subscription_id" value="${escapeHtml(entry.id)}">` +
            `<input type="hidden" name="return_url" value="${escapeHtml(returnUrl)}">`;
          return (
            `<div class="card"><h2>${escapeHtml(name)}</h2><p class="muted">${escapeHtml(status)}</p>` +
            `<form method="post" action="${portalPath}" class="inline">${hidden}` +
            `<label>${escapeHtml(texts.testMode.changeTo)} <select name="product_identifier">${options}</select></label>` +
            `<button type="submit" name="action" value="change" class="primary">${escapeHtml(texts.testMode.changePlan)}</button></form>` +
            `<form method="post" action="${portalPath}" class="actions">${hidden}` +
            `<button type="submit" name="action" value="cancel">${escapeHtml(texts.testMode.cancelSubscription)}</button></form></div>`
          );
        })
        .join('');
      sendPage(
        response,
        look,
        texts.testMode.portalTitle,
        `<h1>${escapeHtml(texts.testMode.portalTitle)}</h1>` +
          (items || `<div class="card"><p>${escapeHtml(texts.testMode.noSubscriptions)}</p></div>`) +
          `<p><a href="${escapeHtml(returnUrl)}">${escapeHtml(texts.testMode.back)}</a></p>`,
      );
    }),
  );

  router.post(
    portalPath,
    form,
    page(async (request, response) => {
      const body = request.body as Record<string, unknown>;
      const subscriptionId = typeof body.subscription_id === 'string' ? body.subscription_id : '';
      if (!uuidPattern.test(subscriptionId)) throw new ServiceError('NOT_FOUND', 'Subscription not found.');
      const returnUrl = returnUrlOf(body.return_url);
      let answer: payment.ChangeTestSubscriptionResponse;
      if (body.action === 'cancel') {
        answer = await clients.payment.changeTestSubscription({
          subscriptionId,
          productIdentifier: '',
          cancel: true,
        });
      } else if (body.action === 'change') {
        answer = await clients.payment.changeTestSubscription({
          subscriptionId,
          productIdentifier: typeof body.product_identifier === 'string' ? body.product_identifier : '',
          cancel: false,
        });
      } else {
        throw new ServiceError('INVALID_ARGUMENT', 'action must be change or cancel.');
      }
      await deliver(answer.events);
      response.redirect(303, `${portalPath}?return_url=${encodeURIComponent(returnUrl)}`);
    }),
  );
  return router;
}
