import type { NodeDefinition } from '@atelier/graph';
import { nodeMessageText } from '@atelier/i18n';
import type { i18n as I18n, TFunction } from 'i18next';
import { translateLabel } from './labels';

interface MessageLike {
  code: string;
  values?: Readonly<Record<string, string | number>>;
}

/**
 * A node message (spec section 8) in the user's language: the most specific text whose values
 * the message carries, naming the control by its label when the node's definition is known.
 * Codes the interface has no words for read as an unknown error.
 */
export function messageText(
  i18n: I18n,
  message: MessageLike,
  definition?: Pick<NodeDefinition, 'controls'>,
): string {
  const values: Record<string, string | number> = { ...message.values };
  const controlId = values.control;
  if (typeof controlId === 'string' && definition) {
    const control = definition.controls.flat().find((item) => item.id === controlId);
    if (control && 'label' in control && typeof control.label === 'string')
      values.control = translateLabel(i18n, control.label);
  }
  const key = nodeMessageText(message.code, values) ?? nodeMessageText('unknown-error')!;
  return i18n.t(key as never, values as never) as unknown as string;
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
