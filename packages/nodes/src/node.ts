// Node-only API of @atelier/nodes (`@atelier/nodes/node`): headless evaluation of graph files
// with sharp as the image codec, for the command line and render workers.
export {
  evaluateGraphFile,
  fileWritingNodeTypes,
  GraphFileError,
  rootFailure,
  safeFileStem,
  type ExportOutcome,
  type GraphFileEvaluation,
  type GraphFileOptions,
  type WrittenFile,
} from './cli/evaluate-graph';
export { createWorksheetWriter, type WorksheetWriterOptions } from './embroidery/worksheet-writer';
export { createHostResources, type HostResourceOptions } from './host-resources';
