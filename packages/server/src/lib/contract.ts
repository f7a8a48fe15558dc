/** The contract's types for the server: schemas and, by operationId, what a handler receives and answers. */
import type { components } from '@pawon/api-client/schema';

export type { OperationId, PublicOperationId } from '@pawon/api-client/operations';
export type { AnswerOf, BodyOf, DatasOf, OkOf, ParamsOf } from '@pawon/api-client';

/** The contract's schemas, generated from openapi.yaml: never written by hand. */
export type Schemas = components['schemas'];
