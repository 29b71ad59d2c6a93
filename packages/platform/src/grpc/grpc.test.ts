import { jsonMethod } from '@atelier/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logging/logger';
import { currentRequestContext, runWithRequestContext } from '../logging/request-context';
import { createServiceClient } from './client';
import { httpStatusOf, ServiceError, type ErrorCode } from './errors';
import { createIdentityKeys, createIdentitySigner, createIdentityVerifier } from './identity';
import { createGrpcServer, type GrpcServer } from './server';

interface EchoRequest {
  text: string;
  delayMilliseconds?: number;
  failWith?: ErrorCode | 'crash';
}
interface EchoResponse {
  text: string;
  requestId: string;
  userId: string;
  contextRequestId: string;
}

const EchoService = {
  echo: jsonMethod<EchoRequest, EchoResponse>('/atelier.test.Echo/Echo'),
  notYetBuilt: jsonMethod<EchoRequest, EchoResponse>('/atelier.test.Echo/NotYetBuilt'),
};

const logger = createLogger({ name: 'test', level: 'silent' });
let server: GrpcServer | undefined;

afterEach(async () => {
  await server?.shutdown(100);
  server = undefined;
});

// The test plays the gateway: it holds the private key and signs each call's caller.
const identityKeys = createIdentityKeys();

async function startEcho() {
  server = createGrpcServer({ logger, identity: createIdentityVerifier(identityKeys.publicKey) });
  server.addService(EchoService, {
    async echo(request, context) {
      if (request.delayMilliseconds)
        await new Promise((resolve) => setTimeout(resolve, request.delayMilliseconds));
      if (request.failWith === 'crash') throw new Error('relation "users" does not exist at /srv/app.ts:12');
      if (request.failWith)
        throw new ServiceError(request.failWith, `refused: ${request.text}`, { field: 'text' });
      return {
        text: request.text.toUpperCase(),
        requestId: context.requestId,
        userId: context.userId ?? '',
        contextRequestId: currentRequestContext()?.requestId ?? '',
      };
    },
  });
  const port = await server.listen('127.0.0.1:0');
  return createServiceClient(EchoService, `127.0.0.1:${port}`, {
    serviceName: 'echo service',
    deadlineMilliseconds: 2000,
    identity: createIdentitySigner(identityKeys.privateKey),
  });
}

describe('gRPC server and client', () => {
  it('carries the request id and the caller from the current request into the handler', async () => {
    const client = await startEcho();
    const response = await runWithRequestContext({ requestId: 'req-1', userId: 'user-9' }, () =>
      client.echo({ text: 'hello' }),
    );
    expect(response).toEqual({
      text: 'HELLO',
      requestId: 'req-1',
      userId: 'user-9',
      contextRequestId: 'req-1',
    });
    client.close();
  });

  it('passes a service error through with its code, message and details', async () => {
    const client = await startEcho();
    const error = await client
      .echo({ text: 'x', failWith: 'PERMISSION_DENIED' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ServiceError);
    expect(error).toMatchObject({
      code: 'PERMISSION_DENIED',
      message: 'refused: x',
      details: { field: 'text' },
    });
    client.close();
  });

  it('hides unexpected failures behind INTERNAL without their text', async () => {
    const client = await startEcho();
    const error = (await client
      .echo({ text: 'x', failWith: 'crash' })
      .catch((caught: unknown) => caught)) as ServiceError;
    expect(error.code).toBe('INTERNAL');
    expect(error.message).toBe('Internal error.');
    client.close();
  });

  it('answers UNIMPLEMENTED for a method without a handler', async () => {
    const client = await startEcho();
    await expect(client.notYetBuilt({ text: 'x' })).rejects.toMatchObject({
      code: 'UNIMPLEMENTED',
      message: 'notYetBuilt is not available yet.',
    });
    client.close();
  });

  it('gives up at the deadline with a message naming the service', async () => {
    const client = await startEcho();
    await expect(
      client.echo({ text: 'x', delayMilliseconds: 1500 }, { deadlineMilliseconds: 200 }),
    ).rejects.toMatchObject({
      code: 'DEADLINE_EXCEEDED',
      message: 'The echo service did not answer in time.',
    });
    client.close();
  });

  it('never waits past the deadline of the request being served', async () => {
    const client = await startEcho();
    const deadline = Date.now() + 150;
    await expect(
      runWithRequestContext({ requestId: 'r', deadline }, () =>
        client.echo({ text: 'x', delayMilliseconds: 1000 }),
      ),
    ).rejects.toMatchObject({ code: 'DEADLINE_EXCEEDED' });
    client.close();
  });

  it('finishes a call in flight during shutdown and refuses new ones after', async () => {
    const client = await startEcho();
    const inFlight = client.echo({ text: 'slow', delayMilliseconds: 400 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stopping = server!.shutdown(5000);
    await expect(inFlight).resolves.toMatchObject({ text: 'SLOW' });
    await stopping;
    server = undefined;
    await expect(client.echo({ text: 'late' })).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    client.close();
  });
});

describe('httpStatusOf', () => {
  it('maps each code to the HTTP status REST clients expect', () => {
    const expected: Record<ErrorCode, number> = {
      CANCELLED: 499,
      UNKNOWN: 500,
      INVALID_ARGUMENT: 400,
      DEADLINE_EXCEEDED: 504,
      NOT_FOUND: 404,
      ALREADY_EXISTS: 409,
      PERMISSION_DENIED: 403,
      RESOURCE_EXHAUSTED: 429,
      FAILED_PRECONDITION: 400,
      ABORTED: 409,
      OUT_OF_RANGE: 400,
      UNIMPLEMENTED: 501,
      INTERNAL: 500,
      UNAVAILABLE: 503,
      DATA_LOSS: 500,
      UNAUTHENTICATED: 401,
    };
    for (const [code, status] of Object.entries(expected))
      expect([code, httpStatusOf(code as ErrorCode)]).toEqual([code, status]);
  });
});
