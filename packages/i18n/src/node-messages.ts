// Which text shows a node message. A message (packages/graph, spec section 8) carries a code and
// values; its texts live under `node.messages.<code in camel case>`, the most specific first and
// `generic` last. The interface shows the first text whose placeholders the values all fill, so
// a message names the control, file, size, limit or count at fault whenever it knows them and
// still reads well when it does not.
import { nodeMessagesEnUS } from './locales/nodes/en-US';
import { knitMessageCodes } from './locales/knit/en-US';
import { jacquardMessageCodes } from './locales/jacquard/en-US';
import { plotterMessageCodes } from './locales/plotter/en-US';
import { sceneMessageCodes } from './locales/scene/en-US';

/**
 * Every node message code the engine and the node library raise, in one list: the interface
 * translates these and shows a generic text for any other. The node library's test keeps it
 * complete against the codes its sources can raise.
 */
export const nodeMessageCodes = [
  // The engine (packages/graph): evaluation and the checks of a graph before it runs.
  'low-fps',
  'self-intersecting-paths-removed',
  'unknown-error',
  'invalid-parameter',
  'invalid-output',
  'upstream-failed',
  'unknown-node-type',
  'unknown-node-version',
  'missing-source-node',
  'missing-target-node',
  'missing-output',
  'missing-input',
  'socket-type-mismatch',
  'input-already-connected',
  'cycle',
  'missing-group-child',
  'node-in-two-groups',
  // Image nodes and their kernels (packages/raster).
  'image-too-large',
  'size-mismatch',
  'decode-failed',
  'encode-failed',
  'invalid-image',
  'missing-file',
  'missing-codec',
  // Vector nodes and their kernels (packages/vector), SVG import warnings included.
  'invalid-geometry',
  'empty-geometry',
  'degenerate-geometry',
  'geometry-too-large',
  'geometry-too-complex',
  'invalid-svg',
  'invalid-font',
  'missing-glyphs',
  'degenerate-paths-removed',
  'svg-unsupported-element',
  'svg-gradient-as-solid',
  'svg-path-data-error',
  'svg-invalid-transform',
  'svg-missing-reference',
  // Embroidery nodes, their kernels and the machine-file encoder (packages/embroidery).
  'shape-too-small',
  'design-too-large',
  'too-many-stitches',
  'too-many-colours',
  'hoop-overflow',
  'empty-stitch-plan',
  'yarnbook-not-found',
  'missing-worksheet-writer',
  'threads-from-chart',
  'stops-as-colour-changes',
  'colours-merged',
  'jumps-trimmed',
  'long-jumps-cut',
  'no-thread-colours',
  'unreadable-file',
  'file-extension-not-recognised',
  // Knitting, jacquard, cutting-plotter and 3D nodes list their own (locales/<family>/en-US.ts).
  ...knitMessageCodes,
  ...jacquardMessageCodes,
  ...plotterMessageCodes,
  ...sceneMessageCodes,
] as const;

export type NodeMessageCodeWithText = (typeof nodeMessageCodes)[number];

type CamelCase<Text extends string> = Text extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : Text;

type NodeMessageTexts = (typeof nodeMessagesEnUS)['node']['messages'];

// A code in the list without texts, or texts without a code in the list, fails the type check.
const textsOfEveryCode: Record<CamelCase<NodeMessageCodeWithText>, Record<string, string>> = nodeMessagesEnUS
  .node.messages;
type UnlistedTexts = Exclude<keyof NodeMessageTexts, CamelCase<NodeMessageCodeWithText>>;
const noUnlistedTexts: [UnlistedTexts] extends [never] ? true : UnlistedTexts = true;
void noUnlistedTexts;

/** The key under `node.messages` holding a code's texts: the code in camel case. */
export function nodeMessageTextsKey(code: string): string {
  return code.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

/** The names a text fills in, from its `{{name}}` and `{{name, format}}` placeholders. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([A-Za-z0-9_]+)\s*(?:,[^}]*)?\}\}/g)].map((match) => match[1]!);
}

function isKnownCode(code: string): code is NodeMessageCodeWithText {
  return (nodeMessageCodes as readonly string[]).includes(code);
}

/** Whether a message value can stand in a text: present and not an empty string. */
function filled(value: string | number | undefined): boolean {
  return value !== undefined && value !== '' && !(typeof value === 'number' && !Number.isFinite(value));
}

/**
 * The i18n key of the text to show for a node message: of the code's texts, the first whose
 * placeholders the values all fill (the generic one has none). Undefined for a code the list
 * does not know, for which the interface shows its generic error.
 */
export function nodeMessageText(
  code: string,
  values: Readonly<Record<string, string | number>> = {},
): string | undefined {
  if (!isKnownCode(code)) return undefined;
  const textsKey = nodeMessageTextsKey(code);
  const texts = textsOfEveryCode[textsKey as CamelCase<NodeMessageCodeWithText>];
  const chosen = Object.entries(texts).find(([, text]) =>
    placeholdersOf(text).every((name) => filled(values[name])),
  );
  return `node.messages.${textsKey}.${chosen ? chosen[0] : 'generic'}`;
}
