import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConnectionCandidate } from '../core/editor';
import type { Point } from '../core/geometry';
import { translateLabel } from './labels';
import { useOutsidePress } from './useOutsidePress';

export interface AssistantRequest {
  screen: Point;
  from: { nodeId: string; output: string };
  candidates: ConnectionCandidate[];
}

/**
 * When a wire is dropped on a node with several fitting inputs: which one it should drive.
 * Escape or a press outside it closes it without connecting.
 */
export function ConnectionAssistant({
  request,
  onChoose,
  onClose,
}: {
  request: AssistantRequest;
  onChoose: (candidate: ConnectionCandidate) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const first = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => first.current?.focus(), []);
  useOutsidePress(root, onClose);
  return (
    <div
      ref={root}
      className="editor-popover connection-assistant"
      role="menu"
      aria-label={t('editor.connection.assistantTitle')}
      style={{ left: request.screen.x, top: request.screen.y }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <div className="editor-popover-title">{t('editor.connection.assistantTitle')}</div>
      {request.candidates.map((candidate, index) => (
        <button
          key={candidate.input}
          ref={index === 0 ? first : undefined}
          type="button"
          role="menuitem"
          className="node-menu-item"
          onClick={() => onChoose(candidate)}
        >
          {translateLabel(i18n, candidate.label)}
          {candidate.control ? (
            <span className="connection-assistant-kind">{t('editor.connection.control')}</span>
          ) : null}
        </button>
      ))}
    </div>
  );
}
