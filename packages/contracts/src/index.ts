// REST request and response schemas shared by the web app and the gateway.
export { errorBodySchema, gatewayErrorCodes, isErrorBody, type ErrorBody } from './errors';
export { uiMetaSchema, type UiMeta } from './ui-meta';
export { developerHeader } from './headers';
export {
  csrfHeader,
  refreshCookiePath,
  sessionCookieNames,
  type GoogleSignInMessage,
  type SessionGrantJson,
  type SignInMethodsJson,
} from './accounts';
export {
  decryptNodegraph,
  decryptNodegraphWithFallback,
  encryptNodegraph,
  nodegraphIvLength,
  zeroUserId,
} from './nodegraph-encryption';
export {
  editingSessionPattern,
  editions,
  nodegraphHeaders,
  projectCategories,
  projectStates,
  recentlyDeletedRetentionDays,
  uploadLimits,
  visibilities,
  type EditionName,
  type FileJson,
  type FolderDetailJson,
  type FolderJson,
  type GalleryJson,
  type NodePreviewJson,
  type ProjectCategoryName,
  type ProjectJson,
  type ProjectStateName,
  type ProjectVersionJson,
  type ProjectVersionPageJson,
  type VersionChangesJson,
  type VisibilityName,
} from './projects';
export {
  exportFileName,
  fileWritingNodeTypes,
  finishedJobStates,
  isFileWritingNodeType,
  jobEventName,
  jobEventsPath,
  jobFailureReasons,
  jobKinds,
  jobStages,
  jobStates,
  productionNodeTypes,
  renderQueueName,
  jobSubjects,
  type ExportJobParameters,
  type FileWritingNodeType,
  type JobFailureReason,
  type JobFileJson,
  type JobJson,
  type JobKind,
  type JobStage,
  type JobStateName,
  type WrittenFile,
} from './jobs';
export { userSubjects, type SessionEndedEvent, type UserChangedEvent } from './user-events';
