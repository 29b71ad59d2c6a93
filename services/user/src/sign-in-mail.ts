import { defaultLanguage, isSupportedLanguage, locales } from '@atelier/i18n';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The sign-in e-mail in the reader's language: the 4-digit code, and a link doing the same.
 * Without a code (the address is under attack and accepts no codes for now), the link alone,
 * with a line saying why.
 */
export function composeSignInMail(options: {
  language: string;
  code?: string;
  link: string;
  minutes: number;
}): { subject: string; text: string; html: string } {
  const messages =
    locales[isSupportedLanguage(options.language) ? options.language : defaultLanguage].signInMail;
  const fill = (template: string) =>
    template.replace('{{code}}', options.code ?? '').replace('{{minutes}}', String(options.minutes));
  const { code } = options;
  if (code === undefined) {
    const text = [
      messages.linkOnlyLine,
      options.link,
      '',
      messages.codesPaused,
      fill(messages.linkExpiry),
      messages.ignore,
    ].join('\n');
    const html = `<!doctype html><html><body style="font-family:sans-serif">
<p>${escapeHtml(messages.linkOnlyLine)}<br><a href="${escapeHtml(options.link)}">${escapeHtml(messages.linkLabel)}</a></p>
<p>${escapeHtml(messages.codesPaused)}</p>
<p>${escapeHtml(fill(messages.linkExpiry))}<br>${escapeHtml(messages.ignore)}</p>
</body></html>`;
    return { subject: messages.linkOnlySubject, text, html };
  }
  const subject = fill(messages.subject);
  const text = [
    fill(messages.codeLine),
    '',
    code,
    '',
    messages.linkLine,
    options.link,
    '',
    fill(messages.expiry),
    messages.ignore,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<p>${escapeHtml(fill(messages.codeLine))}</p>
<p style="font-size:28px;letter-spacing:8px;font-weight:bold">${escapeHtml(code)}</p>
<p>${escapeHtml(messages.linkLine)}<br><a href="${escapeHtml(options.link)}">${escapeHtml(messages.linkLabel)}</a></p>
<p>${escapeHtml(fill(messages.expiry))}<br>${escapeHtml(messages.ignore)}</p>
</body></html>`;
  return { subject, text, html };
}
