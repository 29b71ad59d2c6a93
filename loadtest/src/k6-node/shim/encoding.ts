// The `k6/encoding` module under Node: base64 as k6 offers it.
type Encoding = 'std' | 'rawstd' | 'url' | 'rawurl';

export function b64encode(input: string | ArrayBuffer, encoding: Encoding = 'std'): string {
  const buffer = typeof input === 'string' ? Buffer.from(input, 'utf8') : Buffer.from(input);
  const text = buffer.toString(encoding.endsWith('url') ? 'base64url' : 'base64');
  return encoding.startsWith('raw') ? text.replace(/=+$/, '') : text;
}

export function b64decode(input: string, encoding: Encoding = 'std', format?: 's'): ArrayBuffer | string {
  const buffer = Buffer.from(input, encoding.endsWith('url') ? 'base64url' : 'base64');
  if (format === 's') return buffer.toString('utf8');
  return buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength);
}

export default { b64encode, b64decode };
