// The render worker: consumes the `render` work queue and evaluates jobs headless with the
// engine and node code the browser runs. In-process use (`npm start`) and the process (main.ts).
export {
  createRenderWorker,
  jobCanceledSubject,
  previewSize,
  renderQueueName,
  type JobClient,
  type RenderWorker,
  type RenderWorkerLimits,
  type RenderWorkerOptions,
} from './worker';
export { renderLimitsEnvironment, renderWorkerEnvironment, renderWorkerLimits } from './environment';
export { exportNodeIds, outputNodeId, productionNodeIds } from './selection';
export type { ProjectClient } from './target';
