import type { RequestHandler } from 'express';

/** What the dev mailbox page needs of the mailbox: the kept mail, oldest first. */
export interface DevMailboxView {
  messages(): Array<{ to: string; subject: string; text: string; sentAt: Date }>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The dev-only page of the one-machine product without SMTP: the sign-in mail it would have
 * sent, newest first, so a person running Atelier locally can sign in. It exists only when the
 * product runs with the dev mailbox; a deployment with SMTP_URL has no such page.
 */
export function devMailboxPage(mailbox: DevMailboxView): RequestHandler {
  return (request, response) => {
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
    response
      .type('html')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev mailbox · Atelier</title>` +
          `<style>body{font-family:sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem}` +
          `article{border-bottom:1px solid #ccc;padding:1rem 0}pre{white-space:pre-wrap}</style></head>` +
          `<body><h1>Dev mailbox</h1><p>Mail the product would have sent; shown only while no SMTP_URL is set.</p>` +
          (items || '<p>No mail yet.</p>') +
          `</body></html>`,
      );
  };
}
