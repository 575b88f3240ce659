import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';

/**
 * A non-calculation route (documents, probes, search): declared once, registered on the app
 * and described in the OpenAPI document from the same object.
 */
export interface DocumentRoute {
  method: 'GET' | 'POST';
  path: string;
  operationId: string;
  summary: string;
  description: string;
  tag: string;
  responseName: string;
  response: TSchema;
  query?: TSchema;
  body?: TSchema;
  bodyName?: string;
  /** Example query string or body for the OpenAPI document and the example tests. */
  example?: Record<string, unknown>;
  /** Probes bypass the rate limit and admission control. */
  healthProbe?: boolean;
  /** Not described in OpenAPI (e.g. the docs page itself). */
  hidden?: boolean;
  /** Content type of a non-JSON response. */
  contentType?: string;
  handler: (request: FastifyRequest, reply: FastifyReply) => unknown;
}
