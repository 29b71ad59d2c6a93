// Test fixtures shared by every workspace: real PostgreSQL (or embedded PGlite), real NATS and Chromium.
export { createTestDatabase, type TestDatabase } from './database';
export { natsUrlForTests, uniqueTestPrefix } from './nats';
export { launchChromium, type LaunchedBrowser } from './browser';
export { startTestMailServer, type TestMailServer } from './mail';
export { startTestOpenIdProvider, type TestOpenIdProvider } from './openid-provider';
export { freePort } from './ports';
export { useServiceSchema, type ServiceSchema, type ServiceSchemaDatabase } from './service-schema';
export { nonLoopbackAddress } from './network';
export { jsonMethod } from './grpc';
export {
  startRenderWorkerProcess,
  type RenderWorkerProcess,
  type RenderWorkerProcessSettings,
} from './render-worker';
