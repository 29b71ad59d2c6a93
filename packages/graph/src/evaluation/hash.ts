// Cache keys. A node's key is a hash of a canonical text of everything its result depends on;
// the canonical text sorts object keys so two equal values always give the same key.

function canonical(value: unknown, parts: string[]): void {
  if (value === null) {
    parts.push('null');
  } else if (value === undefined) {
    parts.push('undefined');
  } else if (typeof value === 'number') {
    // Distinguish -0, NaN and the infinities, which JSON would fold into 0 or null.
    parts.push(Object.is(value, -0) ? '-0' : String(value));
  } else if (typeof value === 'string') {
    parts.push(JSON.stringify(value));
  } else if (typeof value === 'boolean' || typeof value === 'bigint') {
    parts.push(`${String(value)}${typeof value === 'bigint' ? 'n' : ''}`);
  } else if (Array.isArray(value)) {
    parts.push('[');
    value.forEach((item, index) => {
      if (index > 0) parts.push(',');
      canonical(item, parts);
    });
    parts.push(']');
  } else if (ArrayBuffer.isView(value)) {
    const bytes = new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
    parts.push(`${value.constructor.name}(${bytes.length}:`);
    // Byte contents go through the hash in slices, so a large buffer never becomes one huge string.
    const chunk = 8192;
    for (let offset = 0; offset < bytes.length; offset += chunk) {
      parts.push(hashText(String.fromCharCode(...bytes.subarray(offset, offset + chunk))));
    }
    parts.push(')');
  } else if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    parts.push('{');
    let first = true;
    for (const key of Object.keys(record).sort()) {
      if (record[key] === undefined) continue;
      if (!first) parts.push(',');
      first = false;
      parts.push(JSON.stringify(key), ':');
      canonical(record[key], parts);
    }
    parts.push('}');
  } else {
    parts.push(String(value));
  }
}

/** A text that is equal for equal values, whatever the order of their object keys. */
export function canonicalText(value: unknown): string {
  const parts: string[] = [];
  canonical(value, parts);
  return parts.join('');
}

// cyrb53 (bryc, public domain): a fast 53-bit string hash with good spread. Two runs with
// different seeds give 106 bits, enough that distinct cache keys do not collide in practice.
function cyrb53(text: string, seed: number): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** A 106-bit hash of a text as 28 hexadecimal digits. */
export function hashText(text: string): string {
  return (
    cyrb53(text, 0).toString(16).padStart(14, '0') + cyrb53(text, 0x9e3779b9).toString(16).padStart(14, '0')
  );
}

/** The hash of a value's canonical text. */
export function hashValue(value: unknown): string {
  return hashText(canonicalText(value));
}
