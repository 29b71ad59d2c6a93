import type { BusEvent } from './types';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * Bytes go on the wire as they are; anything else is JSON. The bytes are copied so that a
 * caller reusing its buffer after publish cannot change what subscribers receive, which on
 * NATS is guaranteed by the socket and in-process has to be done by hand.
 */
export function encodePayload(payload: unknown): Uint8Array {
  if (payload instanceof Uint8Array) return new Uint8Array(payload);
  // JSON.stringify(undefined) yields no text at all; null is the closest JSON value.
  return encoder.encode(JSON.stringify(payload) ?? 'null');
}

export function decodeJson<T>(data: Uint8Array): T {
  return JSON.parse(decoder.decode(data)) as T;
}

export function createBusEvent(subject: string, data: Uint8Array): BusEvent {
  return { subject, data, json: <T>() => decodeJson<T>(data) };
}

/** What the dead-letter subject of a work queue receives for an item that used up its deliveries. */
export interface DeadLetter {
  /** The item's id, as given to enqueue or generated. */
  id: string;
  /** The work queue's name. */
  queue: string;
  /** How many times the item was handed to a handler (the queue's maxDeliver). */
  deliveryCount: number;
  /** The item's original payload. */
  data: Uint8Array;
  json<T = unknown>(): T;
}

// On the wire a dead letter is JSON with the payload in base64, since the payload may be any
// bytes and a subscriber should not need to know how the item was encoded to read the rest.
interface DeadLetterWire {
  id: string;
  queue: string;
  deliveryCount: number;
  payloadBase64: string;
}

export function encodeDeadLetter(letter: Omit<DeadLetter, 'json'>): Uint8Array {
  const wire: DeadLetterWire = {
    id: letter.id,
    queue: letter.queue,
    deliveryCount: letter.deliveryCount,
    payloadBase64: Buffer.from(letter.data).toString('base64'),
  };
  return encoder.encode(JSON.stringify(wire));
}

/** Reads an event received on a work queue's deadLetterSubject. */
export function readDeadLetter(event: BusEvent): DeadLetter {
  const wire = event.json<DeadLetterWire>();
  const data = new Uint8Array(Buffer.from(wire.payloadBase64, 'base64'));
  return {
    id: wire.id,
    queue: wire.queue,
    deliveryCount: wire.deliveryCount,
    data,
    json: <T>() => decodeJson<T>(data),
  };
}
