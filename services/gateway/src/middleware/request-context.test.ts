import {
  createGrpcServer,
  createIdentityKeys,
  createIdentitySigner,
  createIdentityVerifier,
  createLogger,
  createServiceClient,
  type UnaryMethodDefinition,
} from '@atelier/platform';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { requestContext } from './request-context';

interface Empty {
  note?: string;
}
interface Seen {
  requestId: string;
  developer: string;
}

function jsonMethod<Request, Response>(path: string): UnaryMethodDefinition<Request, Response> {
  const serialize = (value: unknown) => Buffer.from(JSON.stringify(value));
  const deserialize = (buffer: Buffer) => JSON.parse(buffer.toString());
  return {
    path,
    requestStream: false,
    responseStream: false,
    requestSerialize: serialize,
    requestDeserialize: deserialize,
    responseSerialize: serialize,
    responseDeserialize: deserialize,
  };
}

const ProbeService = { whoAsks: jsonMethod<Empty, Seen>('/atelier.test.Probe/WhoAsks') };

describe('requestContext', () => {
  it('hands the request id and the developer header to every service the request calls', async () => {
    const logger = createLogger({ name: 'test', level: 'silent' });
    const keys = createIdentityKeys();
    const server = createGrpcServer({ logger, identity: createIdentityVerifier(keys.publicKey) });
    server.addService(ProbeService, {
      async whoAsks(_request, context) {
        return { requestId: context.requestId, developer: context.developer ?? '' };
      },
    });
    const grpcPort = await server.listen('127.0.0.1:0');
    const probe = createServiceClient(ProbeService, `127.0.0.1:${grpcPort}`, {
      serviceName: 'probe service',
      identity: createIdentitySigner(keys.privateKey),
    });

    const app = express();
    app.use(requestContext());
    app.get('/probe', async (_request, response) => {
      response.json(await probe.whoAsks({}));
    });
    const http = app.listen(0);
    await new Promise((resolve) => http.once('listening', resolve));
    const port = (http.address() as { port: number }).port;
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/probe`, {
        headers: { 'X-Request-Id': 'req-77', 'X-Developer': 'ada-dev' },
      });
      expect(await answer.json()).toEqual({ requestId: 'req-77', developer: 'ada-dev' });

      const overlong = await fetch(`http://127.0.0.1:${port}/probe`, {
        headers: { 'X-Developer': 'x'.repeat(201) },
      });
      expect(((await overlong.json()) as Seen).developer).toBe('');
    } finally {
      http.close();
      probe.close();
      await server.shutdown(100);
    }
  });
});
