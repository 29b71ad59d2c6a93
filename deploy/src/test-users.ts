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
