// A scene as text and binary chunks, for hosts that hand it across a boundary that takes no typed
// arrays (the DevTools protocol to a headless browser): every typed array becomes a numbered
// chunk of bytes, the rest stays JSON. Decoding gives typed arrays of the same kind and contents.

type TypedArray = Float32Array | Uint32Array | Uint8ClampedArray | Uint8Array | Uint16Array;

const typedArrayKinds = {
  Float32Array,
  Uint32Array,
  Uint8ClampedArray,
  Uint8Array,
  Uint16Array,
} as const;

type TypedArrayKind = keyof typeof typedArrayKinds;

interface ChunkReference {
  $chunk: number;
  kind: TypedArrayKind;
}

export interface EncodedValue {
  /** JSON of the value, typed arrays replaced by `{ $chunk, kind }`. */
  json: string;
  /** The bytes of each typed array, in `$chunk` order. */
  chunks: Uint8Array[];
}

function kindOf(value: unknown): TypedArrayKind | undefined {
  for (const kind of Object.keys(typedArrayKinds) as TypedArrayKind[]) {
    if (value instanceof typedArrayKinds[kind]) return kind;
  }
  return undefined;
}

export function encodeValue(value: unknown): EncodedValue {
  const chunks: Uint8Array[] = [];
  const json = JSON.stringify(value, (_key, item: unknown) => {
    const kind = kindOf(item);
    if (!kind) return item;
    const array = item as TypedArray;
    chunks.push(new Uint8Array(array.buffer, array.byteOffset, array.byteLength));
    return { $chunk: chunks.length - 1, kind } satisfies ChunkReference;
  });
  return { json, chunks };
}

export function decodeValue<Value>(json: string, chunks: readonly Uint8Array[]): Value {
  return JSON.parse(json, (_key, item: unknown) => {
    if (typeof item !== 'object' || item === null || !('$chunk' in item)) return item;
    const { $chunk, kind } = item as ChunkReference;
    const bytes = chunks[$chunk]!;
    // Copied into a fresh buffer so that each array starts aligned to its element size.
    const copy = new Uint8Array(bytes.byteLength);
    copy.set(bytes);
    const View = typedArrayKinds[kind];
    return new View(copy.buffer, 0, copy.byteLength / View.BYTES_PER_ELEMENT);
  }) as Value;
}
