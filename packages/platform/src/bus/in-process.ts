import { randomUUID } from 'node:crypto';

import { createWorkItem, runEventHandler, runWorkHandler } from './handlers';
import {
  assertPublishSubject,
  assertSubscribeSubject,
  queueNames,
  safeToken,
  subjectMatches,
  type QueueNames,
} from './names';
import { createBusEvent, encodeDeadLetter, encodePayload } from './payload';
import { resolveConcurrency, resolveQueueOptions, type ResolvedQueueOptions } from './queue-options';
import type {
  Bus,
  BusLogger,
  Consumer,
  EnqueueResult,
  EventHandler,
  SubscribeOptions,
  Subscription,
  WorkItem,
  WorkQueue,
  WorkQueueOptions,
} from './types';

// The one-machine bus. It mirrors what the NATS bus does with JetStream (a durable work
// queue per name, ack wait, nak delay, dedup window, redeliveries served before new items)
// so that code tested against it behaves the same in a cluster. Nothing survives the process.

interface EventSubscriber {
  pattern: string;
  handler: EventHandler;
  queueGroup: string | undefined;
  logger: BusLogger;
}

type WorkHandler = (item: WorkItem) => Promise<void>;

interface ConsumerState {
  handler: WorkHandler;
  concurrency: number;
  running: number;
  stopped: boolean;
  logger: BusLogger;
}

interface QueuedItem {
  sequence: number;
  id: string;
  data: Uint8Array;
  deliveryCount: number;
  status: 'waiting' | 'delayed' | 'in-flight';
  /** Number of the current delivery; settling calls from an earlier delivery are stale. */
  delivery: number;
  /** The ack-wait or nak-delay timer, whichever is running. */
  timer: NodeJS.Timeout | undefined;
}

/**
 * Shared by every in-process bus created with the same prefix, because on one machine each
 * service may create its own bus and they must still hear each other, as they would
 * through one NATS server.
 */
class InProcessBroker {
  readonly subscribers = new Set<EventSubscriber>();
  readonly queues = new Map<string, InProcessQueue>();
  private readonly queueGroupTurns = new Map<string, number>();
  users = 0;

  constructor(readonly namespace: string) {}

  publish(subject: string, data: Uint8Array): void {
    const receivers: EventSubscriber[] = [];
    const groups = new Map<string, EventSubscriber[]>();
    for (const subscriber of this.subscribers) {
      if (!subjectMatches(subscriber.pattern, subject)) continue;
      if (subscriber.queueGroup === undefined) {
        receivers.push(subscriber);
        continue;
      }
      const members = groups.get(subscriber.queueGroup) ?? [];
      members.push(subscriber);
      groups.set(subscriber.queueGroup, members);
    }
    for (const [group, members] of groups) {
      const turn = this.queueGroupTurns.get(group) ?? 0;
      this.queueGroupTurns.set(group, turn + 1);
      receivers.push(members[turn % members.length]!);
    }
    // Handlers run after publish returns, as they would with a network in between, so that
    // a publisher never depends on its subscribers having finished.
    for (const receiver of receivers) {
      queueMicrotask(() => {
        if (!this.subscribers.has(receiver)) return;
        void runEventHandler(receiver.handler, createBusEvent(subject, data), receiver.logger);
      });
    }
  }

  dispose(): void {
    for (const queue of this.queues.values()) queue.destroy();
    this.queues.clear();
    this.subscribers.clear();
  }
}

const brokers = new Map<string, InProcessBroker>();

function acquireBroker(prefix: string): InProcessBroker {
  const namespace = safeToken(prefix);
  let broker = brokers.get(namespace);
  if (broker === undefined) {
    broker = new InProcessBroker(namespace);
    brokers.set(namespace, broker);
  }
  broker.users += 1;
  return broker;
}

function releaseBroker(broker: InProcessBroker): void {
  broker.users -= 1;
  if (broker.users > 0) return;
  // The last bus of this namespace is gone: drop its items and clear every timer, so that
  // closing the bus leaves nothing behind to keep the process alive.
  broker.dispose();
  if (brokers.get(broker.namespace) === broker) brokers.delete(broker.namespace);
}

class InProcessQueue {
  private readonly items = new Map<number, QueuedItem>();
  // Never-delivered items in enqueue order, and items due again; the latter go first, as
  // JetStream serves its redelivery queue before new messages.
  private freshItems: QueuedItem[] = [];
  private redeliveries: QueuedItem[] = [];
  private readonly recentIds = new Map<string, number>();
  private readonly consumers: ConsumerState[] = [];
  private nextConsumerIndex = 0;
  private nextSequence = 1;
  private nextDelivery = 1;
  private dispatchScheduled = false;
  private destroyed = false;

  constructor(
    readonly name: string,
    readonly names: QueueNames,
    public options: ResolvedQueueOptions,
    private readonly broker: InProcessBroker,
  ) {}

  get depth(): number {
    return this.items.size;
  }

  enqueue(payload: unknown, requestedId: string | undefined): EnqueueResult {
    const now = Date.now();
    this.forgetExpiredIds(now);
    const id = requestedId ?? randomUUID();
    if (this.recentIds.has(id)) return { id, duplicate: true };
    this.recentIds.set(id, now + this.options.dedupWindowMs);
    const item: QueuedItem = {
      sequence: this.nextSequence++,
      id,
      data: encodePayload(payload),
      deliveryCount: 0,
      status: 'waiting',
      delivery: 0,
      timer: undefined,
    };
    this.items.set(item.sequence, item);
    this.freshItems.push(item);
    this.scheduleDispatch();
    return { id, duplicate: false };
  }

  addConsumer(handler: WorkHandler, concurrency: number, logger: BusLogger): ConsumerState {
    const consumer: ConsumerState = { handler, concurrency, running: 0, stopped: false, logger };
    this.consumers.push(consumer);
    this.scheduleDispatch();
    return consumer;
  }

  removeConsumer(consumer: ConsumerState): void {
    consumer.stopped = true;
    const index = this.consumers.indexOf(consumer);
    if (index >= 0) this.consumers.splice(index, 1);
  }

  destroy(): void {
    this.destroyed = true;
    for (const item of this.items.values()) clearTimeout(item.timer);
    this.items.clear();
    this.freshItems = [];
    this.redeliveries = [];
    for (const consumer of [...this.consumers]) this.removeConsumer(consumer);
    if (this.broker.queues.get(this.name) === this) this.broker.queues.delete(this.name);
  }

  // Ids are inserted with rising expiry times, so the expired ones sit at the front.
  private forgetExpiredIds(now: number): void {
    for (const [id, expiresAt] of this.recentIds) {
      if (expiresAt > now) break;
      this.recentIds.delete(id);
    }
  }

  private scheduleDispatch(): void {
    if (this.dispatchScheduled || this.destroyed) return;
    this.dispatchScheduled = true;
    queueMicrotask(() => {
      this.dispatchScheduled = false;
      if (!this.destroyed) this.dispatch();
    });
  }

  private dispatch(): void {
    for (;;) {
      const consumer = this.nextFreeConsumer();
      if (consumer === undefined) return;
      const item = this.takeWaitingItem();
      if (item === undefined) return;
      item.deliveryCount += 1;
      if (item.deliveryCount > this.options.maxDeliver) {
        this.moveToDeadLetter(item, consumer.logger);
        continue;
      }
      this.deliver(item, consumer);
    }
  }

  private nextFreeConsumer(): ConsumerState | undefined {
    for (let offset = 0; offset < this.consumers.length; offset += 1) {
      const index = (this.nextConsumerIndex + offset) % this.consumers.length;
      const consumer = this.consumers[index]!;
      if (!consumer.stopped && consumer.running < consumer.concurrency) {
        this.nextConsumerIndex = index + 1;
        return consumer;
      }
    }
    return undefined;
  }

  // Lists may still hold items acked from an earlier delivery while they waited; skip those.
  private takeWaitingItem(): QueuedItem | undefined {
    for (const list of [this.redeliveries, this.freshItems]) {
      while (list.length > 0) {
        const item = list.shift()!;
        if (this.items.get(item.sequence) === item && item.status === 'waiting') return item;
      }
    }
    return undefined;
  }

  private moveToDeadLetter(item: QueuedItem, logger: BusLogger): void {
    this.remove(item);
    const deliveries = item.deliveryCount - 1;
    this.broker.publish(
      this.names.deadLetterSubject,
      encodeDeadLetter({ id: item.id, queue: this.name, deliveryCount: deliveries, data: item.data }),
    );
    logger.warn(
      {
        queue: this.name,
        itemId: item.id,
        deliveryCount: deliveries,
        deadLetterSubject: this.names.deadLetterSubject,
      },
      'Work item used up its deliveries and went to the dead-letter subject',
    );
  }

  private deliver(item: QueuedItem, consumer: ConsumerState): void {
    const delivery = this.nextDelivery++;
    item.status = 'in-flight';
    item.delivery = delivery;
    this.startAckWait(item);
    consumer.running += 1;
    const isCurrent = () =>
      this.items.get(item.sequence) === item && item.status === 'in-flight' && item.delivery === delivery;
    const workItem = createWorkItem(
      { id: item.id, data: item.data, deliveryCount: item.deliveryCount },
      {
        ack: async () => {
          // JetStream accepts an ack from an earlier delivery while the message is still
          // pending, so a slow handler that finishes after its ack wait still completes the item.
          if (this.items.get(item.sequence) === item) this.remove(item);
        },
        nak: async (delayMs) => {
          if (isCurrent()) this.deliverAgain(item, delayMs);
        },
        working: async () => {
          if (isCurrent()) this.startAckWait(item);
        },
      },
    );
    void runWorkHandler(consumer.handler, workItem, { queue: this.name, logger: consumer.logger }).finally(
      () => {
        consumer.running -= 1;
        this.scheduleDispatch();
      },
    );
  }

  private startAckWait(item: QueuedItem): void {
    clearTimeout(item.timer);
    item.timer = setTimeout(() => {
      item.timer = undefined;
      this.deliverAgain(item, 0);
    }, this.options.ackWaitMs);
  }

  private deliverAgain(item: QueuedItem, delayMs: number): void {
    clearTimeout(item.timer);
    item.timer = undefined;
    if (delayMs > 0) {
      item.status = 'delayed';
      item.timer = setTimeout(() => {
        item.timer = undefined;
        this.deliverAgain(item, 0);
      }, delayMs);
      return;
    }
    item.status = 'waiting';
    this.redeliveries.push(item);
    this.scheduleDispatch();
  }

  private remove(item: QueuedItem): void {
    clearTimeout(item.timer);
    item.timer = undefined;
    this.items.delete(item.sequence);
  }
}

/** The bus of the one-machine deployment: everything in this Node process. */
export function createInProcessBus(options: { prefix: string; logger: BusLogger }): Bus {
  const { logger } = options;
  const broker = acquireBroker(options.prefix);
  const ownSubscribers = new Set<EventSubscriber>();
  const ownConsumers = new Map<ConsumerState, InProcessQueue>();
  let closed = false;

  const assertOpen = () => {
    if (closed) throw new Error('The bus is closed.');
  };

  const queueHandle = (queue: InProcessQueue): WorkQueue => ({
    name: queue.name,
    deadLetterSubject: queue.names.deadLetterSubject,
    async enqueue(payload, enqueueOptions) {
      assertOpen();
      return queue.enqueue(payload, enqueueOptions?.id);
    },
    async consume(handler, consumeOptions) {
      assertOpen();
      const consumer = queue.addConsumer(handler, resolveConcurrency(consumeOptions?.concurrency), logger);
      ownConsumers.set(consumer, queue);
      const handle: Consumer = {
        async stop() {
          queue.removeConsumer(consumer);
          ownConsumers.delete(consumer);
        },
      };
      return handle;
    },
    async depth() {
      assertOpen();
      return queue.depth;
    },
    async destroy() {
      queue.destroy();
    },
  });

  return {
    kind: 'in-process',

    async publish(subject, payload) {
      assertOpen();
      assertPublishSubject(subject);
      broker.publish(subject, encodePayload(payload));
    },

    async subscribe(
      subject: string,
      handler: EventHandler,
      subscribeOptions?: SubscribeOptions,
    ): Promise<Subscription> {
      assertOpen();
      assertSubscribeSubject(subject);
      const subscriber: EventSubscriber = {
        pattern: subject,
        handler,
        queueGroup: subscribeOptions?.queueGroup,
        logger,
      };
      broker.subscribers.add(subscriber);
      ownSubscribers.add(subscriber);
      return {
        async unsubscribe() {
          broker.subscribers.delete(subscriber);
          ownSubscribers.delete(subscriber);
        },
      };
    },

    async workQueue(name: string, queueOptions?: WorkQueueOptions): Promise<WorkQueue> {
      assertOpen();
      const resolved = resolveQueueOptions(queueOptions);
      let queue = broker.queues.get(name);
      if (queue === undefined) {
        queue = new InProcessQueue(name, queueNames(options.prefix, name), resolved, broker);
        broker.queues.set(name, queue);
      } else {
        // As with the JetStream consumer, the latest declaration of a queue sets its options.
        queue.options = resolved;
      }
      return queueHandle(queue);
    },

    async ping() {
      assertOpen();
    },

    async close() {
      if (closed) return;
      closed = true;
      for (const subscriber of ownSubscribers) broker.subscribers.delete(subscriber);
      ownSubscribers.clear();
      for (const [consumer, queue] of ownConsumers) queue.removeConsumer(consumer);
      ownConsumers.clear();
      releaseBroker(broker);
    },
  };
}
