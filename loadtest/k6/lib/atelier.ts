// What every k6 scenario shares: where the product is, how a virtual user signs in, the
// requests' common parameters, and the graph and image the scenarios send.
//
// Sign-in takes the product's own path for a person running it on one machine without a mail
// server: POST /user/emailsignup, the code from the dev mailbox (GET /dev/mailbox, answered only
// to requests from the machine the product runs on), POST /user/one_time_password. Where the
// product sends real mail (a cluster), pass tokens of signed-in test users in ACCESS_TOKENS
// (comma-separated) instead; setup() then signs nobody in.
import { check, fail, group } from 'k6';
import http from 'k6/http';
import type { Params, RefinedResponse, ResponseType } from 'k6/http';

/** The product's address (BASE_URL), without a trailing slash. */
export const baseUrl = (__ENV.BASE_URL || 'http://127.0.0.1:8080').replace(/\/+$/, '');

/** How long each scenario's load lasts (DURATION, a k6 duration; the one-machine bench runs 10s). */
export const duration = __ENV.DURATION || '1m';

/** How many users setup() signs in (USERS); virtual users share them round-robin. */
export const userCount = Number(__ENV.USERS || 4);

export interface SignedInUser {
  email: string;
  token: string;
}

/** What setup() hands to every virtual user. */
export interface SetupData {
  users: SignedInUser[];
}

const jsonHeaders = { 'Content-Type': 'application/json', Accept: 'application/json' };

/** Thresholds every scenario holds to, besides its own per group. */
export const commonThresholds = {
  http_req_failed: ['rate<0.01'],
  checks: ['rate>0.99'],
  'http_req_duration{flow:sign-in}': ['p(95)<1000'],
};

function signIn(email: string): SignedInUser {
  const flow = { flow: 'sign-in' };
  const requested = http.post(`${baseUrl}/user/emailsignup`, JSON.stringify({ email }), {
    headers: jsonHeaders,
    tags: { name: 'POST /user/emailsignup', ...flow },
  });
  check(requested, { 'sign-in code requested': (response) => response.status === 200 });

  const mailbox = http.get(`${baseUrl}/dev/mailbox`, {
    headers: { Accept: 'application/json' },
    tags: { name: 'GET /dev/mailbox', ...flow },
  });
  const messages =
    mailbox.status === 200
      ? (mailbox.json() as unknown as { messages: Array<{ to: string; text: string }> }).messages
      : [];
  // Newest first: the code just sent.
  const mail = messages.find((message) => message.to === email);
  const code = mail ? /^(\d{4})$/m.exec(mail.text)?.[1] : undefined;
  if (!code)
    fail(
      `no sign-in code for ${email} in ${baseUrl}/dev/mailbox (${mailbox.status}): run k6 on the ` +
        'machine of a product without SMTP_URL, or pass ACCESS_TOKENS',
    );

  const signedIn = http.post(
    `${baseUrl}/user/one_time_password`,
    JSON.stringify({ email, oneTimePassword: code }),
    { headers: jsonHeaders, tags: { name: 'POST /user/one_time_password', ...flow } },
  );
  check(signedIn, { 'signed in with the code': (response) => response.status === 200 });
  const grant = (signedIn.json() as unknown as { data: { token: string; accepted_terms: boolean } }).data;
  // The session cookies stay out of the scenarios' requests, which carry the bearer token.
  http.cookieJar().clear(baseUrl);
  const user = { email, token: grant.token };
  if (!grant.accepted_terms) {
    const accepted = http.post(
      `${baseUrl}/user/update`,
      JSON.stringify({ accepted_terms: true }),
      authorised(user, 'POST /user/update', { flow: 'sign-in' }, jsonHeaders),
    );
    check(accepted, { 'terms accepted': (response) => response.status === 200 });
  }
  return user;
}

/** Signs in `count` fresh users (or takes ACCESS_TOKENS); for each scenario's setup(). */
export function signInUsers(count = userCount): SetupData {
  const given = (__ENV.ACCESS_TOKENS || '')
    .split(',')
    .map((token) => token.trim())
    .filter((token) => token !== '');
  if (given.length > 0) return { users: given.map((token, index) => ({ email: `token-${index}`, token })) };
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const users: SignedInUser[] = [];
  group('sign in', () => {
    for (let index = 0; index < count; index += 1) users.push(signIn(`k6-${run}-${index}@example.com`));
  });
  return { users };
}

/** The user this virtual user acts as. */
export function userOf(data: SetupData): SignedInUser {
  return data.users[(__VU - 1 + data.users.length) % data.users.length]!;
}

/**
 * Request parameters with the user's bearer token and a `name` tag that groups URLs with ids,
 * written as the gateway's routes are (`GET /file/:id`): no braces, which a threshold's tag list
 * could not hold.
 */
export function authorised(
  user: SignedInUser,
  name: string,
  tags: Record<string, string> = {},
  headers: Record<string, string> = { Accept: 'application/json' },
): Params {
  return { headers: { ...headers, Authorization: `Bearer ${user.token}` }, tags: { name, ...tags } };
}

/** POST of a JSON body as the user. */
export function postJson(user: SignedInUser, path: string, name: string, body: unknown) {
  return http.post(`${baseUrl}${path}`, JSON.stringify(body), authorised(user, name, {}, jsonHeaders));
}

/** The parsed JSON body of an answer, or undefined when it is not JSON. */
export function jsonOf<T>(response: RefinedResponse<ResponseType | undefined>): T | undefined {
  try {
    return response.json() as unknown as T;
  } catch {
    return undefined;
  }
}

export interface ProjectAnswer {
  project: { id: string; current_project_version_id?: string | null };
  version: { id: string };
}

/** Creates a project as the user; answers its id. */
export function createProject(user: SignedInUser, name: string): string {
  const created = postJson(user, '/project/version/create/new', 'POST /project/version/create/new', { name });
  check(created, { 'project created': (response) => response.status === 201 });
  const answer = jsonOf<ProjectAnswer>(created);
  if (!answer) fail(`creating a project answered ${created.status}`);
  return answer.project.id;
}

/** Saves `graph` as the project's new version (multipart nodegraph.json); answers the version id. */
export function saveVersion(user: SignedInUser, projectId: string, graph: unknown): string | undefined {
  const saved = http.post(
    `${baseUrl}/project/version/create/${projectId}`,
    { nodegraph: http.file(JSON.stringify(graph), 'nodegraph.json', 'application/json') },
    authorised(user, 'POST /project/version/create/:projectId'),
  );
  check(saved, { 'version saved': (response) => response.status === 201 });
  return jsonOf<ProjectAnswer>(saved)?.version.id;
}

/**
 * An 8 x 8 px solid colour exported as PNG: the smallest graph a render worker exports, in the
 * given colour so each save differs from the last.
 */
export function swatchGraph(red = 255, green = 255, blue = 255) {
  return {
    version: '1.0.0',
    nodes: [
      {
        id: 'swatch',
        type: 'image.solid-colour',
        version: '1.0.0',
        options: { x: 0, y: 0, selectedUnit: null },
        controls: [
          [
            { id: 'width', value: 8 },
            { id: 'height', value: 8 },
          ],
          [{ id: 'dpi', value: 72 }],
          [{ id: 'colour', value: { red, green, blue, alpha: 255 } }],
        ],
        params: {},
      },
      {
        id: 'swatch-png',
        type: 'image.export',
        version: '1.0.0',
        options: { x: 300, y: 0, selectedUnit: null },
        controls: [
          [{ id: 'format', value: 'png' }],
          [
            { id: 'width', value: 0 },
            { id: 'height', value: 0 },
            { id: 'units', value: 'pixels' },
          ],
          [
            { id: 'dpi', value: 0 },
            { id: 'quality', value: 90 },
          ],
        ],
        params: {},
      },
    ],
    connections: [
      { id: 1000, from: { nodeId: 'swatch', output: 'image' }, to: { nodeId: 'swatch-png', input: 'title' } },
    ],
    groups: [],
  };
}

/** A 16 x 16 px PNG (107 bytes), base64: what the upload scenario sends. */
export const swatchPngBase64 =
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAHUlEQVQ4jWM4YRP1nxLMMGrA/9EwiBoNA5thEQYA0oRdH/bAKrMAAAAASUVORK5CYII=';
