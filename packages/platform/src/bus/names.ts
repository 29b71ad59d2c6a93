import { createHash } from 'node:crypto';

// Subject and name rules shared by both bus implementations, so that a subject the in-process
// bus accepts is one NATS accepts too, and a wildcard matches the same subjects in both.

export const defaultPrefix = 'atelier';

// Tokens used to build subjects and JetStream names keep to characters that are valid in both
// (stream and consumer names may not contain `.`, `*`, `>`, whitespace or path separators).
const safeTokenPattern = /^[A-Za-z0-9_-]+$/;
const maximumTokenLength = 64;

/**
 * Turns a prefix or queue name into a token valid in subjects and stream names. A name that
 * is already safe is kept as it is; any other gets a short hash of the original appended, so
 * that two names differing only in replaced characters (`a.b`, `a/b`) never share a stream.
 */
export function safeToken(name: string): string {
  if (safeTokenPattern.test(name) && name.length <= maximumTokenLength) return name;
  const readable = name.replace(/[^A-Za-z0-9_-]+/g, '_').slice(0, maximumTokenLength - 9);
  const hash = createHash('sha256').update(name).digest('hex').slice(0, 8);
  return `${readable}-${hash}`;
}

/** Everything the bus derives from a queue name. */
export interface QueueNames {
  /** JetStream stream holding the queue's items. */
  streamName: string;
  /** Durable pull consumer shared by every process consuming the queue. */
  consumerName: string;
  /** Subject the items are published on (already namespaced). */
  itemSubject: string;
  /** Event subject (before namespacing) where dead letters go. */
  deadLetterSubject: string;
}

export function queueNames(prefix: string, queueName: string): QueueNames {
  if (queueName === '') throw new Error('A work queue needs a name.');
  const namespace = safeToken(prefix);
  const queueToken = safeToken(queueName);
  const streamName = `${namespace}_${queueToken}`;
  return {
    streamName,
    consumerName: `${streamName}_workers`,
    itemSubject: `${namespace}.queue.${queueToken}`,
    deadLetterSubject: `dead-letter.${queueToken}`,
  };
}

// Events and queue items live under different roots of the namespace, because on NATS a
// JetStream publish is also an ordinary message: a subscriber to `>` would otherwise receive
// every queued item as if it were an event.
export function eventWireSubject(prefix: string, subject: string): string {
  return `${safeToken(prefix)}.event.${subject}`;
}

export function eventSubjectFromWire(prefix: string, wireSubject: string): string {
  const root = `${safeToken(prefix)}.event.`;
  return wireSubject.startsWith(root) ? wireSubject.slice(root.length) : wireSubject;
}

/** Throws unless the subject is a literal NATS subject: dot-separated, no empty tokens, no whitespace, no wildcards. */
export function assertPublishSubject(subject: string): void {
  for (const token of subjectTokens(subject)) {
    if (token === '*' || token === '>') {
      throw new Error(`Cannot publish on "${subject}": wildcards are only for subscribing.`);
    }
  }
}

/** Throws unless the subject is a valid NATS subscription subject: `*` as a whole token, `>` only as the last. */
export function assertSubscribeSubject(subject: string): void {
  const tokens = subjectTokens(subject);
  tokens.forEach((token, index) => {
    if (token === '>' && index !== tokens.length - 1) {
      throw new Error(`Invalid subject "${subject}": ">" may only be the last token.`);
    }
  });
}

/** Whether a subscription subject (possibly with wildcards) matches a literal subject, by NATS rules. */
export function subjectMatches(pattern: string, subject: string): boolean {
  const patternTokens = pattern.split('.');
  const subjectTokensList = subject.split('.');
  for (let index = 0; index < patternTokens.length; index += 1) {
    const patternToken = patternTokens[index];
    if (patternToken === '>') return subjectTokensList.length > index;
    const subjectToken = subjectTokensList[index];
    if (subjectToken === undefined) return false;
    if (patternToken !== '*' && patternToken !== subjectToken) return false;
  }
  return patternTokens.length === subjectTokensList.length;
}

function subjectTokens(subject: string): string[] {
  if (subject === '' || /\s/.test(subject)) {
    throw new Error(`Invalid subject "${subject}": subjects are non-empty and contain no whitespace.`);
  }
  const tokens = subject.split('.');
  if (tokens.some((token) => token === '')) {
    throw new Error(`Invalid subject "${subject}": empty token.`);
  }
  return tokens;
}
