import { credentials, Metadata, Server, ServerCredentials, type ServiceError } from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HealthClient,
  HealthService,
  JobServiceService,
  PaymentServiceService,
  PrintServiceService,
  ProjectServiceService,
  TemplateServiceService,
  UserServiceClient,
  UserServiceService,
  common,
  health,
  job,
  payment,
  print,
  serviceNames,
  user,
  type HealthServer,
  type UserServiceServer,
} from './index';

function bytes(...values: number[]): Uint8Array {
  return Uint8Array.from(values);
}

function ascii(text: string): number[] {
  return [...text].map((character) => character.charCodeAt(0));
}

describe('wire encoding', () => {
  it('encodes a blob reference field by field', () => {
    const file: common.BlobFile = { blobKey: 'k', name: 'a.png', contentType: 'image/png', sizeBytes: 300 };
    // Field 1 (tag 0x0a) "k"; field 2 (0x12) "a.png"; field 3 (0x1a) "image/png";
    // field 4 varint (0x20) 300 = 0b10_0101100 -> 0xac 0x02.
    // prettier-ignore
    const expected = bytes(
      0x0a, 1, ...ascii('k'),
      0x12, 5, ...ascii('a.png'),
      0x1a, 9, ...ascii('image/png'),
      0x20, 0xac, 0x02,
    );
    expect(common.BlobFile.encode(file).finish()).toEqual(expected);
    expect(common.BlobFile.decode(expected)).toEqual(file);
  });

  it('carries a timestamp as seconds and nanoseconds and decodes it to the same Date', () => {
    const session: user.Session = {
      userId: 'u',
      accessToken: 't',
      expiresAt: new Date(1_000_500),
      acceptedTerms: true,
      // Empty strings and unset fields are not written, so the bytes below stay as they are.
      refreshToken: '',
      sessionId: '',
    };
    // expires_at is field 3 (0x1a) holding Timestamp{seconds: 1000, nanos: 500000000}:
    // 0x08 then 1000 as varint (0xe8 0x07); 0x10 then 500000000 as varint
    // (0x80 0xca 0xb5 0xee 0x01). accepted_terms is field 4 varint (0x20) 1.
    // prettier-ignore
    const expected = bytes(
      0x0a, 1, ...ascii('u'),
      0x12, 1, ...ascii('t'),
      0x1a, 9, 0x08, 0xe8, 0x07, 0x10, 0x80, 0xca, 0xb5, 0xee, 0x01,
      0x20, 0x01,
    );
    expect(user.Session.encode(session).finish()).toEqual(expected);
    expect(user.Session.decode(expected)).toEqual(session);
  });

  it('keeps an explicit false apart from an unset optional field', () => {
    // Rejecting the terms must reach the service: field 2 (0x10) with value 0.
    expect(user.UpdateUserRequest.encode({ acceptedTerms: false }).finish()).toEqual(bytes(0x10, 0x00));
    expect(user.UpdateUserRequest.encode({}).finish()).toEqual(bytes());
    expect(user.UpdateUserRequest.decode(bytes(0x10, 0x00)).acceptedTerms).toBe(false);
    expect(user.UpdateUserRequest.decode(bytes()).acceptedTerms).toBeUndefined();
  });

  it('carries a free-form profile as plain JSON values', () => {
    const request: user.UpdateUserRequest = {
      profile: { first_name: 'Ada', settings: { theme: 'dark', hints: ['grid', 'nodes'], gridSize: 20 } },
    };
    const decoded = user.UpdateUserRequest.decode(user.UpdateUserRequest.encode(request).finish());
    expect(decoded.profile).toEqual({
      first_name: 'Ada',
      settings: { theme: 'dark', hints: ['grid', 'nodes'], gridSize: 20 },
    });
  });

  it('passes a webhook body through as raw bytes', () => {
    // With env=node, bytes fields are Buffers, which the gateway gets from express.raw().
    const request: payment.HandleWebhookRequest = { payload: Buffer.from([1, 2, 3]), signature: 's' };
    const expected = bytes(0x0a, 3, 1, 2, 3, 0x12, 1, ...ascii('s'));
    expect(payment.HandleWebhookRequest.encode(request).finish()).toEqual(expected);
    expect(payment.HandleWebhookRequest.decode(expected)).toEqual(request);
  });

  it('reads 64-bit ids as numbers and enums without their prefix', () => {
    // variant_id is field 2 (0x10), 4012 = 31 * 128 + 44 -> 0xac 0x1f; quantity field 4 (0x20) 2.
    const item = print.AddOrderItemRequest.decode(
      bytes(0x0a, 1, ...ascii('o'), 0x10, 0xac, 0x1f, 0x20, 0x02),
    );
    expect(item).toEqual({
      orderId: 'o',
      variantId: 4012,
      file: undefined,
      quantity: 2,
      placement: '',
      projectId: '',
      projectVersionId: '',
      renderJobId: '',
    });

    // state is optional field 3 (0x18); queued is 2.
    expect(
      job.ListJobsRequest.encode({
        limit: 0,
        offset: 0,
        state: job.JobState.QUEUED,
        type: '',
        target: '',
      }).finish(),
    ).toEqual(bytes(0x18, 0x02));
  });
});

/** The calls the gateway and the workers make, per service, as named in the .proto files. */
const expectedMethods = {
  [serviceNames.user]: [
    'Authenticate',
    'CreateSession',
    'RefreshSession',
    'RevokeSession',
    'ReadUser',
    'UpdateUser',
    'ConsumeLimit',
    'SendFeedback',
    'RequestEmailSignIn',
    'SignInWithOneTimePassword',
    'GetSignInMethods',
    'StartGoogleSignIn',
    'FinishGoogleSignIn',
    'GetPasskeyRegistrationOptions',
    'VerifyPasskeyRegistration',
    'GetPasskeyAuthenticationOptions',
    'VerifyPasskeyAuthentication',
    'ListPasskeys',
    'DeletePasskey',
  ],
  [serviceNames.project]: [
    'ListProjects',
    'GetProject',
    'ListPublicProjects',
    'CreateProject',
    'UpdateProject',
    'DuplicateProject',
    'DeleteProjects',
    'DeleteAllDeletedProjects',
    'ListProjectVersions',
    'CreateProjectVersion',
    'UpdateProjectVersion',
    'GetProjectVersionNodegraph',
    'CheckReadableTarget',
    'DuplicateProjectVersion',
    // For the template service only: a template's design copied for its publication or a buyer.
    'CopyProjectForTemplate',
    'SetProjectVersionPreview',
    'SaveNodePreviews',
    'GetProjectVersionPreview',
    'CreateFile',
    'GetFile',
    'DetectFaces',
    'DeleteFile',
    'DuplicateFile',
    'RemoveBackground',
    'ListExternalAssets',
    'GetExternalAsset',
    'SearchImages',
    'ListFolders',
    'GetFolder',
    'CreateFolder',
    'UpdateFolder',
    'DeleteFolder',
    'AddProjectToFolder',
    'RemoveProjectFromFolder',
    'ClearProjectFolder',
    'SetFolderParent',
    'ClearFolderParent',
  ],
  [serviceNames.template]: [
    'CreateTemplate',
    'ListTemplates',
    'GetTemplate',
    'ListOwnTemplates',
    'UpdateTemplate',
    'AddTemplateProject',
    'RemoveTemplateProject',
    'PublishTemplate',
    'BuyTemplate',
    'AcquireTemplate',
    'GetOrder',
    'ListUserTemplates',
    'GetUserTemplate',
    'UpdateUserTemplate',
    'SetUserTemplatePresets',
  ],
  [serviceNames.job]: [
    'CreateJob',
    'GetJob',
    'ListJobs',
    'StartJob',
    'CancelJob',
    'AddJobFile',
    'GetJobFile',
    'ClaimJob',
    'ReportProgress',
    'CompleteJob',
    'FailJob',
    'RemoveExpiredJobs',
  ],
  [serviceNames.payment]: [
    'ListSubscriptions',
    'GetCheckoutSession',
    'BuyProduct',
    'CreateCustomerPortalSession',
    'CreateCheckoutSession',
    'HandleWebhook',
    // The built-in test mode's checkout and portal pages, and which provider answers.
    'GetProviderInfo',
    'PayTestCheckout',
    'CancelTestCheckout',
    'ChangeTestSubscription',
  ],
  [serviceNames.print]: [
    'CreateOrder',
    'AddOrderItem',
    'GetOrder',
    'ListVariants',
    'ListOrders',
    'PreparePrintFile',
    'RecordPrintFile',
    'PrepareCheckout',
  ],
  [serviceNames.health]: ['Check'],
};

const definitions: Record<
  string,
  Record<string, { path: string; requestStream: boolean; responseStream: boolean }>
> = {
  [serviceNames.user]: UserServiceService,
  [serviceNames.project]: ProjectServiceService,
  [serviceNames.template]: TemplateServiceService,
  [serviceNames.job]: JobServiceService,
  [serviceNames.payment]: PaymentServiceService,
  [serviceNames.print]: PrintServiceService,
  [serviceNames.health]: HealthService,
};

describe('service definitions', () => {
  for (const [serviceName, methodNames] of Object.entries(expectedMethods)) {
    it(`${serviceName} offers exactly the calls its callers need, all unary`, () => {
      const definition = definitions[serviceName]!;
      const paths = Object.values(definition).map((method) => method.path);
      expect(paths.sort()).toEqual(methodNames.map((methodName) => `/${serviceName}/${methodName}`).sort());
      for (const method of Object.values(definition)) {
        expect(method.requestStream).toBe(false);
        expect(method.responseStream).toBe(false);
      }
    });
  }
});

describe('over a real gRPC connection', () => {
  const server = new Server();
  let address = '';

  const healthServer: HealthServer = {
    check(call, callback) {
      const status =
        call.request.service === '' || call.request.service === serviceNames.user
          ? health.HealthCheckResponse_ServingStatus.SERVING
          : undefined;
      if (status === undefined) {
        callback({ code: 5, details: 'unknown service' } as ServiceError, null);
        return;
      }
      callback(null, { status });
    },
  };

  // Only ReadUser answers; the test needs one call that reads a value from metadata.
  const userServer: Pick<UserServiceServer, 'readUser'> = {
    readUser(call, callback) {
      const userId = call.metadata.get('x-test-caller')[0];
      callback(null, {
        user: {
          id: String(userId),
          email: 'ada@example.com',
          role: 'user',
          limits: [],
          subscriptions: [],
          profile: { first_name: 'Ada' },
          acceptedTermsAt: new Date('2026-01-02T03:04:05.000Z'),
        },
      });
    },
  };

  beforeAll(async () => {
    server.addService(HealthService, healthServer);
    server.addService(UserServiceService, userServer as UserServiceServer);
    const port = await new Promise<number>((resolve, reject) =>
      server.bindAsync('127.0.0.1:0', ServerCredentials.createInsecure(), (error, boundPort) =>
        error ? reject(error) : resolve(boundPort),
      ),
    );
    address = `127.0.0.1:${port}`;
  });

  afterAll(() => {
    server.forceShutdown();
  });

  it('answers the standard health check', async () => {
    const client = new HealthClient(address, credentials.createInsecure());
    const response = await new Promise<health.HealthCheckResponse>((resolve, reject) =>
      client.check({ service: serviceNames.user }, (error, value) =>
        error ? reject(error) : resolve(value),
      ),
    );
    expect(response.status).toBe(health.HealthCheckResponse_ServingStatus.SERVING);
    client.close();
  });

  it('delivers a value from metadata and the reply with dates and JSON intact', async () => {
    const client = new UserServiceClient(address, credentials.createInsecure());
    const metadata = new Metadata();
    metadata.set('x-test-caller', 'user-7');
    const response = await new Promise<user.ReadUserResponse>((resolve, reject) =>
      client.readUser({}, metadata, (error, value) => (error ? reject(error) : resolve(value))),
    );
    expect(response.user?.id).toBe('user-7');
    expect(response.user?.acceptedTermsAt).toEqual(new Date('2026-01-02T03:04:05.000Z'));
    expect(response.user?.profile).toEqual({ first_name: 'Ada' });
    client.close();
  });
});
