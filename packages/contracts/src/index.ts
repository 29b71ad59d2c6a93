// REST request and response schemas shared by the web app and the gateway.
export { errorBodySchema, gatewayErrorCodes, isErrorBody, type ErrorBody } from './errors';
export { uiMetaSchema, type UiMeta } from './ui-meta';
export { developerHeader } from './headers';
