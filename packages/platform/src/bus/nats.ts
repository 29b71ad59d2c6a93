import { randomUUID } from 'node:crypto';

import {
  AckPolicy,
  DeliverPolicy,
  JetStreamApiError,
  PubHeaders,
  RetentionPolicy,
  StorageType,
  jetstream,
  jetstreamManager,
  type ConsumerConfig,
  type ConsumerMessages,
  type JetStreamManager,
  type JsMsg,
  type StreamConfig,
} from '@nats-io/jetstream';
import { connect, nanos, type NatsConnection } from '@nats-io/transport-node';

import { createWorkItem, runEventHandler, runWorkHandler } from './handlers';
import { describeError } from './logger';
import {
  assertPublishSubject,
  assertSubscribeSubject,
  eventSubjectFromWire,
  eventWireSubject,
  queueNames,
  safeToken,
  type QueueNames,
} from './names';
import { createBusEvent, encodeDeadLetter, encodePayload } from './payload';
import { resolveConcurrency, resolveQueueOptions, type ResolvedQueueOptions } from './queue-options';
import type { Bus, BusLogger, Consumer, WorkItem, WorkQueue } from './types';

// JetStream's error codes for a stream name taken by a different configuration and for a
// consumer that does not exist.
const streamNameInUseCode = 10058;
const consumerNotFoundCode = 10014;

// How long one pull request waits on the server for an item. Short enough that a consumer
// whose connection was replaced notices soon, long enough not to flood an idle server.
const pullExpiresMs = 10_000;

// Pause after a failed pull (stream deleted, connection down) before trying again.
const pullRetryDelayMs = 1_000;

/** The bus of a cluster: core NATS for events, one JetStream work-queue stream per queue. */
export async function createNatsBus(options: {
  natsUrl: string;
  prefix: string;
  logger: BusLogger;
}): Promise<Bus> {
  const { prefix, logger } = options;
  const connection = await connect({
    // A cluster may be given as a comma-separated list of server URLs.
    servers: options.natsUrl.split(',').map((server) => server.trim()),
    name: `atelier-bus:${safeToken(prefix)}`,
    // A service outlives NATS restarts: keep reconnecting rather than give up and die.
    maxReconnectAttempts: -1,
  });
  let manager: JetStreamManager;
  try {
    manager = await jetstreamManager(connection);
  } catch (error) {
    await connection.close();
    throw new Error(`NATS at ${options.natsUrl} has no JetStream: ${(error as Error).message}`, {
      cause: error,
    });
  }
  const client = jetstream(connection);
  void logConnectionStatus(connection, logger);

  const activeConsumers = new Set<PullLoop>();
  let closed = false;
  const assertOpen = () => {
    if (closed) throw new Error('The bus is closed.');
  };

  return {
    kind: 'nats',

    async publish(subject, payload) {
      assertOpen();
      assertPublishSubject(subject);
      connection.publish(eventWireSubject(prefix, subject), encodePayload(payload));
    },

    async subscribe(subject, handler, subscribeOptions) {
      assertOpen();
      assertSubscribeSubject(subject);
      const subscription = connection.subscribe(eventWireSubject(prefix, subject), {
        queue: subscribeOptions?.queueGroup,
        callback: (error, message) => {
          if (error !== null) {
            logger.error({ ...describeError(error), subject }, 'Event subscription failed');
            return;
          }
          const event = createBusEvent(eventSubjectFromWire(prefix, message.subject), message.data);
          void runEventHandler(handler, event, logger);
        },
      });
      // The subscription must be known to the server before subscribe() returns, or an event
      // published right afterwards by another process could pass it by.
      await connection.flush();
      return {
        async unsubscribe() {
          if (!subscription.isClosed() && !connection.isClosed()) await subscription.drain();
        },
      };
    },

    async workQueue(name, queueOptions) {
      assertOpen();
      const resolved = resolveQueueOptions(queueOptions);
      const names = queueNames(prefix, name);
      await ensureStream(manager, {
        name: names.streamName,
        subjects: [names.itemSubject],
        retention: RetentionPolicy.Workqueue,
        storage: StorageType.File,
        duplicate_window: nanos(resolved.dedupWindowMs),
      });
      await ensureConsumer(manager, names.streamName, {
        durable_name: names.consumerName,
        ack_policy: AckPolicy.Explicit,
        ack_wait: nanos(resolved.ackWaitMs),
        deliver_policy: DeliverPolicy.All,
        filter_subject: names.itemSubject,
        // The server never gives up on an item by itself: the client moves it to the
        // dead-letter subject on delivery maxDeliver + 1 (see PullLoop), so an item whose
        // last delivery was lost to a crash is tried again instead of sitting in the stream.
        max_deliver: -1,
      });

      const queue: WorkQueue = {
        name,
        deadLetterSubject: names.deadLetterSubject,

        async enqueue(payload, enqueueOptions) {
          assertOpen();
          const id = enqueueOptions?.id ?? randomUUID();
          const acknowledgement = await client.publish(names.itemSubject, encodePayload(payload), {
            msgID: id,
          });
          return { id, duplicate: acknowledgement.duplicate };
        },

        async consume(handler, consumeOptions) {
          assertOpen();
          const concurrency = resolveConcurrency(consumeOptions?.concurrency);
          const pullConsumer = await client.consumers.get(names.streamName, names.consumerName);
          const loop = new PullLoop({
            fetch: () => pullConsumer.fetch({ max_messages: 1, expires: pullExpiresMs }),
            handler,
            queueName: name,
            names,
            options: resolved,
            connection,
            prefix,
            logger,
          });
          activeConsumers.add(loop);
          loop.start(concurrency);
          const consumer: Consumer = {
            async stop() {
              loop.stop();
              activeConsumers.delete(loop);
            },
          };
          return consumer;
        },

        async depth() {
          assertOpen();
          const info = await manager.streams.info(names.streamName);
          return info.state.messages;
        },

        async destroy() {
          for (const loop of activeConsumers) {
            if (loop.streamName === names.streamName) {
              loop.stop();
              activeConsumers.delete(loop);
            }
          }
          try {
            await manager.streams.delete(names.streamName);
          } catch (error) {
            if (!(error instanceof JetStreamApiError && error.status === 404)) throw error;
          }
        },
      };
      return queue;
    },

    async ping() {
      assertOpen();
      if (connection.isClosed()) throw new Error('The NATS connection is closed.');
      // A round trip to JetStream proves both the connection and the JetStream API answer.
      await manager.getAccountInfo();
    },

    async close() {
      if (closed) return;
      closed = true;
      for (const loop of activeConsumers) loop.stop();
      activeConsumers.clear();
      // Draining lets events and acks already handed to the client reach the server.
      if (!connection.isClosed()) await connection.drain();
    },
  };
}

async function ensureStream(
  manager: JetStreamManager,
  config: StreamConfig | (Partial<StreamConfig> & { name: string }),
) {
  try {
    await manager.streams.add(config);
  } catch (error) {
    if (!(error instanceof JetStreamApiError && error.code === streamNameInUseCode)) throw error;
    await manager.streams.update(config.name, config);
  }
}

async function ensureConsumer(
  manager: JetStreamManager,
  streamName: string,
  config: Partial<ConsumerConfig> & { durable_name: string },
) {
  let existing: ConsumerConfig | undefined;
  try {
    existing = (await manager.consumers.info(streamName, config.durable_name)).config;
  } catch (error) {
    if (!(error instanceof JetStreamApiError && error.code === consumerNotFoundCode)) throw error;
  }
  if (existing === undefined) {
    await manager.consumers.add(streamName, config);
  } else if (existing.ack_wait !== config.ack_wait || existing.max_deliver !== config.max_deliver) {
    // Several processes declare the same queue; the latest declaration sets the ack wait.
    await manager.consumers.update(streamName, config.durable_name, {
      ack_wait: config.ack_wait,
      max_deliver: config.max_deliver,
    });
  }
}

async function logConnectionStatus(connection: NatsConnection, logger: BusLogger): Promise<void> {
  for await (const status of connection.status()) {
    if (status.type === 'ping') continue;
    if (status.type === 'disconnect' || status.type === 'error' || status.type === 'staleConnection') {
      logger.warn({ status }, 'NATS connection trouble');
    } else {
      logger.info({ status }, 'NATS connection status');
    }
  }
}

interface PullLoopSettings {
  fetch(): Promise<ConsumerMessages>;
  handler: (item: WorkItem) => Promise<void>;
  queueName: string;
  names: QueueNames;
  options: ResolvedQueueOptions;
  connection: NatsConnection;
  prefix: string;
  logger: BusLogger;
}

/**
 * Pulls items for one consume() call. Each of its `concurrency` slots asks the server for one
 * item only when it is free, so no item waits in a client buffer with its ack-wait clock
 * running while a slot elsewhere, in this process or another, could have taken it.
 */
class PullLoop {
  private stopped = false;
  private readonly openPulls = new Set<ConsumerMessages>();
  private readonly retryTimers = new Set<{ timer: NodeJS.Timeout; wake(): void }>();

  constructor(private readonly settings: PullLoopSettings) {}

  get streamName(): string {
    return this.settings.names.streamName;
  }

  start(concurrency: number): void {
    for (let slot = 0; slot < concurrency; slot += 1) void this.runSlot();
  }

  stop(): void {
    this.stopped = true;
    for (const pull of this.openPulls) pull.stop();
    this.openPulls.clear();
    for (const retry of this.retryTimers) {
      clearTimeout(retry.timer);
      retry.wake();
    }
    this.retryTimers.clear();
  }

  private async runSlot(): Promise<void> {
    while (!this.stopped) {
      try {
        const pull = await this.settings.fetch();
        if (this.stopped) {
          pull.stop();
          break;
        }
        this.openPulls.add(pull);
        try {
          for await (const message of pull) {
            if (this.stopped) {
              // Arrived after stop(): hand it straight back instead of holding it for an ack wait.
              message.nak();
              continue;
            }
            await this.handle(message);
          }
        } finally {
          this.openPulls.delete(pull);
        }
      } catch (error) {
        if (this.stopped) break;
        this.settings.logger.warn(
          { ...describeError(error), queue: this.settings.queueName },
          'Pulling work items failed; trying again',
        );
        await this.pause(pullRetryDelayMs);
      }
    }
  }

  private pause(delayMs: number): Promise<void> {
    return new Promise((resolve) => {
      const retry = {
        timer: setTimeout(() => {
          this.retryTimers.delete(retry);
          resolve();
        }, delayMs),
        wake: resolve,
      };
      this.retryTimers.add(retry);
    });
  }

  private async handle(message: JsMsg): Promise<void> {
    const { connection, logger, names, options, queueName } = this.settings;
    const id = message.headers?.get(PubHeaders.MsgIdHdr) || `${names.streamName}:${message.seq}`;
    const deliveryCount = message.info.deliveryCount;

    if (deliveryCount > options.maxDeliver) {
      const deliveries = deliveryCount - 1;
      connection.publish(
        eventWireSubject(this.settings.prefix, names.deadLetterSubject),
        encodeDeadLetter({ id, queue: queueName, deliveryCount: deliveries, data: message.data }),
      );
      // Acked only after the dead letter is on its way: if this process dies in between, the
      // item comes back and is moved again, rather than being lost.
      await message.ackAck();
      logger.warn(
        {
          queue: queueName,
          itemId: id,
          deliveryCount: deliveries,
          deadLetterSubject: names.deadLetterSubject,
        },
        'Work item used up its deliveries and went to the dead-letter subject',
      );
      return;
    }

    const delivery = createWorkItem(
      { id, data: message.data, deliveryCount },
      {
        ack: async () => {
          // Waiting for the server's confirmation makes "acked" mean "never delivered again".
          await message.ackAck();
        },
        nak: async (delayMs) => {
          message.nak(delayMs > 0 ? delayMs : undefined);
          await connection.flush();
        },
        working: async () => {
          message.working();
          await connection.flush();
        },
      },
    );
    await runWorkHandler(this.settings.handler, delivery, { queue: queueName, logger });
  }
}
