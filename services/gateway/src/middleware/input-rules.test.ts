import type { Server } from 'node:http';
import { connect } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerClientError,
  checkAddress,
  checkJsonBody,
  findJsonProblem,
  holdsControlCharacter,
  parseCheckedJson,
} from './input-rules';

/** `levels` objects inside each other around a number: {"a":{"a":…1…}}. */
function nested(levels: number): unknown {
  let value: unknown = 1;
  for (let level = 0; level < levels; level += 1) value = { a: value };
  return value;
}

describe('the text rule', () => {
  it('refuses NUL and the other C0 controls and DEL, but keeps tab, line feed and carriage return', () => {
    expect(holdsControlCharacter('a\u0000b')).toBe(true);
    expect(holdsControlCharacter('bell\u0007')).toBe(true);
    expect(holdsControlCharacter('escape\u001B[31m')).toBe(true);
    expect(holdsControlCharacter('delete\u007F')).toBe(true);
    expect(holdsControlCharacter('vertical\u000Btab')).toBe(true);
    expect(holdsControlCharacter('line one\r\nline two\tindented')).toBe(false);
    expect(holdsControlCharacter('Stickerei – Größe 10 × 12 cm 🧵')).toBe(false);
  });

  it('finds a control character at any depth, naming the field, and in object keys', () => {
    expect(findJsonProblem({ name: 'fine', tags: ['ok', 'x\u0000'] })).toEqual({
      kind: 'control-character',
      field: 'tags.1',
    });
    expect(findJsonProblem({ parameters: { colours: [{ label: '\u0001' }] } })).toEqual({
      kind: 'control-character',
      field: 'parameters.colours.0.label',
    });
    expect(findJsonProblem({ parameters: { 'bad\u0000key': 1 } })).toEqual({
      kind: 'control-character',
      field: 'parameters',
    });
    expect(findJsonProblem({ a: 1, b: [true, null, 2.5, 'text\n'] })).toBeNull();
  });

  it('allows 32 levels of nesting and refuses 33, however deep the document goes', () => {
    // nested(31) is 31 objects; wrapped in { parameters } it is 32 levels.
    expect(findJsonProblem({ parameters: nested(31) })).toBeNull();
    expect(findJsonProblem({ parameters: nested(32) })?.kind).toBe('too-deep');
    // A hundred thousand levels is refused without walking (or overflowing the stack) further.
    expect(findJsonProblem(JSON.parse('['.repeat(100_000) + ']'.repeat(100_000)))?.kind).toBe('too-deep');
  });

  it('parses a multipart JSON part under the same rule, as a 400 service error', () => {
    expect(parseCheckedJson('{"swatch":{"colour":"#ff0000"}}', 'presets.json')).toEqual({
      swatch: { colour: '#ff0000' },
    });
    expect(() => parseCheckedJson('{"swatch":', 'presets.json')).toThrow('presets.json is not valid JSON.');
    expect(() => parseCheckedJson(JSON.stringify(nested(40)), 'presets.json')).toThrow(
      'Invalid request: presets.json nests deeper than 32 levels.',
    );
    try {
      parseCheckedJson('{"swatch":"a\\u0000"}', 'presets.json');
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ code: 'INVALID_ARGUMENT' });
      expect((error as Error).message).toBe(
        'Invalid request: presets.json field swatch holds a control character (such as a NUL byte), which is not allowed there.',
      );
    }
  });
});

describe('the gateway boundary', () => {
  let server: Server;
  let base: string;
  const seen: unknown[] = [];

  beforeAll(async () => {
    const app = express();
    app.set('query parser', 'simple');
    app.use(checkAddress());
    app.use(express.json());
    app.use(checkJsonBody());
    app.all('/project/:id', (request, response) => {
      seen.push({ id: request.params.id, query: request.query, body: request.body as unknown });
      response.json({ ok: true });
    });
    server = app.listen(0, '127.0.0.1');
    server.on('clientError', answerClientError);
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => {
    server.close();
  });

  async function call(route: string, init: { body?: unknown; headers?: Record<string, string> } = {}) {
    const response = await fetch(`${base}${route}`, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers: {
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      body: (await response.json()) as { error?: { code: string; message: string } },
    };
  }

  it('lets ordinary text, multi-line text and Unicode through', async () => {
    const answer = await call('/project/p%C3%BCnktchen?search=gr%C3%BCn%20%26%20blau', {
      body: { name: 'Größe\tM', note: 'first line\r\nsecond line' },
    });
    expect(answer.status).toBe(200);
    expect(seen.at(-1)).toEqual({
      id: 'pünktchen',
      query: { search: 'grün & blau' },
      body: { name: 'Größe\tM', note: 'first line\r\nsecond line' },
    });
  });

  it('names the field holding the control character', async () => {
    const answer = await call('/project/p1', { body: { tags: ['ok', 'x\u0000'] } });
    expect(answer.body).toEqual({
      error: {
        code: 'INVALID_ARGUMENT',
        message:
          'Invalid request: tags.1 holds a control character (such as a NUL byte), which is not allowed there.',
        details: {
          fields: {
            'tags.1':
              'Invalid request: tags.1 holds a control character (such as a NUL byte), which is not allowed there.',
          },
        },
      },
    });
  });

  it('answers 400 in the error shape for a NUL in a body string, a query value or a path parameter', async () => {
    const before = seen.length;
    for (const [route, body] of [
      ['/project/p1', { name: 'a\u0000b' }],
      ['/project/p1', { tags: ['ok', 'x\u0000'] }],
      ['/project/p1?search=%00', undefined],
      ['/project/p1?tag=a%00b', undefined],
      ['/project/p1?tag=ok&tag=%1B', undefined],
      ['/project/%00', undefined],
      ['/project/line%0Abreak', undefined],
    ] as const) {
      const answer = await call(route, { body });
      expect(answer.status, route).toBe(400);
      expect(answer.type).toMatch(/^application\/json/);
      expect(answer.body.error?.code).toBe('INVALID_ARGUMENT');
      expect(answer.body.error?.message).toContain('control character');
    }
    expect(seen.length).toBe(before);
  });

  it('answers 400 for malformed percent-encoding in the path and for JSON nested too deep', async () => {
    const malformed = await call('/project/%ZZ');
    expect(malformed).toMatchObject({
      status: 400,
      body: {
        error: {
          code: 'INVALID_ARGUMENT',
          message: 'The address is not valid: it holds a malformed percent-encoding.',
        },
      },
    });
    const deep = await call('/project/p1', { body: { parameters: nested(100) } });
    expect(deep).toMatchObject({
      status: 400,
      body: {
        error: {
          code: 'INVALID_ARGUMENT',
          message: 'Invalid request: the body nests deeper than 32 levels.',
        },
      },
    });
  });

  it('answers 414 in the error shape for an address beyond 8 KiB, and for one beyond the parser', async () => {
    const long = await call(`/project/p1?search=${'a'.repeat(9000)}`);
    expect(long).toMatchObject({ status: 414, body: { error: { code: 'URI_TOO_LONG' } } });
    expect(long.type).toMatch(/^application\/json/);
    // 100 KB is more than Node's HTTP parser reads (16 KiB of request line and headers).
    const huge = await call(`/project/p1?search=${'a'.repeat(100_000)}`);
    expect(huge).toMatchObject({
      status: 414,
      body: { error: { code: 'URI_TOO_LONG', message: 'The address is too long: at most 8192 characters.' } },
    });
  });

  it('answers 431 in the error shape for headers beyond the parser', async () => {
    const answer = await call('/project/p1', { headers: { 'x-padding': 'b'.repeat(100_000) } });
    expect(answer).toMatchObject({
      status: 431,
      body: { error: { code: 'HEADERS_TOO_LARGE', message: 'The request headers are too large.' } },
    });
    expect(answer.type).toMatch(/^application\/json/);
  });

  it('answers an unreadable request line with 400 in the error shape and nosniff', async () => {
    const port = (server.address() as { port: number }).port;
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write('NOT HTTP AT ALL\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw.startsWith('HTTP/1.1 400 Bad Request\r\n')).toBe(true);
    expect(raw).toContain('\r\nX-Content-Type-Options: nosniff\r\n');
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({
      error: { code: 'INVALID_ARGUMENT', message: 'The request could not be read.' },
    });
  });
});
