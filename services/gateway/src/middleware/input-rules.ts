import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { gatewayErrorCodes, type ErrorBody } from '@atelier/contracts';
import { ServiceError } from '@atelier/platform';
import type { RequestHandler } from 'express';
import { sendError } from '../errors';

/**
 * The gateway's one rule for text it accepts, checked at the boundary for every route so that
 * no route can forget it and no service or database ever sees what it cannot store (PostgreSQL
 * refuses a NUL byte in text and in jsonb, and answered 500):
 *
 * - Text in a request body (every JSON string and object key, at any depth; multipart fields,
 *   part names and file names) holds no C0 control character and no DEL, except tab, line feed
 *   and carriage return, which multi-line text (a note, a feedback message) legitimately holds.
 * - The address (each path segment, each query name and value) is one line: it holds no control
 *   character at all, and its percent-encoding must decode (`/project/%ZZ` is a 400).
 * - JSON nests at most `inputLimits.jsonDepth` levels (job parameters, presets.json): deeper
 *   documents are refused before any service walks them. Their size is bounded where they are
 *   read (the JSON body limit, the upload limits).
 * - The address is at most `inputLimits.urlLength` characters (414); an address or headers
 *   beyond what the HTTP parser takes are answered by `answerClientError` (414 or 431).
 *
 * Every refusal is a 400 (414, 431) in the product's error shape.
 */
export const inputLimits = {
  /** Levels of JSON objects and arrays, the outermost counting as one. */
  jsonDepth: 32,
  /** Characters of the request target (path and query). */
  urlLength: 8 * 1024,
} as const;

/** C0 controls and DEL, minus tab (U+0009), line feed (U+000A) and carriage return (U+000D). */
// Matching control characters is the point of these two patterns.
// eslint-disable-next-line no-control-regex
const controlInText = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** Every C0 control and DEL: the address is a single line. */
// eslint-disable-next-line no-control-regex
const controlInAddress = /[\u0000-\u001F\u007F]/;

export const inputMessages = {
  controlCharacter: (where: string) =>
    `Invalid request: ${where} holds a control character (such as a NUL byte), which is not allowed there.`,
  tooDeep: (where: string) => `Invalid request: ${where} nests deeper than ${inputLimits.jsonDepth} levels.`,
  malformedAddress: 'The address is not valid: it holds a malformed percent-encoding.',
  addressTooLong: `The address is too long: at most ${inputLimits.urlLength} characters.`,
  headersTooLarge: 'The request headers are too large.',
  malformedRequest: 'The request could not be read.',
  requestTimeout: 'The request took too long to arrive.',
} as const;

/** Whether text (a body string, a multipart field, a file name) holds a forbidden control character. */
export function holdsControlCharacter(text: string): boolean {
  return controlInText.test(text);
}

export type JsonProblem = { kind: 'control-character' | 'too-deep'; field: string };

/**
 * The first place where a parsed JSON value breaks the rule, or null. It never descends more
 * than `inputLimits.jsonDepth` levels, so a hostile document cannot exhaust the stack here.
 */
export function findJsonProblem(value: unknown, field = '', depth = 0): JsonProblem | null {
  if (typeof value === 'string')
    return holdsControlCharacter(value) ? { kind: 'control-character', field } : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth + 1 > inputLimits.jsonDepth) return { kind: 'too-deep', field };
  const entries: Array<[string, unknown]> = Array.isArray(value)
    ? value.map((item, index) => [String(index), item])
    : Object.entries(value);
  for (const [key, item] of entries) {
    const path = field ? `${field}.${key}` : key;
    if (!Array.isArray(value) && holdsControlCharacter(key))
      return { kind: 'control-character', field: field || '(body)' };
    const problem = findJsonProblem(item, path, depth + 1);
    if (problem) return problem;
  }
  return null;
}

/**
 * The message and the field key of a problem: a control character names its field (within the
 * document, when that is a part such as presets.json), too deep a nesting names the document.
 */
function describeProblem(
  problem: JsonProblem,
  document: string,
  isPart: boolean,
): { message: string; field: string } {
  if (problem.kind === 'too-deep') return { field: document, message: inputMessages.tooDeep(document) };
  const field = !problem.field ? document : isPart ? `${document} field ${problem.field}` : problem.field;
  return {
    field: isPart || !problem.field ? field : problem.field,
    message: inputMessages.controlCharacter(field),
  };
}

/**
 * Parses a JSON document that arrived outside the JSON body (a multipart part such as
 * presets.json) under the same rule as a body: a ServiceError (400) for invalid JSON, a control
 * character or too deep a nesting. `document` names it in the message.
 */
export function parseCheckedJson(text: string, document: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ServiceError('INVALID_ARGUMENT', `${document} is not valid JSON.`);
  }
  const problem = findJsonProblem(value);
  if (problem) {
    const { message, field } = describeProblem(problem, document, true);
    throw new ServiceError('INVALID_ARGUMENT', message, { fields: { [field]: message } });
  }
  return value;
}

/**
 * Checks the address before anything else reads it: length, percent-encoding of every path
 * segment (the route parameters are made of them), and control characters in the path and in
 * every query name and value.
 */
export function checkAddress(): RequestHandler {
  return (request, response, next) => {
    if (request.originalUrl.length > inputLimits.urlLength) {
      sendError(response, 414, gatewayErrorCodes.addressTooLong, inputMessages.addressTooLong);
      return;
    }
    for (const segment of request.path.split('/')) {
      let decoded: string;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        sendError(response, 400, gatewayErrorCodes.malformedBody, inputMessages.malformedAddress);
        return;
      }
      if (controlInAddress.test(decoded)) {
        sendError(
          response,
          400,
          gatewayErrorCodes.malformedBody,
          inputMessages.controlCharacter('the address'),
        );
        return;
      }
    }
    for (const [name, value] of Object.entries(request.query as Record<string, unknown>)) {
      const values = Array.isArray(value) ? value : [value];
      if (
        controlInAddress.test(name) ||
        values.some((item) => typeof item === 'string' && controlInAddress.test(item))
      ) {
        const message = inputMessages.controlCharacter(`the query parameter ${visibleName(name)}`);
        sendError(response, 400, gatewayErrorCodes.malformedBody, message, {
          fields: { [visibleName(name)]: message },
        });
        return;
      }
    }
    next();
  };
}

/** Checks a parsed JSON body (after express.json) against the rule; other bodies pass untouched. */
export function checkJsonBody(): RequestHandler {
  return (request, response, next) => {
    const problem = findJsonProblem(request.body as unknown);
    if (!problem) {
      next();
      return;
    }
    const { message, field } = describeProblem(problem, 'the body', false);
    sendError(response, 400, gatewayErrorCodes.malformedBody, message, { fields: { [field]: message } });
  };
}

/** A name for a message, with its control characters shown as escapes rather than sent raw. */
function visibleName(name: string): string {
  return JSON.stringify(name.slice(0, 60)).slice(1, -1);
}

const answeredSockets = new WeakSet<Duplex>();

/**
 * Node's HTTP parser answers a request it cannot read (an address or headers beyond
 * `maxHeaderSize`, malformed syntax) with a bare status line before any Express code runs. This
 * `clientError` listener answers in the product's error shape instead: 414 when the request line
 * alone is beyond the address limit, 431 when the headers are, 400 otherwise.
 */
export function answerClientError(
  error: Error & { code?: string; rawPacket?: Buffer },
  socket: Duplex,
): void {
  if (error.code === 'ECONNRESET' || !socket.writable || answeredSockets.has(socket)) {
    socket.destroy();
    return;
  }
  answeredSockets.add(socket);
  let status = 400;
  let code: string = gatewayErrorCodes.malformedBody;
  let message: string = inputMessages.malformedRequest;
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    const packet = error.rawPacket ?? Buffer.alloc(0);
    const lineEnd = packet.indexOf('\r\n');
    const requestLineLength = lineEnd === -1 ? packet.length : lineEnd;
    const startsWithRequestLine = /^[A-Z]+ /.test(packet.subarray(0, 16).toString('latin1'));
    if (startsWithRequestLine && requestLineLength > inputLimits.urlLength) {
      status = 414;
      code = gatewayErrorCodes.addressTooLong;
      message = inputMessages.addressTooLong;
    } else {
      status = 431;
      code = gatewayErrorCodes.headersTooLarge;
      message = inputMessages.headersTooLarge;
    }
  } else if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    status = 408;
    message = inputMessages.requestTimeout;
  }
  const body: ErrorBody = { error: { code, message } };
  const text = JSON.stringify(body);
  const reasons: Record<number, string> = {
    400: 'Bad Request',
    408: 'Request Timeout',
    414: 'URI Too Long',
    431: 'Request Header Fields Too Large',
  };
  socket.end(
    `HTTP/1.1 ${status} ${reasons[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(text)}\r\n` +
      'X-Content-Type-Options: nosniff\r\n' +
      'Cache-Control: no-store\r\n' +
      'Connection: close\r\n\r\n' +
      text,
  );
  // Whatever else the client sends on this connection is not read.
  (socket as Socket).once('finish', () => socket.destroy());
}
