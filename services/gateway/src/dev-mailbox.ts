import { isIP } from 'node:net';
import type { Request, RequestHandler } from 'express';
import { sendError } from './errors';
import { setServerPagePolicy } from './middleware/security-headers';

const mailboxStyle =
  'body{font-family:sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem}' +
  'article{border-bottom:1px solid #ccc;padding:1rem 0}pre{white-space:pre-wrap}';

/** What the dev mailbox page needs of the mailbox: the kept mail, oldest first. */
export interface DevMailboxView {
  messages(): Array<{ to: string; subject: string; text: string; sentAt: Date }>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** True for 127.0.0.0/8, ::1 and an IPv4 loopback address written as IPv6. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const bare = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
  if (isIP(bare) === 4) return bare.startsWith('127.');
  return bare === '::1';
}

// A proxy in front of the gateway connects from loopback on behalf of anyone, so a request that
// says it was forwarded is treated as coming from elsewhere, whatever its socket says.
const forwardingHeaders = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip'];

/** Whether a request came straight from a program on this machine, not through a proxy. */
export function cameFromThisMachine(request: Request): boolean {
  if (!isLoopbackAddress(request.socket.remoteAddress)) return false;
  return forwardingHeaders.every((header) => request.get(header) === undefined);
}

/**
 * The dev-only page of the one-machine product without SMTP: the sign-in mail it would have
 * sent, newest first, so a person running Atelier locally can sign in. It exists only when the
 * product runs with the dev mailbox; a deployment with SMTP_URL has no such page. The page holds
 * everyone's sign-in codes, so it answers only requests made on this machine: the socket's own
 * peer address decides (never X-Forwarded-For), and a forwarded request is refused.
 */
export function devMailboxPage(mailbox: DevMailboxView): RequestHandler {
  return (request, response) => {
    if (!cameFromThisMachine(request)) {
      sendError(
        response,
        403,
        'PERMISSION_DENIED',
        'The dev mailbox is shown only to a browser on the machine that runs Atelier.',
      );
      return;
    }
    const messages = mailbox.messages().slice().reverse();
    response.setHeader('Cache-Control', 'no-store');
    if (!(request.get('accept') ?? '').includes('text/html')) {
      response.json({
        messages: messages.map((message) => ({ ...message, sentAt: message.sentAt.toISOString() })),
      });
      return;
    }
    const items = messages
      .map(
        (message) =>
          `<article><h2>${escapeHtml(message.subject)}</h2><p>To ${escapeHtml(message.to)}, ${escapeHtml(
            message.sentAt.toISOString(),
          )}</p><pre>${escapeHtml(message.text)}</pre></article>`,
      )
      .join('');
    // The page's one inline style applies by its hash; nothing may run or load.
    setServerPagePolicy(response, { styles: [mailboxStyle] });
    response
      .type('html')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev mailbox · Atelier</title>` +
          `<style>${mailboxStyle}</style></head>` +
          `<body><h1>Dev mailbox</h1><p>Mail the product would have sent; shown only while no SMTP_URL is set.</p>` +
          (items || '<p>No mail yet.</p>') +
          `</body></html>`,
      );
  };
}
