import type { Logger } from '@atelier/platform';
import nodemailer from 'nodemailer';

/** One e-mail as the sign-in flows write it. */
export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends mail; resolves with the message id the transport gave it. */
export interface Mailer {
  send(message: MailMessage): Promise<string>;
  close?(): void;
}

/** A mail kept by the dev mailbox, newest last. */
export interface DevMail extends MailMessage {
  messageId: string;
  sentAt: Date;
}

/** The one-machine stand-in for SMTP: keeps recent mail in memory and writes each to the log. */
export interface DevMailbox extends Mailer {
  messages(): DevMail[];
}

/** nodemailer over an smtp:// or smtps:// URL (credentials, if any, inside the URL). */
export function createSmtpMailer(smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      const info = await transport.sendMail(message);
      return String(info.messageId);
    },
    close() {
      transport.close();
    },
  };
}

const devMailboxSize = 50;

export function createDevMailbox(logger: Logger): DevMailbox {
  const kept: DevMail[] = [];
  let counter = 0;
  return {
    async send(message) {
      counter += 1;
      const messageId = `<dev-${Date.now().toString(36)}-${counter}@atelier.local>`;
      kept.push({ ...message, messageId, sentAt: new Date() });
      if (kept.length > devMailboxSize) kept.shift();
      // The dev mailbox exists so a person running the product locally can sign in: the code
      // is meant to be read here (and on the dev mailbox page), never in a real deployment.
      logger.info({ to: message.to, subject: message.subject, text: message.text }, 'dev mailbox: e-mail');
      return messageId;
    },
    messages() {
      return [...kept];
    },
  };
}
