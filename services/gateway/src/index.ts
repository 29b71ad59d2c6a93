// The REST gateway: the spec's call list in front of the services' gRPC APIs.
export { createGateway, type Gateway, type GatewayOptions } from './app';
export { isLoopbackAddress, type DevMailboxView } from './dev-mailbox';
export { loginFrameOriginsSetting } from './middleware/security-headers';
export {
  createServiceClients,
  type GatewayServiceAddresses,
  type ServiceClients,
  type ServiceName,
} from './clients';
export { presentProject } from './presenters';
