export { createApiClient, type ApiClient, type ApiClientOptions } from './client.js';
export {
  ApiError,
  toApiError,
  NETWORK_MESSAGE,
  type ApiErrorCodes,
  type ErrorCode,
  type ErrorParams,
  type FieldCode,
  type HalalProblem,
  type VersionConflict,
} from './errors.js';
export { errorCodes } from './errorCodes.gen.js';
export { errorKeys } from './errorKeys.js';
export { toFormData } from './formData.js';
export { callOperation, type CallInput } from './call.js';
export { operations as operationRoutes, type OperationId, type PublicOperationId } from './operations.gen.js';
export type { AnswerOf, BodyOf, DatasOf, OkOf, ParamsOf, QueryOf } from './operationTypes.js';
export type { paths, components, operations } from './schema.js';

import type { components } from './schema.js';
/** The contract's schemas by name: `Schemas['User']`. */
export type Schemas = components['schemas'];
