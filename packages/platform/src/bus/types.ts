/** One message published on an event subject. */
export interface BusEvent {
  /** The subject it was published on, without the bus prefix. */
  subject: string;
  data: Uint8Array;
  /** The payload decoded as JSON; throws when the payload is not JSON. */
  json<T = unknown>(): T;
}

export type EventHandler = (event: BusEvent) => void | Promise<void>;

export interface Subscription {
  unsubscribe(): Promise<void>;
}

export interface SubscribeOptions {
  /**
   * Subscriptions sharing a queue group split the events between them: each event reaches
   * one member of the group, as when several replicas of a service should react once.
   */
  queueGroup?: string;
}

export interface WorkQueueOptions {
  /** How long a consumer may hold an item without acking before it is delivered again. Default 30000. */
  ackWaitMs?: number;
  /** How many times an item is handed to a handler before it goes to the dead-letter subject. Default 5. */
  maxDeliver?: number;
  /** How long an enqueue id is remembered for deduplication. Default 120000, JetStream's own default. */
  dedupWindowMs?: number;
}

/** One delivery of a queued item to a handler. */
export interface WorkItem {
  /** The id given to enqueue, or the one generated for it. */
  id: string;
  data: Uint8Array;
  json<T = unknown>(): T;
  /** 1 on the first delivery, one more on every redelivery. */
  deliveryCount: number;
  /** Done: the item is removed and never delivered again. */
  ack(): Promise<void>;
  /** Failed: deliver the item again, after the delay when one is given. */
  nak(delayMs?: number): Promise<void>;
  /** Still busy: restart the ack-wait clock. */
  working(): Promise<void>;
}

export interface Consumer {
  /**
   * Stops pulling new items. Handlers already running are not awaited; items they leave
   * un-acked are delivered again after the ack wait.
   */
  stop(): Promise<void>;
}

export interface EnqueueResult {
  id: string;
  /** True when an item with the same id was enqueued within the dedup window; nothing was added. */
  duplicate: boolean;
}

export interface WorkQueue {
  name: string;
  /** Event subject where items that exceeded maxDeliver are published (read them with readDeadLetter). */
  deadLetterSubject: string;
  /** Objects are JSON-encoded; a Uint8Array is queued as it is. */
  enqueue(payload: unknown | Uint8Array, options?: { id?: string }): Promise<EnqueueResult>;
  consume(handler: (item: WorkItem) => Promise<void>, options?: { concurrency?: number }): Promise<Consumer>;
  /** Items enqueued and not yet acked or dead-lettered, including those a handler holds right now. */
  depth(): Promise<number>;
  /** Deletes the queue with every item in it and stops its consumers: for test teardown and operations tools. */
  destroy(): Promise<void>;
}

export interface Bus {
  kind: 'nats' | 'in-process';
  /** Objects are JSON-encoded; a Uint8Array is sent as it is. */
  publish(subject: string, payload: unknown | Uint8Array): Promise<void>;
  /** The subject may use NATS wildcards: `*` for one token, `>` as the last token for one or more. */
  subscribe(subject: string, handler: EventHandler, options?: SubscribeOptions): Promise<Subscription>;
  workQueue(name: string, options?: WorkQueueOptions): Promise<WorkQueue>;
  /** Readiness check: throws when the bus cannot be used. */
  ping(): Promise<void>;
  /** Stops consumers and subscriptions and lets messages already sent reach the server. */
  close(): Promise<void>;
}

/** The logging surface the bus needs; a pino logger fits it. */
export interface BusLogger {
  info(object: object, message?: string): void;
  warn(object: object, message?: string): void;
  error(object: object, message?: string): void;
}

export interface CreateBusOptions {
  /** When given, the bus is NATS JetStream at this address; otherwise it lives in this process. */
  natsUrl?: string;
  /** Namespace for subjects and stream names, so that deployments and test runs never see each other. Default 'atelier'. */
  prefix?: string;
  logger?: BusLogger;
}
