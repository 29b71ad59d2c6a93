import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface Account {
  accountId: string;
  claims(): Promise<Record<string, unknown>>;
}

// The part of oidc-provider's API used here; the package ships no type declarations.
type ProviderConstructor = new (
  issuer: string,
  configuration: Record<string, unknown> & {
    findAccount(context: unknown, accountId: string): Promise<Account | undefined>;
  },
) => { callback(): (request: IncomingMessage, response: ServerResponse) => void };

/** A local OpenID Connect issuer standing in for Google in tests. */
export interface TestOpenIdProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

/**
 * Runs oidc-provider on loopback with one confidential client. Its development sign-in page
 * accepts any login; the login typed there becomes the account's subject and e-mail address,
 * reported as verified unless it starts with "unverified".
 */
export async function startTestOpenIdProvider(options: { redirectUri: string }): Promise<TestOpenIdProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'atelier-test';
  const clientSecret = 'atelier-test-secret-that-is-long-enough';
  const moduleName = 'oidc-provider';
  const { default: Provider } = (await import(moduleName)) as { default: ProviderConstructor };
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    // Put the scope's claims in the ID token, as Google does.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['atelier-test-cookie-key'] },
    async findAccount(_context: unknown, accountId: string) {
      return {
        accountId,
        async claims() {
          return {
            sub: `subject-${accountId}`,
            email: accountId,
            email_verified: !accountId.startsWith('unverified'),
          };
        },
      };
    },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
