import { lazy, Suspense } from 'react';

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
