// The node-graph engine: document model, node definition contract, validation, editing helpers,
// undo/redo and the evaluator. Knows no particular node type, no DOM and no Node-only API.
export {
  firstConnectionId,
  gradientStepLimit,
  graphFormatVersion,
  paletteColourLimit,
  titleInputName,
} from './constants';

export type {
  Connection,
  ConnectionSource,
  ConnectionTarget,
  ControlItem,
  ControlItemRow,
  GraphDocument,
  GraphNode,
  Group,
  GroupSize,
  NodeModeEntry,
  NodeOptions,
  StoredNodeMessage,
} from './document/types';
export {
  formatGraphProblem,
  GraphFormatError,
  loadGraph,
  parseGraph,
  readGraph,
  serializeGraph,
  type GraphParseResult,
  type GraphProblem,
} from './document/parse';
export { nextConnectionId } from './document/ids';

export type {
  ColourControlSpec,
  ControlKind,
  ControlRow,
  ControlSpec,
  DropdownControlSpec,
  DropdownOption,
  EvaluateContext,
  FileControlSpec,
  GradientControlSpec,
  NodeDefinition,
  NodeMessageInput,
  NodeModeSpec,
  NodeOutputs,
  NodeRegistry,
  NumberControlSpec,
  PaletteControlSpec,
  SliderControlSpec,
  Socket,
  TextControlSpec,
  ToggleControlSpec,
} from './definitions/definition';
export {
  canFeed,
  convertSocketValue,
  describeInvalidSocketValue,
  socketCompatibility,
  socketTypes,
  type Colour,
  type GradientStep,
  type RasterImage,
  type SocketType,
} from './definitions/sockets';
export {
  controlSocketTypes,
  describeInvalidControlValue,
  effectiveControlValues,
  nodeHasControl,
} from './definitions/controls';
export { createNodeRegistry, findControlSpec, NodeDefinitionError } from './definitions/registry';
export { compareSemanticVersions, isSemanticVersion } from './definitions/semver';
export {
  NodeEvaluationError,
  type NodeMessage,
  type NodeMessageCode,
  type NodeMessageSeverity,
} from './definitions/messages';
export { createNode } from './definitions/create-node';
export { nodeSocketTypes, type NodeSocketTypes } from './definitions/node-sockets';
export { adoptLoadedDefinition, isNodeDefinition } from './definitions/adopt';

export {
  canConnect,
  validateGraph,
  type ConnectionCheck,
  type GraphIssue,
  type GraphIssueCode,
} from './validation/validate';

export {
  endpointStatesAfter,
  restingEndpointState,
  type ConnectionChange,
  type Endpoint,
  type EndpointState,
} from './editor/endpoints';
export { availableModeIds, resolveCurrentMode, withModes } from './editor/modes';
export {
  applyUnitSize,
  convertLength,
  defaultUnitSize,
  defaultUnitSizes,
  isLengthUnit,
  lengthUnits,
  lengthUnitSymbols,
  resolveUnitSize,
  storedSelectedUnit,
  type LengthUnit,
  type UnitSize,
} from './editor/units';

export {
  applyCommand,
  applyCommands,
  GraphCommandError,
  type GraphCommand,
  type NewConnection,
} from './history/commands';
export {
  canRedo,
  canUndo,
  createHistory,
  defaultHistoryLimit,
  perform,
  redo,
  sealLastStep,
  undo,
  type GraphAction,
  type GraphHistory,
  type HistoryStep,
} from './history/history';

export {
  createEvaluator,
  type EvaluateOptions,
  type EvaluationResult,
  type EvaluatorOptions,
  type GraphEvaluator,
  type NodeResult,
  type NodeStatus,
  type ProgressEvent,
  type ResourceStore,
} from './evaluation/evaluator';
export type { EvaluationRequest } from './evaluation/plan';
export { createRandom } from './evaluation/random';
export { canonicalText, hashValue } from './evaluation/hash';

export { createWorkerHost, type WorkerHost, type WorkerHostOptions } from './worker/host';
export { createWorkerClient, type WorkerClient } from './worker/client';
export {
  listen,
  type ClientMessage,
  type HostMessage,
  type MessageEndpoint,
  type TransportedEvaluationResult,
  type TransportedNodeResult,
} from './worker/protocol';
export { collectTransferables, copyForTransfer } from './worker/transfer';

export {
  createGatewayJobs,
  GraphJobError,
  jobsResourceId,
  runGraphJob,
  type CompletedGraphJob,
  type GatewayJobsOptions,
  type GraphJob,
  type GraphJobFile,
  type GraphJobRequest,
  type GraphJobs,
  type GraphJobState,
  type GraphJobUpload,
  type RunJobOptions,
} from './jobs/jobs';
