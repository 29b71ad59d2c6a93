// Little helpers for writing and reading binary files in memory.
import { EmbroideryError } from '../errors';

/** A growable byte buffer with little- and big-endian writers and back-patching. */
export class ByteWriter {
  private buffer: Uint8Array;
  private view: DataView;
  length = 0;

  constructor(capacity = 1024) {
    this.buffer = new Uint8Array(Math.max(16, capacity));
    this.view = new DataView(this.buffer.buffer);
  }

  private reserve(extra: number): void {
    const needed = this.length + extra;
    if (needed <= this.buffer.length) return;
    let capacity = this.buffer.length * 2;
    while (capacity < needed) capacity *= 2;
    const grown = new Uint8Array(capacity);
    grown.set(this.buffer.subarray(0, this.length));
    this.buffer = grown;
    this.view = new DataView(grown.buffer);
  }

  u8(value: number): this {
    this.reserve(1);
    this.buffer[this.length++] = value & 0xff;
    return this;
  }

  /** Three bytes at once, the shape of a DST record. */
  u8x3(first: number, second: number, third: number): this {
    this.reserve(3);
    const at = this.length;
    this.buffer[at] = first;
    this.buffer[at + 1] = second;
    this.buffer[at + 2] = third;
    this.length = at + 3;
    return this;
  }

  u16le(value: number): this {
    this.reserve(2);
    this.view.setUint16(this.length, value & 0xffff, true);
    this.length += 2;
    return this;
  }

  u16be(value: number): this {
    this.reserve(2);
    this.view.setUint16(this.length, value & 0xffff, false);
    this.length += 2;
    return this;
  }

  u24le(value: number): this {
    return this.u8(value)
      .u8(value >> 8)
      .u8(value >> 16);
  }

  u24be(value: number): this {
    return this.u8(value >> 16)
      .u8(value >> 8)
      .u8(value);
  }

  u32le(value: number): this {
    this.reserve(4);
    this.view.setUint32(this.length, value >>> 0, true);
    this.length += 4;
    return this;
  }

  u32be(value: number): this {
    this.reserve(4);
    this.view.setUint32(this.length, value >>> 0, false);
    this.length += 4;
    return this;
  }

  f32le(value: number): this {
    this.reserve(4);
    this.view.setFloat32(this.length, value, true);
    this.length += 4;
    return this;
  }

  /** Text as single bytes; characters outside printable ASCII become `?`. */
  ascii(text: string): this {
    this.reserve(text.length);
    for (let index = 0; index < text.length; index++) {
      const code = text.charCodeAt(index);
      this.buffer[this.length++] = code >= 0x20 && code < 0x7f ? code : code === 0x0d ? 0x0d : 0x3f;
    }
    return this;
  }

  bytes(data: Uint8Array): this {
    this.reserve(data.length);
    this.buffer.set(data, this.length);
    this.length += data.length;
    return this;
  }

  fill(value: number, count: number): this {
    this.reserve(count);
    this.buffer.fill(value, this.length, this.length + count);
    this.length += count;
    return this;
  }

  patchU32le(at: number, value: number): void {
    this.view.setUint32(at, value >>> 0, true);
  }

  patchU32be(at: number, value: number): void {
    this.view.setUint32(at, value >>> 0, false);
  }

  patchU16le(at: number, value: number): void {
    this.view.setUint16(at, value & 0xffff, true);
  }

  patchU24le(at: number, value: number): void {
    this.buffer[at] = value & 0xff;
    this.buffer[at + 1] = (value >> 8) & 0xff;
    this.buffer[at + 2] = (value >> 16) & 0xff;
  }

  /** The written bytes (a copy the size of the content). */
  finish(): Uint8Array {
    return this.buffer.slice(0, this.length);
  }
}

/** Reads a byte array front to back; reading past the end fails with `unreadable-file`. */
export class ByteReader {
  position = 0;
  private readonly view: DataView;

  constructor(
    readonly bytes: Uint8Array,
    private readonly format: string,
  ) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  get remaining(): number {
    return this.bytes.length - this.position;
  }

  fail(reason: string): never {
    throw new EmbroideryError('unreadable-file', `Not a readable ${this.format} file: ${reason}`, {
      format: this.format,
    });
  }

  private need(count: number): number {
    if (this.position + count > this.bytes.length) this.fail(`it ends early at byte ${this.bytes.length}`);
    const at = this.position;
    this.position += count;
    return at;
  }

  seek(position: number): void {
    if (position < 0 || position > this.bytes.length)
      this.fail(`an offset points outside the file (${position})`);
    this.position = position;
  }

  skip(count: number): void {
    this.seek(this.position + count);
  }

  u8(): number {
    return this.bytes[this.need(1)]!;
  }

  i8(): number {
    return this.view.getInt8(this.need(1));
  }

  u16le(): number {
    return this.view.getUint16(this.need(2), true);
  }

  u16be(): number {
    return this.view.getUint16(this.need(2), false);
  }

  i16le(): number {
    return this.view.getInt16(this.need(2), true);
  }

  i16be(): number {
    return this.view.getInt16(this.need(2), false);
  }

  u24le(): number {
    const at = this.need(3);
    return this.bytes[at]! | (this.bytes[at + 1]! << 8) | (this.bytes[at + 2]! << 16);
  }

  u24be(): number {
    const at = this.need(3);
    return (this.bytes[at]! << 16) | (this.bytes[at + 1]! << 8) | this.bytes[at + 2]!;
  }

  u32le(): number {
    return this.view.getUint32(this.need(4), true);
  }

  i32le(): number {
    return this.view.getInt32(this.need(4), true);
  }

  u32be(): number {
    return this.view.getUint32(this.need(4), false);
  }

  i32be(): number {
    return this.view.getInt32(this.need(4), false);
  }

  f32le(): number {
    return this.view.getFloat32(this.need(4), true);
  }

  ascii(count: number): string {
    const at = this.need(count);
    let text = '';
    for (let index = 0; index < count; index++) text += String.fromCharCode(this.bytes[at + index]!);
    return text;
  }

  slice(count: number): Uint8Array {
    const at = this.need(count);
    return this.bytes.subarray(at, at + count);
  }
}
