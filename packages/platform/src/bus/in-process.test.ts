import { uniqueTestPrefix } from '@atelier/testing';
import { describe, expect, it } from 'vitest';

import { createBus } from './index';
import type { BusLogger, WorkItem } from './index';

const quietLogger: BusLogger = { info() {}, warn() {}, error() {} };

function activeTimerCount(): number {
  return process.getActiveResourcesInfo().filter((resource) => resource === 'Timeout').length;
}

async function waitFor(what: string, condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('in-process bus', () => {
  it('clears its ack-wait and nak-delay timers when the last bus of a prefix closes', async () => {
    const timersBefore = activeTimerCount();
    const bus = await createBus({ prefix: uniqueTestPrefix('in-process-timers'), logger: quietLogger });
    const queue = await bus.workQueue('timers', { ackWaitMs: 60_000 });
    const held: WorkItem[] = [];
    await queue.consume(
      async (item) => {
        held.push(item);
        // The first item waits a minute for redelivery; the second is kept in flight.
        if (item.json<{ number: number }>().number === 1) await item.nak(60_000);
        else await new Promise(() => {});
      },
      { concurrency: 2 },
    );
    await queue.enqueue({ number: 1 });
    await queue.enqueue({ number: 2 });
    await waitFor('both items to be delivered', () => held.length === 2);
    expect(activeTimerCount()).toBe(timersBefore + 2);

    await bus.close();
    expect(activeTimerCount()).toBe(timersBefore);
  });

  it('connects buses created with the same prefix, as one NATS server would', async () => {
    const prefix = uniqueTestPrefix('in-process-shared');
    const publisher = await createBus({ prefix, logger: quietLogger });
    const subscriber = await createBus({ prefix, logger: quietLogger });
    const stranger = await createBus({ prefix: uniqueTestPrefix('in-process-other'), logger: quietLogger });
    const received: string[] = [];
    await subscriber.subscribe('greetings.*', (event) => void received.push(`subscriber:${event.subject}`));
    await stranger.subscribe('greetings.*', (event) => void received.push(`stranger:${event.subject}`));

    const producerQueue = await publisher.workQueue('shared');
    const consumerQueue = await subscriber.workQueue('shared');
    const consumed: unknown[] = [];
    await consumerQueue.consume(async (item) => {
      consumed.push(item.json());
      await item.ack();
    });

    await publisher.publish('greetings.hello', 'hi');
    await producerQueue.enqueue({ from: 'publisher' });
    await waitFor('the event and the item', () => received.length === 1 && consumed.length === 1);

    expect(received).toEqual(['subscriber:greetings.hello']);
    expect(consumed).toEqual([{ from: 'publisher' }]);
    await Promise.all([publisher.close(), subscriber.close(), stranger.close()]);
  });
});
