// Moving pixel buffers between threads. A transferred ArrayBuffer changes owner without being
// copied; the sender's buffer is left detached (byteLength 0).

function isPlainContainer(value: object): boolean {
  if (Array.isArray(value)) return true;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * The ArrayBuffers inside a value (in typed arrays, data views, or bare), each once, for a
 * postMessage transfer list. Shared buffers are left out: they are shared, not transferred.
 */
export function collectTransferables(value: unknown): ArrayBuffer[] {
  const buffers = new Set<ArrayBuffer>();
  const seen = new Set<object>();
  const visit = (item: unknown): void => {
    if (typeof item !== 'object' || item === null || seen.has(item)) return;
    seen.add(item);
    if (item instanceof ArrayBuffer) {
      if (item.byteLength > 0) buffers.add(item);
    } else if (ArrayBuffer.isView(item)) {
      if (item.buffer instanceof ArrayBuffer && item.buffer.byteLength > 0) buffers.add(item.buffer);
    } else if (item instanceof Map) {
      for (const [key, entry] of item) {
        visit(key);
        visit(entry);
      }
    } else if (item instanceof Set) {
      for (const entry of item) visit(entry);
    } else if (isPlainContainer(item)) {
      for (const entry of Object.values(item)) visit(entry);
    }
  };
  visit(value);
  return [...buffers];
}

/**
 * A copy of a value whose typed arrays and buffers are fresh copies, with those copies listed in
 * `transfer`. The host sends results this way: its cache keeps the originals for later
 * evaluations, and the copy moves to the other thread without a second copy on arrival.
 */
export function copyForTransfer(value: unknown, transfer: ArrayBuffer[]): unknown {
  const copies = new Map<object, unknown>();
  const copy = (item: unknown): unknown => {
    if (typeof item !== 'object' || item === null) return item;
    const done = copies.get(item);
    if (done !== undefined) return done;
    if (item instanceof ArrayBuffer) {
      const buffer = item.slice(0);
      transfer.push(buffer);
      copies.set(item, buffer);
      return buffer;
    }
    if (ArrayBuffer.isView(item)) {
      if (!(item.buffer instanceof ArrayBuffer)) return item;
      const buffer = item.buffer.slice(item.byteOffset, item.byteOffset + item.byteLength);
      transfer.push(buffer);
      const Constructor = item.constructor as new (buffer: ArrayBuffer) => ArrayBufferView;
      const view = new Constructor(buffer);
      copies.set(item, view);
      return view;
    }
    if (Array.isArray(item)) {
      const array: unknown[] = [];
      copies.set(item, array);
      for (const entry of item) array.push(copy(entry));
      return array;
    }
    if (isPlainContainer(item)) {
      const record: Record<string, unknown> = {};
      copies.set(item, record);
      for (const [key, entry] of Object.entries(item)) record[key] = copy(entry);
      return record;
    }
    // Other objects (Maps, Dates, class instances) go by structured clone.
    return item;
  };
  return copy(value);
}
