import { sign } from 'node:crypto';
import {
  Client,
  credentials,
  Metadata,
  status as GrpcStatus,
  type ServiceError as GrpcError,
} from '@grpc/grpc-js';
import { jsonMethod } from '@atelier/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logging/logger';
import { currentRequestContext, runWithRequestContext } from '../logging/request-context';
import { createServiceClient } from './client';
import {
  createIdentityKeys,
  createIdentitySigner,
  createIdentityVerifier,
  identityTokenLifetimeSeconds,
  readIdentityKey,
} from './identity';
import { createGrpcServer, type GrpcServer } from './server';

// A service believes only callers the gateway vouched for: a token signed with the gateway's
// private key. These tests call a real gRPC server the way a local process could, with forged,
// missing, altered and expired identities.

interface WhoRequest {
  note?: string;
}
interface WhoResponse {
  userId: string;
  role: string;
}

const WhoService = { who: jsonMethod<WhoRequest, WhoResponse>('/atelier.test.Who/Who') };
const PlanService = {
  plan: jsonMethod<WhoRequest, { tier: string; trial: boolean }>('/atelier.test.Plan/Plan'),
};
const OpenService = { check: jsonMethod<WhoRequest, { status: number }>('/atelier.test.Open/Check') };

const logger = createLogger({ name: 'test', level: 'silent' });
const gatewayKeys = createIdentityKeys();
let server: GrpcServer | undefined;
let port = 0;

afterEach(async () => {
  await server?.shutdown(100);
  server = undefined;
});

async function startServer() {
  server = createGrpcServer({ logger, identity: createIdentityVerifier(gatewayKeys.publicKey) });
  server.addService(WhoService, {
    async who(_request, context) {
      return { userId: context.userId ?? '', role: context.role ?? '' };
    },
  });
  // Reads the plan the way every service does: from the request context the identity set up.
  server.addService(PlanService, {
    async plan() {
      const context = currentRequestContext();
      return { tier: context?.tier ?? 'none', trial: context?.trial ?? false };
    },
  });
  server.addService(OpenService, { check: async () => ({ status: 1 }) }, { open: true });
  port = await server.listen('127.0.0.1:0');
}

/** A raw call with whatever metadata a local process chooses to send. */
function rawCall(path: string, metadata: Metadata): Promise<unknown> {
  const client = new Client(`127.0.0.1:${port}`, credentials.createInsecure());
  return new Promise<unknown>((resolve, reject) => {
    client.makeUnaryRequest(
      path,
      (value: unknown) => Buffer.from(JSON.stringify(value)),
      (buffer: Buffer) => JSON.parse(buffer.toString()) as unknown,
      {},
      metadata,
      { deadline: Date.now() + 3000 },
      (error: GrpcError | null, response?: unknown) => (error ? reject(error) : resolve(response)),
    );
  }).finally(() => client.close());
}

function withToken(token: string): Metadata {
  const metadata = new Metadata();
  metadata.set('x-atelier-identity', token);
  return metadata;
}

/** A token in the right format, signed by whichever key is given. */
function tokenSignedWith(privateKey: string, claims: Record<string, unknown>): string {
  const signed = `v1.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  const signature = sign(null, Buffer.from(signed), readIdentityKey(privateKey, 'private')).toString(
    'base64url',
  );
  return `${signed}.${signature}`;
}

const now = () => Math.floor(Date.now() / 1000);

describe('identity between the gateway and services', () => {
  it('believes the caller the gateway signed', async () => {
    await startServer();
    const client = createServiceClient(WhoService, `127.0.0.1:${port}`, {
      serviceName: 'who service',
      identity: createIdentitySigner(gatewayKeys.privateKey),
    });
    const answer = await runWithRequestContext({ requestId: 'r1', userId: 'user-a', role: 'admin' }, () =>
      client.who({}),
    );
    expect(answer).toEqual({ userId: 'user-a', role: 'admin' });
    client.close();
  });

  it('refuses a bare x-user-id, as any local process could send it', async () => {
    await startServer();
    const metadata = new Metadata();
    metadata.set('x-user-id', 'user-a');
    metadata.set('x-user-role', 'admin');
    await expect(rawCall(WhoService.who.path, metadata)).rejects.toMatchObject({
      code: GrpcStatus.UNAUTHENTICATED,
      details: 'The call carries no identity from the gateway.',
    });
  });

  it('refuses a call without any identity through the ordinary client', async () => {
    await startServer();
    const client = createServiceClient(WhoService, `127.0.0.1:${port}`, { serviceName: 'who service' });
    await expect(
      runWithRequestContext({ requestId: 'r2', userId: 'user-a' }, () => client.who({})),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    client.close();
  });

  it('refuses a token signed with any other key', async () => {
    await startServer();
    const forger = createIdentityKeys();
    const token = tokenSignedWith(forger.privateKey, {
      sub: 'user-a',
      rid: 'r3',
      iat: now(),
      exp: now() + 60,
    });
    await expect(rawCall(WhoService.who.path, withToken(token))).rejects.toMatchObject({
      code: GrpcStatus.UNAUTHENTICATED,
      details: 'The identity token is not signed by the gateway.',
    });
  });

  it('refuses a genuine token whose caller was changed', async () => {
    await startServer();
    const genuine = createIdentitySigner(gatewayKeys.privateKey).tokenFor({
      requestId: 'r4',
      userId: 'user-b',
    });
    const [version, , signature] = genuine.split('.');
    const altered = Buffer.from(
      JSON.stringify({ sub: 'user-a', rid: 'r4', iat: now(), exp: now() + 60 }),
    ).toString('base64url');
    await expect(
      rawCall(WhoService.who.path, withToken(`${version}.${altered}.${signature}`)),
    ).rejects.toMatchObject({
      code: GrpcStatus.UNAUTHENTICATED,
    });
  });

  it('refuses a token past its short lifetime', async () => {
    await startServer();
    const issuedLongAgo = createIdentitySigner(gatewayKeys.privateKey, {
      clock: () => Date.now() - (identityTokenLifetimeSeconds + 31) * 1000,
    }).tokenFor({ requestId: 'r5', userId: 'user-a' });
    await expect(rawCall(WhoService.who.path, withToken(issuedLongAgo))).rejects.toMatchObject({
      code: GrpcStatus.UNAUTHENTICATED,
      details: 'The identity token has expired.',
    });
  });

  it('refuses garbage in the token', async () => {
    await startServer();
    for (const token of ['v1.e30', 'v2.e30.AAAA', 'x'.repeat(5000), 'v1.bm90IGpzb24.AAAA']) {
      await expect(rawCall(WhoService.who.path, withToken(token))).rejects.toMatchObject({
        code: GrpcStatus.UNAUTHENTICATED,
      });
    }
  });

  it('keeps an open service (the health check) answering without identity', async () => {
    await startServer();
    await expect(rawCall(OpenService.check.path, new Metadata())).resolves.toEqual({ status: 1 });
  });

  it('signs once per request and reuses the token for its further calls', () => {
    const signer = createIdentitySigner(gatewayKeys.privateKey);
    const context = { requestId: 'r6', userId: 'user-a' };
    expect(signer.tokenFor(context)).toBe(signer.tokenFor(context));
    expect(signer.tokenFor({ requestId: 'r7', userId: 'user-a' })).not.toBe(signer.tokenFor(context));
  });

  it('states the caller learnt during the request, not the one of an earlier call', async () => {
    await startServer();
    const client = createServiceClient(WhoService, `127.0.0.1:${port}`, {
      serviceName: 'who service',
      identity: createIdentitySigner(gatewayKeys.privateKey),
    });
    // The gateway's own first call (recognising the token) is made before it knows the caller.
    const context: { requestId: string; userId?: string; role?: string } = { requestId: 'r8' };
    expect(await runWithRequestContext(context, () => client.who({}))).toEqual({ userId: '', role: '' });
    context.userId = 'user-c';
    context.role = 'user';
    expect(await runWithRequestContext(context, () => client.who({}))).toEqual({
      userId: 'user-c',
      role: 'user',
    });
    client.close();
  });

  it("carries the caller's plan and trial to the service, which reads them from its request context", async () => {
    await startServer();
    const client = createServiceClient(PlanService, `127.0.0.1:${port}`, {
      serviceName: 'plan service',
      identity: createIdentitySigner(gatewayKeys.privateKey),
    });
    const context = { requestId: 'r9', userId: 'user-a', tier: 'pro', trial: true };
    expect(await runWithRequestContext(context, () => client.plan({}))).toEqual({ tier: 'pro', trial: true });
    // An anonymous request states no plan at all.
    expect(await runWithRequestContext({ requestId: 'r10' }, () => client.plan({}))).toEqual({
      tier: 'none',
      trial: false,
    });
    client.close();
  });

  it('signs a new token when the plan learnt during the request changes, and never believes a raised plan', async () => {
    await startServer();
    const signer = createIdentitySigner(gatewayKeys.privateKey);
    const context: { requestId: string; userId: string; tier?: string } = {
      requestId: 'r11',
      userId: 'user-a',
    };
    const before = signer.tokenFor(context);
    context.tier = 'composer';
    const after = signer.tokenFor(context);
    expect(after).not.toBe(before);
    const claims = JSON.parse(Buffer.from(after.split('.')[1]!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    expect(claims.tier).toBe('composer');
    const [version, , signature] = after.split('.');
    const raised = Buffer.from(JSON.stringify({ ...claims, tier: 'studio' })).toString('base64url');
    await expect(
      rawCall(PlanService.plan.path, withToken(`${version}.${raised}.${signature}`)),
    ).rejects.toMatchObject({ code: GrpcStatus.UNAUTHENTICATED });
    const malformed = tokenSignedWith(gatewayKeys.privateKey, {
      sub: 'user-a',
      rid: 'r12',
      tier: 'pro',
      trial: 'yes',
      iat: now(),
      exp: now() + 60,
    });
    await expect(rawCall(PlanService.plan.path, withToken(malformed))).rejects.toMatchObject({
      code: GrpcStatus.UNAUTHENTICATED,
      details: 'The identity token is malformed.',
    });
  });
});
