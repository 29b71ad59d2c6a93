import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on loopback that keeps every mail it receives, parsed. */
export interface TestMailServer {
  /** smtp:// URL to hand to the product as SMTP_URL. */
  url: string;
  received: ParsedMail[];
  /** Resolves with the next mail to the address (or one already received and not yet taken). */
  nextMailTo(address: string, timeoutMilliseconds?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

export async function startTestMailServer(): Promise<TestMailServer> {
  const received: ParsedMail[] = [];
  const taken = new Set<ParsedMail>();
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          for (const wake of waiters.splice(0)) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const recipientOf = (mail: ParsedMail) =>
    (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [])
      .flatMap((entry) => entry.value.map((value) => value.address?.toLowerCase()))
      .filter(Boolean);

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async nextMailTo(address, timeoutMilliseconds = 10_000) {
      const wanted = address.trim().toLowerCase();
      const deadline = Date.now() + timeoutMilliseconds;
      for (;;) {
        const mail = received.find(
          (candidate) => !taken.has(candidate) && recipientOf(candidate).includes(wanted),
        );
        if (mail) {
          taken.add(mail);
          return mail;
        }
        const remaining = deadline - Date.now();
        if (remaining <= 0) throw new Error(`No mail to ${address} arrived within ${timeoutMilliseconds} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, remaining);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    close() {
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
