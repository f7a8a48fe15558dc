import type { components } from '@pawon/api-client/schema';

/** The contract's schemas, generated from openapi.yaml: never written by hand. */
export type Schemas = components['schemas'];
