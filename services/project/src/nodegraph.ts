import {
  decryptNodegraph,
  decryptNodegraphWithFallback,
  encryptNodegraph,
  zeroUserId,
} from '@atelier/contracts';
import { formatGraphProblem, graphFormatVersion, parseGraph, type GraphDocument } from '@atelier/graph';
import { ServiceError } from '@atelier/platform';

/** The graph of a new project's first version: nothing in it yet. */
export const emptyNodegraph = Buffer.from(
  JSON.stringify({ version: graphFormatVersion, nodes: [], connections: [], groups: [] }),
);

/** At most this many problems are named in an error; the rest are counted. */
const problemsNamed = 3;

function checkGraphText(plain: Uint8Array): GraphDocument {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch {
    throw new ServiceError('INVALID_ARGUMENT', 'The node graph is not a graph: it is not UTF-8 text.');
  }
  const result = parseGraph(text);
  if (!result.ok) {
    const named = result.problems.slice(0, problemsNamed).map(formatGraphProblem).join('; ');
    const more = result.problems.length - problemsNamed;
    throw new ServiceError(
      'INVALID_ARGUMENT',
      `The node graph is not a graph: ${named}${more > 0 ? ` (and ${more} more)` : ''}.`,
      { problems: result.problems.slice(0, 20) },
    );
  }
  return result.graph;
}

/**
 * Checks an uploaded nodegraph.json against what it claims to be, and returns the bytes to
 * store. Plain JSON must be a graph; an encrypted one must open with the uploader's key (or
 * the zero id's, spec section 5) and hold a graph. A graph opened with the zero id's key is
 * stored encrypted for the uploader, so every stored graph opens with its creator's key.
 * The graph read is returned too, for the history's summary of what changed.
 */
export async function acceptUploadedNodegraph(
  uploaded: Uint8Array,
  claimsEncrypted: boolean,
  userId: string,
): Promise<{ bytes: Buffer; encrypted: boolean; graph: GraphDocument }> {
  if (!claimsEncrypted) {
    const graph = checkGraphText(uploaded);
    return { bytes: Buffer.from(uploaded), encrypted: false, graph };
  }
  const withUserKey = await decryptNodegraph(uploaded, userId);
  const plain = withUserKey ?? (await decryptNodegraph(uploaded, zeroUserId));
  if (!plain)
    throw new ServiceError(
      'INVALID_ARGUMENT',
      'The node graph claims to be encrypted but does not open with your key. Nothing was saved.',
    );
  const graph = checkGraphText(plain);
  if (withUserKey) return { bytes: Buffer.from(uploaded), encrypted: true, graph };
  return { bytes: Buffer.from(await encryptNodegraph(plain, userId)), encrypted: true, graph };
}

/**
 * A stored graph opened and read, for comparing versions; undefined when it cannot be opened or
 * is no longer a graph this engine reads (its changes are then unknown, and nothing fails).
 */
export async function readStoredGraph(
  stored: Uint8Array,
  encrypted: boolean,
  createdBy: string,
): Promise<GraphDocument | undefined> {
  const plain = encrypted ? await decryptNodegraphWithFallback(stored, createdBy) : stored;
  if (!plain) return undefined;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch {
    return undefined;
  }
  const result = parseGraph(text);
  return result.ok ? result.graph : undefined;
}

/**
 * The bytes of a stored graph for a reader: encrypted as stored when the reader is the one
 * whose key encrypted it, otherwise opened, so another user reading a shared project gets
 * plain JSON they can use.
 */
export async function nodegraphForReader(
  stored: Uint8Array,
  encrypted: boolean,
  createdBy: string,
  readerId: string | undefined,
): Promise<{ bytes: Buffer; encrypted: boolean }> {
  if (!encrypted) return { bytes: Buffer.from(stored), encrypted: false };
  if (readerId === createdBy) return { bytes: Buffer.from(stored), encrypted: true };
  const plain = await decryptNodegraphWithFallback(stored, createdBy);
  if (!plain) throw new ServiceError('DATA_LOSS', 'The stored node graph cannot be opened.');
  return { bytes: Buffer.from(plain), encrypted: false };
}

/** A stored graph made over to a new owner: re-encrypted with their key when it was encrypted. */
export async function nodegraphForNewOwner(
  stored: Uint8Array,
  encrypted: boolean,
  createdBy: string,
  newOwnerId: string,
): Promise<Buffer> {
  if (!encrypted || createdBy === newOwnerId) return Buffer.from(stored);
  const plain = await decryptNodegraphWithFallback(stored, createdBy);
  if (!plain) throw new ServiceError('DATA_LOSS', 'The stored node graph cannot be opened.');
  return Buffer.from(await encryptNodegraph(plain, newOwnerId));
}

/**
 * A stored graph with the file ids it names replaced (`renamed`: old id to new id), kept
 * encrypted with the same key when it was; undefined when it names none of them. File ids are
 * UUIDs, so their text occurs in a graph only where a control names the file.
 */
export async function nodegraphWithFileIds(
  stored: Uint8Array,
  encrypted: boolean,
  createdBy: string,
  renamed: ReadonlyMap<string, string>,
): Promise<Buffer | undefined> {
  const plain = encrypted ? await decryptNodegraphWithFallback(stored, createdBy) : stored;
  if (!plain) throw new ServiceError('DATA_LOSS', 'The stored node graph cannot be opened.');
  const text = Buffer.from(plain).toString('utf8');
  let changed = text;
  for (const [from, to] of renamed) changed = changed.replaceAll(from, to);
  if (changed === text) return undefined;
  const bytes = Buffer.from(changed, 'utf8');
  return encrypted ? Buffer.from(await encryptNodegraph(bytes, createdBy)) : bytes;
}
