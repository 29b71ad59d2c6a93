import type { ComponentType } from 'react';
import { EditorScreenEntry } from '../../features/editor';
import type { RouteId } from './routeTable';

/**
 * The component each built screen renders. A route with no entry shows the placeholder
 * screen inside the shell. Features add their screen here (lazily, with React.lazy, once a
 * screen is heavy), keeping routing and access rules in the route table.
 */
export const screenComponents: Partial<Record<RouteId, ComponentType>> = {
  editor: EditorScreenEntry,
  editorVersion: EditorScreenEntry,
};
