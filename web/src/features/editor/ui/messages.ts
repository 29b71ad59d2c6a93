import type { TFunction } from 'i18next';

/** Node message codes the interface has its own words for (spec section 8); others are generic. */
const knownMessages = [
  'low-fps',
  'self-intersecting-paths-removed',
  'unknown-error',
  'invalid-parameter',
  'upstream-failed',
  'missing-input',
  'cycle',
  'unknown-node-type',
  'unknown-node-version',
] as const;

type KnownMessage = (typeof knownMessages)[number];

const messageKeys: Record<KnownMessage, string> = {
  'low-fps': 'editor.messages.lowFps',
  'self-intersecting-paths-removed': 'editor.messages.selfIntersectingPathsRemoved',
  'unknown-error': 'editor.messages.unknownError',
  'invalid-parameter': 'editor.messages.invalidParameter',
  'upstream-failed': 'editor.messages.upstreamFailed',
  'missing-input': 'editor.messages.missingInput',
  cycle: 'editor.messages.cycle',
  'unknown-node-type': 'editor.messages.unknownNode',
  'unknown-node-version': 'editor.messages.unknownNode',
};

export function messageText(t: TFunction, code: string): string {
  const key = (knownMessages as readonly string[]).includes(code)
    ? messageKeys[code as KnownMessage]
    : 'editor.messages.unknownError';
  return t(key as never) as unknown as string;
}

const refusalKeys: Record<string, string> = {
  'socket-type-mismatch': 'editor.connection.typeMismatch',
  'input-already-connected': 'editor.connection.alreadyConnected',
  cycle: 'editor.connection.cycle',
  'no-compatible-input': 'editor.connection.noCompatibleInput',
};

/** Why a wire was refused, in the user's language. */
export function refusalText(t: TFunction, code: string): string {
  return t((refusalKeys[code] ?? 'editor.connection.refused') as never) as unknown as string;
}
