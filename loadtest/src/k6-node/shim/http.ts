// The `k6/http` module under Node. Requests are synchronous, as in k6: the virtual user's thread
// waits while the runner sends the request with fetch, then emits k6's HTTP metrics with k6's
// system tags (name, method, status, url, group, scenario, expected_response).
import { durationMilliseconds } from '../durations';
import type { WireBody, WireRequest, WireResponse } from '../protocol';
import { emit, requestSync } from '../vu';

type ResponseType = 'text' | 'binary' | 'none';
type Body = string | ArrayBuffer | Record<string, unknown> | null | undefined;

interface Params {
  headers?: Record<string, string>;
  tags?: Record<string, string>;
  responseType?: ResponseType;
  timeout?: string | number;
  redirects?: number;
  responseCallback?: (response: { status: number }) => boolean;
  jar?: unknown;
}

const fileMarker = '__k6NodeFile';

export class FileData {
  readonly [fileMarker] = true;
  constructor(
    readonly data: string | ArrayBuffer,
    readonly filename: string,
    readonly content_type: string,
  ) {}
}

export function file(
  data: string | ArrayBuffer,
  filename = 'file',
  contentType = 'application/octet-stream',
) {
  return new FileData(data, filename, contentType);
}

function isFile(value: unknown): value is FileData {
  return typeof value === 'object' && value !== null && fileMarker in value;
}

function encodeBody(body: Body, headers: Record<string, string>): WireBody {
  if (body === null || body === undefined) return { kind: 'none' };
  if (typeof body === 'string') return { kind: 'text', text: body };
  if (body instanceof ArrayBuffer) return { kind: 'bytes', bytes: body };
  const entries = Object.entries(body);
  if (entries.some(([, value]) => isFile(value)))
    return {
      kind: 'multipart',
      parts: entries.map(([name, value]) =>
        isFile(value)
          ? { name, file: { data: value.data, filename: value.filename, contentType: value.content_type } }
          : { name, value: String(value) },
      ),
    };
  if (!Object.keys(headers).some((header) => header.toLowerCase() === 'content-type'))
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
  return {
    kind: 'text',
    text: new URLSearchParams(
      entries.map(([key, value]): [string, string] => [key, String(value)]),
    ).toString(),
  };
}

const canonical = (name: string) =>
  name
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1).toLowerCase())
    .join('-');

let expected = (status: number) => status >= 200 && status < 400;

export function expectedStatuses(...statuses: Array<number | { min: number; max: number }>) {
  return (response: { status: number }) =>
    statuses.some((entry) =>
      typeof entry === 'number'
        ? response.status === entry
        : response.status >= entry.min && response.status <= entry.max,
    );
}

export function setResponseCallback(callback: (response: { status: number }) => boolean) {
  expected = (status) => callback({ status });
}

export class Response {
  readonly status: number;
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly body: string | ArrayBuffer | null;
  readonly error: string;
  readonly error_code: number;
  readonly timings: WireResponse['timings'] & { blocked: 0; connecting: 0; tls_handshaking: 0 };
  readonly request: { method: string; url: string; headers: Record<string, string> };

  constructor(wire: WireResponse, request: WireRequest, responseType: ResponseType) {
    this.status = wire.status;
    this.url = wire.url;
    this.headers = Object.fromEntries(
      Object.entries(wire.headers).map(([key, value]) => [canonical(key), value]),
    );
    this.body =
      responseType === 'none'
        ? null
        : responseType === 'binary'
          ? wire.body
          : Buffer.from(wire.body).toString('utf8');
    this.error = wire.error;
    this.error_code = wire.error ? 1000 : wire.status >= 400 ? 1000 + wire.status : 0;
    this.timings = { ...wire.timings, blocked: 0, connecting: 0, tls_handshaking: 0 };
    this.request = { method: request.method, url: request.url, headers: request.headers };
  }

  /** The body parsed as JSON; with a selector, the value at a dotted path (`data.token`, `items.0.id`). */
  json(selector?: string): unknown {
    if (this.body === null) throw new Error('the response has no body');
    const text = typeof this.body === 'string' ? this.body : Buffer.from(this.body).toString('utf8');
    const parsed: unknown = JSON.parse(text);
    if (!selector) return parsed;
    let value: unknown = parsed;
    for (const key of selector.split('.')) value = (value as Record<string, unknown> | undefined)?.[key];
    return value;
  }
}

export function request(method: string, url: string, body?: Body, params: Params = {}): Response {
  const headers = { ...(params.headers ?? {}) };
  const wire: WireRequest = {
    method: method.toUpperCase(),
    url,
    headers,
    body: encodeBody(body, headers),
    timeoutMilliseconds: durationMilliseconds(params.timeout ?? '60s'),
    followRedirects: (params.redirects ?? 10) > 0,
  };
  const answer = requestSync(wire);
  const response = new Response(answer, wire, params.responseType ?? 'text');
  const isExpected = params.responseCallback
    ? params.responseCallback({ status: answer.status })
    : answer.status !== 0 && expected(answer.status);
  const tags: Record<string, string> = {
    name: url,
    method: wire.method,
    status: String(answer.status),
    url,
    expected_response: String(isExpected),
    ...(answer.error ? { error: answer.error } : {}),
    ...(params.tags ?? {}),
  };
  emit('http_reqs', 'counter', 1, tags);
  emit('http_req_duration', 'trend', answer.timings.duration, tags, true);
  emit('http_req_waiting', 'trend', answer.timings.waiting, tags, true);
  emit('http_req_receiving', 'trend', answer.timings.receiving, tags, true);
  emit('http_req_sending', 'trend', answer.timings.sending, tags, true);
  emit('http_req_failed', 'rate', isExpected ? 0 : 1, tags);
  emit('data_received', 'counter', answer.body.byteLength, tags);
  emit('data_sent', 'counter', answer.sentBytes, tags);
  return response;
}

export const get = (url: string, params?: Params) => request('GET', url, null, params);
export const head = (url: string, params?: Params) => request('HEAD', url, null, params);
export const post = (url: string, body?: Body, params?: Params) => request('POST', url, body, params);
export const put = (url: string, body?: Body, params?: Params) => request('PUT', url, body, params);
export const patch = (url: string, body?: Body, params?: Params) => request('PATCH', url, body, params);
export const del = (url: string, body?: Body, params?: Params) => request('DELETE', url, body, params);
export const options = (url: string, body?: Body, params?: Params) => request('OPTIONS', url, body, params);

/** Requests carry no cookies under the shim (k6 keeps a jar per virtual user): clearing is a no-op. */
export function cookieJar() {
  return {
    clear() {},
    cookiesForURL: () => ({}),
    set() {},
  };
}

export function batch(): never {
  throw new Error('http.batch is not implemented by the Node shim of k6');
}

export default {
  request,
  get,
  head,
  post,
  put,
  patch,
  del,
  options,
  file,
  cookieJar,
  batch,
  expectedStatuses,
  setResponseCallback,
};
