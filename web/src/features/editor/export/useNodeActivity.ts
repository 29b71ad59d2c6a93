// Following what the exporter does for a node's file, for the dialog and the controls panel.
import { useSyncExternalStore } from 'react';
import type { Exporter, NodeActivity } from './exporter';

const noActivity = () => () => undefined;

/** What is under way for a node's file, updated as it changes. */
export function useNodeActivity(
  exporter: Exporter | undefined,
  nodeId: string | undefined,
): NodeActivity | undefined {
  return useSyncExternalStore(exporter?.subscribe ?? noActivity, () =>
    exporter && nodeId ? exporter.activity(nodeId) : undefined,
  );
}
