import type { Server } from 'node:http';
import {
  gatewayErrorCodes,
  userSubjects,
  type SessionEndedEvent,
  type UserChangedEvent,
} from '@atelier/contracts';
import {
  createHealth,
  isServiceError,
  type BlobStore,
  type Bus,
  type HealthCheck,
  type Logger,
} from '@atelier/platform';
import express from 'express';
import { CallerCache, callerFromAuthentication } from './caller-cache';
import { errorHandler, sendError } from './errors';
import { authenticate } from './middleware/authentication';
import { rateLimit } from './middleware/rate-limit';
import { answerClientError, checkAddress, checkJsonBody } from './middleware/input-rules';
import { requestContext } from './middleware/request-context';
import { securityHeaders } from './middleware/security-headers';
import { bindRoutes } from './routing';
import { createServiceClients, type GatewayServiceAddresses, type ServiceClients } from './clients';
import { createJobEventStreams } from './job-events';
import { jobRoutes } from './routes/job';
import { nodeRoutes } from './routes/node';
import { paymentRoutes } from './routes/payment';
import { printRoutes } from './routes/print';
import { stripeWebhookRouter } from './stripe-webhook';
import { testModePaymentPages } from './test-mode-payments';
import { projectRoutes } from './routes/project';
import { templateRoutes } from './routes/template';
import { googleSignInHandlers, userRoutes } from './routes/user';
import { webRouter } from './static-web';
import { devMailboxPage, type DevMailboxView } from './dev-mailbox';

export interface GatewayOptions {
  addresses: GatewayServiceAddresses;
  /** The gateway's private identity key (PEM or its base64 body), which signs the caller of every gRPC call. */
  identityPrivateKey: string;
  blobs: BlobStore;
  logger: Logger;
  /** The web build to serve; omitted in a cluster where a CDN serves it. */
  webDistDirectory?: string;
  /** The node code build (packages/nodes/dist/node-code) served under /node; omitted, /node answers 503. */
  nodeCodeDirectory?: string;
  /** Extra readiness checks of what the gateway itself uses (blobs), and on one machine the shared database and bus. */
  readinessChecks?: Record<string, HealthCheck>;
  /** Requests per client address per minute. */
  requestsPerMinute?: number;
  /** Largest JSON body accepted. */
  jsonLimit?: string;
  /**
   * The product's public address (behind a proxy, PUBLIC_URL); a function because on one
   * machine the port is known only after listening. Defaults to the address listened on.
   */
  publicUrl?: () => string;
  /**
   * Origins besides the product's own whose pages may embed /login-frame (LOGIN_FRAME_ORIGINS);
   * no other page may be framed at all.
   */
  loginFrameOrigins?: readonly string[];
  /** The one-machine dev mailbox; when given, GET /dev/mailbox shows the mail it holds. */
  devMailbox?: DevMailboxView;
  /**
   * The bus whose job events feed GET /job/events (without it that call answers 503), and
   * whose announcements of ended sessions and changed accounts the gateway's memory of callers
   * follows.
   */
  bus?: Bus;
  /**
   * How long the gateway keeps who an access token belongs to (GATEWAY_CALLER_MEMORY_MS,
   * default 1000): the longest a sign-out could go unnoticed should its announcement be lost.
   */
  callerMemoryMilliseconds?: number;
}

export interface Gateway {
  app: express.Express;
  clients: ServiceClients;
  listen(port: number, host?: string): Promise<number>;
  close(): Promise<void>;
}

export async function createGateway(options: GatewayOptions): Promise<Gateway> {
  const { logger } = options;
  const clients = createServiceClients(options.addresses, options.identityPrivateKey);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.set('query parser', 'simple');
  // First, so every answer carries them, JSON and errors included (middleware/security-headers.ts).
  app.use(securityHeaders({ publicUrl: options.publicUrl, loginFrameOrigins: options.loginFrameOrigins }));

  const serviceChecks: Record<string, HealthCheck> = {};
  for (const [name, client] of Object.entries(clients.health)) {
    serviceChecks[`${name} service`] = async () => {
      const answer = await client.check({ service: '' }, { deadlineMilliseconds: 1500 });
      if (answer.status !== 1) throw new Error('not serving');
    };
  }
  const health = createHealth(
    { ...serviceChecks, ...options.readinessChecks },
    { timeoutMilliseconds: 2000 },
  );

  app.get('/healthz', (_request, response) => {
    response.json(health.liveness());
  });
  app.get('/readyz', async (_request, response) => {
    const report = await health.readiness();
    response.status(report.status === 'ready' ? 200 : 503).json(report);
  });

  app.use(requestContext());
  app.use((request, response, next) => {
    const startedAt = performance.now();
    response.on('finish', () => {
      logger.info(
        {
          method: request.method,
          path: request.path,
          status: response.statusCode,
          durationMs: Math.round(performance.now() - startedAt),
        },
        'request',
      );
    });
    next();
  });

  // One rule for every address and body, before any route reads them (middleware/input-rules.ts).
  app.use(checkAddress());

  let listenedUrl = 'http://localhost';
  const publicUrl = options.publicUrl ?? (() => listenedUrl);
  // Full-page navigations that must not fall through to the web build's index.html.
  const google = googleSignInHandlers(clients, { publicUrl }, logger);
  app.get('/user/google/start', google.start);
  app.get('/user/google/callback', google.callback);
  if (options.devMailbox) app.get('/dev/mailbox', devMailboxPage(options.devMailbox));
  // The test-mode provider's checkout and portal pages (answering 404 when payments go to Stripe).
  app.use(
    testModePaymentPages({
      clients,
      recognise: (accessToken) => callers.recognise(accessToken),
      ownUrl: () => listenedUrl,
    }),
  );

  const web = webRouter(options.webDistDirectory);
  app.use(web.router);

  app.use(rateLimit({ limit: options.requestsPerMinute ?? 1200, windowMilliseconds: 60_000 }));
  // The payment provider's webhook reads its body as raw bytes, so it comes before JSON parsing.
  app.use(stripeWebhookRouter(clients));
  app.use(express.json({ limit: options.jsonLimit ?? '1mb' }));
  app.use(checkJsonBody());
  const callers = new CallerCache({
    keepMilliseconds: options.callerMemoryMilliseconds ?? 1000,
    async ask(accessToken) {
      try {
        return callerFromAuthentication(await clients.user.authenticate({ accessToken }));
      } catch (error) {
        // A token the user service refuses is nobody's; anything else (the service is down)
        // is not an answer and is not remembered.
        if (isServiceError(error) && error.code === 'UNAUTHENTICATED') return null;
        throw error;
      }
    },
  });
  const callerSubscriptions = options.bus
    ? await Promise.all([
        options.bus.subscribe(userSubjects.sessionEnded, (event) =>
          callers.forgetSessions(event.json<SessionEndedEvent>().sessionIds ?? []),
        ),
        options.bus.subscribe(userSubjects.changed, (event) =>
          callers.forgetUser(event.json<UserChangedEvent>().userId),
        ),
      ])
    : [];
  app.use(authenticate((accessToken) => callers.recognise(accessToken)));

  const jobEvents = options.bus ? createJobEventStreams({ bus: options.bus, clients, logger }) : undefined;
  const api = express.Router();
  bindRoutes(api, [
    ...userRoutes(clients, { publicUrl, callers }),
    ...projectRoutes(clients, options.blobs),
    ...templateRoutes(clients),
    ...jobRoutes(clients, options.blobs, jobEvents),
    ...paymentRoutes(clients, { publicUrl }),
    ...printRoutes(clients, options.blobs, publicUrl),
  ]);
  app.use(nodeRoutes(options.nodeCodeDirectory));
  app.use(api);

  app.use((request, response) => {
    sendError(
      response,
      404,
      gatewayErrorCodes.routeNotFound,
      `No such call: ${request.method} ${request.path}`,
    );
  });
  app.use(errorHandler(logger));

  let server: Server | undefined;
  return {
    app,
    clients,
    listen(port, host = '127.0.0.1') {
      return new Promise((resolve, reject) => {
        server = app.listen(port, host, (error?: Error) => {
          if (error) {
            reject(error);
            return;
          }
          const address = server!.address();
          const boundPort = typeof address === 'object' && address ? address.port : port;
          listenedUrl = `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${boundPort}`;
          resolve(boundPort);
        });
        // What Node's HTTP parser refuses (a 100 KB address, huge headers) answers in the error shape too.
        server.on('clientError', answerClientError);
      });
    },
    async close() {
      // Event streams never end by themselves: they are ended first, so the server can close.
      await jobEvents?.close();
      for (const subscription of callerSubscriptions) await subscription.unsubscribe();
      // Stop accepting, let in-flight requests finish (idle keep-alive sockets close now), then drop clients.
      if (server) {
        await new Promise<void>((resolve) => {
          server!.close(() => resolve());
          server!.closeIdleConnections();
          setTimeout(() => server!.closeAllConnections(), 10_000).unref();
        });
      }
      clients.close();
    },
  };
}
