import { useEffect, useState } from 'react';
import type { PreviewResult } from '../engine/previewEngine';
import type { EditorSession } from './EditorSession';

/** The latest preview result of a node, re-rendering when it changes. */
export function usePreview(session: EditorSession, nodeId: string | undefined): PreviewResult | undefined {
  const [result, setResult] = useState<PreviewResult | undefined>(() =>
    nodeId ? session.previews.result(nodeId) : undefined,
  );
  useEffect(() => {
    if (!nodeId) {
      setResult(undefined);
      return;
    }
    setResult(session.previews.result(nodeId));
    return session.previews.onResult((id, next) => {
      if (id === nodeId) setResult(next);
    });
  }, [session, nodeId]);
  return result;
}
