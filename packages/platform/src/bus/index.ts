// The message bus of the service kit: events and work queues over NATS JetStream or in-process.
export { createBus } from './create-bus';
export { readDeadLetter, type DeadLetter } from './payload';
export {
  defaultAckWaitMs,
  defaultConcurrency,
  defaultDedupWindowMs,
  defaultMaxDeliver,
} from './queue-options';
export type {
  Bus,
  BusEvent,
  BusLogger,
  Consumer,
  CreateBusOptions,
  EnqueueResult,
  EventHandler,
  SubscribeOptions,
  Subscription,
  WorkItem,
  WorkQueue,
  WorkQueueOptions,
} from './types';
