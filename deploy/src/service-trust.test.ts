import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Metadata, status as GrpcStatus, credentials, type ServiceError as GrpcError } from '@grpc/grpc-js';
import {
  createIdentityKeys,
  createIdentitySigner,
  createLogger,
  createServiceClient,
  runWithRequestContext,
  type Database,
} from '@atelier/platform';
import { health, ProjectServiceClient, ProjectServiceService, type project } from '@atelier/proto';
import { createTestDatabase, uniqueTestPrefix, type TestDatabase } from '@atelier/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProduct, type RunningProduct } from './product';
import { createTestUser, type TestUser } from './test-users';

// A local process that can reach a service's gRPC port must not be able to act as a user: the
// services of a running product believe only a caller signed with this start's gateway key.
let testDatabase: TestDatabase;
let database: Database;
let product: RunningProduct;
let dataDirectory: string;
let ada: TestUser;
let privateProjectId: string;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = await testDatabase.open();
  dataDirectory = await mkdtemp(path.join(tmpdir(), 'atelier-service-trust-'));
  product = await startProduct({
    port: 0,
    dataDirectory,
    database,
    busPrefix: uniqueTestPrefix('service_trust'),
    logger: createLogger({ name: 'test', level: process.env.TRUST_LOG ?? 'silent' }),
  });
  ada = await createTestUser(product, database, { email: 'ada@example.com' });
  const created = await fetch(`${product.url}/project/version/create/new`, {
    method: 'POST',
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      authorization: `Bearer ${ada.accessToken}`,
    },
    body: JSON.stringify({ name: 'Private sketch' }),
  });
  expect(created.status).toBe(201);
  privateProjectId = ((await created.json()) as { project: { id: string } }).project.id;
});

afterAll(async () => {
  await product?.stop();
  await testDatabase?.drop();
  if (dataDirectory) await rm(dataDirectory, { recursive: true, force: true });
});

const projectAddress = () => product.services.find((service) => service.name === 'project')!.address;

/** GetProject through the generated client with whatever metadata a local process chooses. */
function getProjectWith(metadata: Metadata): Promise<project.GetProjectResponse> {
  const client = new ProjectServiceClient(projectAddress(), credentials.createInsecure());
  return new Promise<project.GetProjectResponse>((resolve, reject) =>
    client.getProject({ projectId: privateProjectId }, metadata, (error: GrpcError | null, value) =>
      error ? reject(error) : resolve(value),
    ),
  ).finally(() => client.close());
}

describe("a direct call to a service's port", () => {
  it('with a made-up x-user-id is refused', async () => {
    const metadata = new Metadata();
    metadata.set('x-user-id', ada.id);
    await expect(getProjectWith(metadata)).rejects.toMatchObject({ code: GrpcStatus.UNAUTHENTICATED });
  });

  it('without any identity is refused', async () => {
    await expect(getProjectWith(new Metadata())).rejects.toMatchObject({ code: GrpcStatus.UNAUTHENTICATED });
  });

  it('with an identity signed by a key other than the gateway’s is refused', async () => {
    const forged = createServiceClient(ProjectServiceService, projectAddress(), {
      serviceName: 'project service',
      identity: createIdentitySigner(createIdentityKeys().privateKey),
    });
    await expect(
      runWithRequestContext({ requestId: 'forged-1', userId: ada.id }, () =>
        forged.getProject({ projectId: privateProjectId }),
      ),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    forged.close();
  });

  it('signed by the gateway reads the project, and so does the REST call', async () => {
    const genuine = createServiceClient(ProjectServiceService, projectAddress(), {
      serviceName: 'project service',
      identity: product.identity,
    });
    const answer = await runWithRequestContext({ requestId: 'genuine-1', userId: ada.id }, () =>
      genuine.getProject({ projectId: privateProjectId }),
    );
    expect(answer.project?.name).toBe('Private sketch');
    genuine.close();
    const overRest = await fetch(`${product.url}/project/${privateProjectId}`, {
      headers: { accept: 'application/json', authorization: `Bearer ${ada.accessToken}` },
    });
    expect(overRest.status).toBe(200);
  });

  it('to the health check still answers without identity', async () => {
    const client = new health.HealthClient(projectAddress(), credentials.createInsecure());
    const answer = await new Promise<health.HealthCheckResponse>((resolve, reject) =>
      client.check({ service: '' }, (error, value) => (error ? reject(error) : resolve(value))),
    );
    expect(answer.status).toBe(health.HealthCheckResponse_ServingStatus.SERVING);
    client.close();
  });
});
