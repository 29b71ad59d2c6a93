import { randomUUID } from 'node:crypto';
import { createServiceClient, type Database } from '@atelier/platform';
import { UserServiceService } from '@atelier/proto';
import type { RunningProduct } from './product';

export interface TestUser {
  id: string;
  email: string;
  /** A bearer token of a live session. */
  accessToken: string;
}

/**
 * A signed-in user for tests and benchmarks, made the way the sign-in flows make one: a row in
 * the user service's schema (terms accepted), then a session through its gRPC API.
 */
export async function createTestUser(
  product: RunningProduct,
  database: Database,
  person: { id?: string; email: string },
): Promise<TestUser> {
  const id = person.id ?? randomUUID();
  await database.sql.query(
    `INSERT INTO "user"."users" (id, email, accepted_terms_at) VALUES ($1, $2, now())`,
    [id, person.email],
  );
  const address = product.services.find((service) => service.name === 'user')!.address;
  const users = createServiceClient(UserServiceService, address, {
    serviceName: 'user service',
    identity: product.identity,
  });
  try {
    const answer = await users.createSession({
      userId: id,
      kind: 1,
      userAgent: 'test',
      ipAddress: '127.0.0.1',
    });
    return { id, email: person.email, accessToken: answer.session!.accessToken };
  } finally {
    users.close();
  }
}

/** What `callProduct` answers: the status, headers and bytes, and the body read as JSON when it is JSON. */
export interface ProductAnswer {
  status: number;
  headers: Headers;
  type: string | null;
  // Tests read answers' fields freely.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: Record<string, any>;
  bytes: Buffer;
}

/**
 * A REST call to the running product as a signed-in user (a bearer token) or anonymously, with a
 * JSON body or a multipart form, the way the web app makes it.
 */
export async function callProduct(
  product: Pick<RunningProduct, 'url'>,
  method: string,
  route: string,
  options: { user?: TestUser; body?: unknown; form?: FormData } = {},
): Promise<ProductAnswer> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.user) headers.authorization = `Bearer ${options.user.accessToken}`;
  let body: NonNullable<RequestInit['body']> | undefined;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  } else if (options.form) body = options.form;
  const response = await fetch(`${product.url}${route}`, { method, headers, body });
  const bytes = Buffer.from(await response.arrayBuffer());
  const type = response.headers.get('content-type');
  const isJson = type?.startsWith('application/json') && bytes.length > 0;
  return {
    status: response.status,
    headers: response.headers,
    type,
    body: isJson ? JSON.parse(bytes.toString()) : {},
    bytes,
  };
}
