import { lazy, Suspense } from 'react';
import type { EditorPreview } from './ui/EditorRoute';

const EditorRoute = lazy(() => import('./ui/EditorRoute'));

/**
 * The editor screen as the route table registers it. The editor (pixi.js, the node library,
 * the worker) loads on first visit, so other screens do not pay for it.
 */
export function EditorScreenEntry() {
  return (
    <Suspense fallback={null}>
      <EditorRoute />
    </Suspense>
  );
}

/**
 * A project version opened read-only under a banner of the caller's (the template viewer),
 * loaded on demand like the editor screen.
 */
export function EditorPreviewEntry(preview: EditorPreview) {
  return (
    <Suspense fallback={null}>
      <EditorRoute preview={preview} />
    </Suspense>
  );
}
