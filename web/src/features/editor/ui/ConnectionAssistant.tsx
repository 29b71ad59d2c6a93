import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConnectionCandidate } from '../core/editor';
import type { Point } from '../core/geometry';
import { translateLabel } from './labels';

export interface AssistantRequest {
  screen: Point;
  from: { nodeId: string; output: string };
  candidates: ConnectionCandidate[];
}

/** When a wire is dropped on a node with several fitting inputs: which one it should drive. */
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
  useEffect(() => first.current?.focus(), []);
  return (
    <div
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
