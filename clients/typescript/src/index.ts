/**
 * Typed client of Jyotish API: `openapi-fetch` over the types `openapi-typescript` generates
 * from the service's OpenAPI document (`src/schema.ts`, written by `npm run generate`).
 */
import createClient, { type ClientOptions } from 'openapi-fetch';
import type { components, paths } from './schema.ts';

export type { components, operations, paths } from './schema.ts';

/** Every named schema of the API: `Schemas['PanchangRequest']`, `Schemas['KundliResultEnvelope']` … */
export type Schemas = components['schemas'];

export interface JyotishClientOptions extends ClientOptions {
  /** The service's base URL including its base path, e.g. `http://localhost:3000/api`. */
  baseUrl: string;
}

/**
 * Creates a client whose `GET`/`POST` calls are typed by path: request bodies, query
 * parameters and both the success envelope (`data`) and the error envelope (`error`).
 */
export function createJyotishClient(options: JyotishClientOptions) {
  return createClient<paths>(options);
}

export type JyotishClient = ReturnType<typeof createJyotishClient>;
