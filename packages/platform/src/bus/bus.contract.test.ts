import { natsUrlForTests, uniqueTestPrefix } from '@atelier/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createBus, readDeadLetter } from './index';
import type { Bus, BusEvent, BusLogger, Consumer, WorkItem, WorkQueue, WorkQueueOptions } from './index';

// One contract, two implementations: whatever a service relies on must hold for the
// in-process bus of the one-machine deployment and for NATS JetStream alike.

const natsUrl = await natsUrlForTests();

const implementations = [
  { kind: 'in-process', natsUrl: undefined, skipReason: undefined },
  {
    kind: 'nats',
    natsUrl,
    skipReason:
      natsUrl === undefined
        ? 'skipped: no NATS reachable (set NATS_URL or run NATS with JetStream on 127.0.0.1:4222)'
        : undefined,
  },
] as const;

// Generous bound for conditions that normally hold within milliseconds, so that a loaded
// machine slows the suite down instead of failing it.
const waitTimeoutMs = 10_000;

async function waitFor(what: string, condition: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = Date.now() + waitTimeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(20);
  }
}

function sleep(milliseconds: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, milliseconds));
}

/** A promise a test opens by hand, to hold a handler in the middle of its work. */
function gate(): { opened: Promise<void>; open(): void } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

interface LogRecord {
  level: 'info' | 'warn' | 'error';
  object: object;
  message: string | undefined;
}

function recordingLogger(records: LogRecord[]): BusLogger {
  return {
    info: (object, message) => records.push({ level: 'info', object, message }),
    warn: (object, message) => records.push({ level: 'warn', object, message }),
    error: (object, message) => records.push({ level: 'error', object, message }),
  };
}

describe.each(implementations.map((implementation) => [implementation.kind, implementation] as const))(
  '%s bus',
  (_kind, implementation) => {
    describe.skipIf(implementation.skipReason !== undefined)(implementation.skipReason ?? 'contract', () => {
      const logRecords: LogRecord[] = [];
      const openGates: Array<{ open(): void }> = [];
      const queues: WorkQueue[] = [];
      const consumers: Consumer[] = [];
      const prefix = uniqueTestPrefix('bus-contract');
      let bus: Bus;
      let queueCount = 0;

      beforeAll(async () => {
        bus = await createBus({
          natsUrl: implementation.natsUrl,
          prefix,
          logger: recordingLogger(logRecords),
        });
      });

      afterAll(async () => {
        for (const heldGate of openGates) heldGate.open();
        for (const consumer of consumers) await consumer.stop();
        for (const queue of queues) await queue.destroy();
        await bus?.close();
      });

      async function freshQueue(options?: WorkQueueOptions): Promise<WorkQueue> {
        queueCount += 1;
        const queue = await bus.workQueue(`queue-${queueCount}`, options);
        queues.push(queue);
        return queue;
      }

      async function consume(
        queue: WorkQueue,
        handler: (item: WorkItem) => Promise<void>,
        concurrency = 1,
      ): Promise<Consumer> {
        const consumer = await queue.consume(handler, { concurrency });
        consumers.push(consumer);
        return consumer;
      }

      function heldGate() {
        const held = gate();
        openGates.push(held);
        return held;
      }

      async function collect(subject: string): Promise<BusEvent[]> {
        const events: BusEvent[] = [];
        await bus.subscribe(subject, (event) => {
          events.push(event);
        });
        return events;
      }

      it('reports its kind', () => {
        expect(bus.kind).toBe(implementation.kind);
      });

      it('delivers events to exact and wildcard subscriptions only', async () => {
        const exact = await collect('orders.created');
        const oneToken = await collect('orders.*');
        const trailing = await collect('orders.>');
        const other = await collect('billing.*');

        await bus.publish('orders.created', { order: 1 });
        await bus.publish('orders.item.added', { order: 2 });
        // Events from one publisher arrive in order, so once the last one is in, every
        // subscription has seen everything it was going to see.
        await bus.publish('billing.closed', { order: 3 });
        await waitFor('the last event', () => other.length === 1 && trailing.length === 2);

        expect(exact.map((event) => event.subject)).toEqual(['orders.created']);
        expect(oneToken.map((event) => event.subject)).toEqual(['orders.created']);
        expect(trailing.map((event) => event.subject)).toEqual(['orders.created', 'orders.item.added']);
        expect(other.map((event) => event.subject)).toEqual(['billing.closed']);
        expect(trailing.map((event) => event.json())).toEqual([{ order: 1 }, { order: 2 }]);
      });

      it('carries JSON objects and raw bytes unchanged', async () => {
        const events = await collect('payloads.*');
        const bytes = new Uint8Array([0, 255, 10, 13, 128]);

        await bus.publish('payloads.json', { name: 'Ada', sizes: [1, 2.5], nested: { ok: true } });
        await bus.publish('payloads.bytes', bytes);
        // Changing the buffer after publishing must not change what was published.
        bytes[0] = 7;
        await waitFor('both events', () => events.length === 2);

        expect(events[0]!.json()).toEqual({ name: 'Ada', sizes: [1, 2.5], nested: { ok: true } });
        expect(Array.from(events[1]!.data)).toEqual([0, 255, 10, 13, 128]);
      });

      it('logs a throwing handler and keeps delivering to it and to the others', async () => {
        let throwingCalls = 0;
        await bus.subscribe('alerts.raised', () => {
          throwingCalls += 1;
          throw new Error('handler broke');
        });
        await bus.subscribe('alerts.raised', async () => {
          throw new Error('async handler broke');
        });
        const healthy = await collect('alerts.raised');

        await bus.publish('alerts.raised', { alert: 1 });
        await bus.publish('alerts.raised', { alert: 2 });
        await waitFor(
          'both alerts at the healthy handler',
          () => healthy.length === 2 && throwingCalls === 2,
        );

        expect(healthy.map((event) => event.json())).toEqual([{ alert: 1 }, { alert: 2 }]);
        await waitFor('four logged failures', () => failuresLoggedFor('alerts.raised') === 4);
      });

      function failuresLoggedFor(subject: string): number {
        return logRecords.filter(
          (record) => record.level === 'error' && (record.object as { subject?: string }).subject === subject,
        ).length;
      }

      it('splits events between the members of a queue group', async () => {
        const everyone = await collect('tasks.announced');
        const firstMember: number[] = [];
        const secondMember: number[] = [];
        await bus.subscribe('tasks.announced', (event) => void firstMember.push(event.json<number>()), {
          queueGroup: 'announcers',
        });
        await bus.subscribe('tasks.announced', (event) => void secondMember.push(event.json<number>()), {
          queueGroup: 'announcers',
        });

        for (const number of [1, 2, 3, 4, 5, 6]) await bus.publish('tasks.announced', number);
        await waitFor(
          'all six events',
          () => everyone.length === 6 && firstMember.length + secondMember.length === 6,
        );

        expect([...firstMember, ...secondMember].sort()).toEqual([1, 2, 3, 4, 5, 6]);
      });

      it('refuses malformed subjects', async () => {
        await expect(bus.publish('orders.*', {})).rejects.toThrow(/wildcards/);
        await expect(bus.publish('orders..created', {})).rejects.toThrow(/empty token/);
        await expect(bus.subscribe('orders.>.created', () => {})).rejects.toThrow(/last token/);
      });

      it('hands each item to exactly one of two consumers', async () => {
        const queue = await freshQueue({ ackWaitMs: 5_000 });
        const first = await queue.enqueue({ item: 'first' });
        const second = await queue.enqueue({ item: 'second' });
        const received: Array<{ consumer: string; id: string; deliveryCount: number }> = [];
        const bothTaken = heldGate();

        // Each consumer takes one item at a time and holds it until both items are taken, so
        // the second item can only go to the other consumer.
        const handlerFor = (consumer: string) => async (item: WorkItem) => {
          received.push({ consumer, id: item.id, deliveryCount: item.deliveryCount });
          if (received.length === 2) bothTaken.open();
          await bothTaken.opened;
          await item.ack();
        };
        await consume(queue, handlerFor('A'));
        await consume(queue, handlerFor('B'));

        await waitFor('both items acked', async () => (await queue.depth()) === 0);
        expect(received.map((delivery) => delivery.consumer).sort()).toEqual(['A', 'B']);
        expect(received.map((delivery) => delivery.id).sort()).toEqual([first.id, second.id].sort());
        expect(received.map((delivery) => delivery.deliveryCount)).toEqual([1, 1]);
      });

      it('never delivers an acked item again', async () => {
        const ackWaitMs = 300;
        const queue = await freshQueue({ ackWaitMs });
        const deliveries: number[] = [];
        await consume(
          queue,
          async (item) => {
            deliveries.push(item.deliveryCount);
            await item.ack();
          },
          2,
        );
        await queue.enqueue({ task: 'once' });

        await waitFor(
          'the item to be acked',
          async () => deliveries.length === 1 && (await queue.depth()) === 0,
        );
        // Proving that something does not happen takes waiting: three ack waits is ample for a
        // redelivery that was going to come.
        await sleep(ackWaitMs * 3);
        expect(deliveries).toEqual([1]);
      });

      it('redelivers an item whose consumer stopped before acking it', async () => {
        const queue = await freshQueue({ ackWaitMs: 500 });
        const firstDeliveries: WorkItem[] = [];
        const neverAcked = heldGate();
        const stoppedConsumer = await consume(queue, async (item) => {
          firstDeliveries.push(item);
          await neverAcked.opened;
        });
        const { id } = await queue.enqueue({ render: 'poster' });
        await waitFor('the first delivery', () => firstDeliveries.length === 1);
        await stoppedConsumer.stop();

        const laterDeliveries: WorkItem[] = [];
        await consume(queue, async (item) => {
          laterDeliveries.push(item);
          await item.ack();
        });
        await waitFor('the redelivery', () => laterDeliveries.length === 1);

        expect(firstDeliveries[0]!.deliveryCount).toBe(1);
        expect(laterDeliveries[0]!.id).toBe(id);
        expect(laterDeliveries[0]!.deliveryCount).toBe(2);
        expect(laterDeliveries[0]!.json()).toEqual({ render: 'poster' });
        await waitFor('the queue to empty', async () => (await queue.depth()) === 0);
      });

      it('redelivers a naked item once its delay has passed', async () => {
        // The ack wait is far longer than the delay, so only the nak can cause the redelivery.
        const queue = await freshQueue({ ackWaitMs: 20_000 });
        const nakDelayMs = 400;
        const deliveries: Array<{ deliveryCount: number; at: number }> = [];
        await consume(
          queue,
          async (item) => {
            deliveries.push({ deliveryCount: item.deliveryCount, at: performance.now() });
            if (item.deliveryCount === 1) await item.nak(nakDelayMs);
            else await item.ack();
          },
          2,
        );
        await queue.enqueue({ attempt: 'retry me' });

        await waitFor('the second delivery', () => deliveries.length === 2);
        expect(deliveries.map((delivery) => delivery.deliveryCount)).toEqual([1, 2]);
        // A lower bound only, which a slow machine cannot break: the item must not come back
        // before its delay (less a little for timer granularity).
        expect(deliveries[1]!.at - deliveries[0]!.at).toBeGreaterThanOrEqual(nakDelayMs - 50);
        await waitFor('the queue to empty', async () => (await queue.depth()) === 0);
      });

      it('keeps an item with its consumer while the handler reports it is still working', async () => {
        const ackWaitMs = 600;
        const queue = await freshQueue({ ackWaitMs });
        const deliveries: number[] = [];
        let acked = false;
        // Two slots, so that a redelivery caused by an expired ack wait would be picked up.
        await consume(
          queue,
          async (item) => {
            deliveries.push(item.deliveryCount);
            if (item.deliveryCount > 1) return;
            // Busy for about two and a half ack waits, reporting progress every third of one.
            for (let step = 0; step < 8; step += 1) {
              await sleep(ackWaitMs / 3);
              await item.working();
            }
            await item.ack();
            acked = true;
          },
          2,
        );
        await queue.enqueue({ long: 'job' });

        await waitFor('the long job to finish', () => acked);
        expect(deliveries).toEqual([1]);
        await waitFor('the queue to empty', async () => (await queue.depth()) === 0);
      });

      it('moves an item that used up its deliveries to the dead-letter subject', async () => {
        const queue = await freshQueue({ ackWaitMs: 20_000, maxDeliver: 2 });
        const deadLetters = await collect(queue.deadLetterSubject);
        const deliveries: number[] = [];
        await consume(queue, async (item) => {
          deliveries.push(item.deliveryCount);
          // One failure by throwing, one by nak: both count as a spent delivery.
          if (item.deliveryCount === 1) throw new Error('first attempt failed');
          await item.nak();
        });
        await queue.enqueue({ job: 'doomed', size: 3 }, { id: 'doomed-1' });

        await waitFor('the dead letter', () => deadLetters.length === 1);
        const letter = readDeadLetter(deadLetters[0]!);
        expect(deliveries).toEqual([1, 2]);
        expect(letter.id).toBe('doomed-1');
        expect(letter.queue).toBe(queue.name);
        expect(letter.deliveryCount).toBe(2);
        expect(letter.json()).toEqual({ job: 'doomed', size: 3 });
        await waitFor('the queue to empty', async () => (await queue.depth()) === 0);
        expect(deliveries).toEqual([1, 2]);
        const failure = logRecords.find(
          (record) =>
            record.level === 'error' && (record.object as { itemId?: string }).itemId === 'doomed-1',
        );
        expect(failure?.message).toMatch(/Work handler failed/);
      });

      it('keeps bytes payloads of queued items unchanged', async () => {
        const queue = await freshQueue({ ackWaitMs: 5_000 });
        const received: WorkItem[] = [];
        await queue.enqueue(new Uint8Array([1, 0, 254, 255]), { id: 'bytes' });
        await queue.enqueue({ colours: ['#ff0000', '#00ff00'] }, { id: 'json' });
        await consume(queue, async (item) => {
          received.push(item);
          await item.ack();
        });

        await waitFor('both items', () => received.length === 2);
        const byId = new Map(received.map((item) => [item.id, item]));
        expect(Array.from(byId.get('bytes')!.data)).toEqual([1, 0, 254, 255]);
        expect(byId.get('json')!.json()).toEqual({ colours: ['#ff0000', '#00ff00'] });
      });

      it('enqueues an id only once within the dedup window', async () => {
        const queue = await freshQueue({ ackWaitMs: 5_000 });
        expect(await queue.enqueue({ order: 7, version: 1 }, { id: 'order-7' })).toEqual({
          id: 'order-7',
          duplicate: false,
        });
        expect(await queue.enqueue({ order: 7, version: 2 }, { id: 'order-7' })).toEqual({
          id: 'order-7',
          duplicate: true,
        });
        const generated = await queue.enqueue({ order: 8 });
        expect(generated.duplicate).toBe(false);
        expect(generated.id).not.toBe('');
        expect(await queue.depth()).toBe(2);

        const received: WorkItem[] = [];
        await consume(queue, async (item) => {
          received.push(item);
          await item.ack();
        });
        await waitFor('both items', () => received.length === 2);
        expect(received.map((item) => item.id)).toEqual(['order-7', generated.id]);
        expect(received[0]!.json()).toEqual({ order: 7, version: 1 });
        await waitFor('the queue to empty', async () => (await queue.depth()) === 0);
      });

      it('counts items until they are acked, including those being worked on', async () => {
        const queue = await freshQueue({ ackWaitMs: 5_000 });
        for (const id of ['a', 'b', 'c']) await queue.enqueue({ id }, { id });
        expect(await queue.depth()).toBe(3);

        const releaseA = heldGate();
        await consume(
          queue,
          async (item) => {
            if (item.id === 'a') await releaseA.opened;
            await item.ack();
          },
          3,
        );
        // b and c are acked at once; a is held by its handler and still counts.
        await waitFor('b and c to be acked', async () => (await queue.depth()) === 1);
        releaseA.open();
        await waitFor('a to be acked', async () => (await queue.depth()) === 0);
      });

      it('opens an existing queue again without losing its items', async () => {
        const queue = await freshQueue({ ackWaitMs: 5_000 });
        await queue.enqueue({ kept: true });
        const again = await bus.workQueue(queue.name, { ackWaitMs: 5_000 });
        expect(again.deadLetterSubject).toBe(queue.deadLetterSubject);
        expect(await again.depth()).toBe(1);
      });

      it('destroys a queue with its items, and destroying it again does nothing', async () => {
        const queue = await freshQueue({ ackWaitMs: 5_000 });
        await queue.enqueue({ discarded: true }, { id: 'discarded' });
        await queue.destroy();
        await queue.destroy();

        const recreated = await bus.workQueue(queue.name, { ackWaitMs: 5_000 });
        queues.push(recreated);
        expect(await recreated.depth()).toBe(0);
      });

      it('delivers events published just before close', async () => {
        const received = await collect('farewells.sent');
        const leaving = await createBus({
          natsUrl: implementation.natsUrl,
          prefix,
          logger: recordingLogger([]),
        });
        for (const number of [1, 2, 3]) await leaving.publish('farewells.sent', number);
        await leaving.close();

        await waitFor('all three events', () => received.length === 3);
        expect(received.map((event) => event.json())).toEqual([1, 2, 3]);
      });

      it('answers ping while open and refuses once closed', async () => {
        const second = await createBus({
          natsUrl: implementation.natsUrl,
          prefix: uniqueTestPrefix('bus-ping'),
          logger: recordingLogger([]),
        });
        await expect(second.ping()).resolves.toBeUndefined();
        await second.close();
        await expect(second.ping()).rejects.toThrow(/closed/);
      });
    });
  },
);
