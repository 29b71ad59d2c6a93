import { createInProcessBus } from './in-process';
import { consoleBusLogger } from './logger';
import { defaultPrefix } from './names';
import { createNatsBus } from './nats';
import type { Bus, CreateBusOptions } from './types';

/**
 * The bus for this deployment: NATS JetStream when a NATS URL is configured, otherwise the
 * in-process bus of the one-machine setup. Callers see the same interface either way.
 */
export async function createBus(options: CreateBusOptions = {}): Promise<Bus> {
  const prefix = options.prefix ?? defaultPrefix;
  const logger = options.logger ?? consoleBusLogger;
  if (options.natsUrl !== undefined && options.natsUrl !== '') {
    return createNatsBus({ natsUrl: options.natsUrl, prefix, logger });
  }
  return createInProcessBus({ prefix, logger });
}
