import { describe, expect, it } from 'vitest';
import { createLogger } from '../logging/logger';
import { ShutdownCoordinator } from './shutdown';

describe('ShutdownCoordinator', () => {
  it('runs every step once, in order, even when one fails', async () => {
    const order: string[] = [];
    const coordinator = new ShutdownCoordinator(createLogger({ name: 'test', level: 'silent' }));
    coordinator.add('http', async () => {
      order.push('http');
    });
    coordinator.add('grpc', async () => {
      order.push('grpc');
      throw new Error('already closed');
    });
    coordinator.add('database', async () => {
      order.push('database');
    });
    await Promise.all([coordinator.shutdown('SIGTERM'), coordinator.shutdown('SIGINT')]);
    expect(order).toEqual(['http', 'grpc', 'database']);
  });
});
