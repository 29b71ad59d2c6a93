// The Web Worker that evaluates the open graph for the editor's previews with the node
// library, so the canvas never waits for pixels.
import { createWorkerHost, type MessageEndpoint } from '@atelier/graph';
import { nodeLibrary } from './nodeLibrary';

createWorkerHost(self as unknown as MessageEndpoint, nodeLibrary.registry);
