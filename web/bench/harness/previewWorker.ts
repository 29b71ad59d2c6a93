// The harness evaluates with the node library bundled in, so it runs without a gateway.
import { createWorkerHost, type MessageEndpoint } from '@atelier/graph';
import { nodeRegistry } from '@atelier/nodes';

createWorkerHost(self as unknown as MessageEndpoint, nodeRegistry);
