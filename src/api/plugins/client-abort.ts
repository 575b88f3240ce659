import type { FastifyRequest } from 'fastify';
import { TaskAbandoned } from '../pool/bounded-pool.ts';

/**
 * True when an error only says that the client went away (hung up while its body was being
 * read, or while its calculation waited): nothing is wrong with the service and nobody
 * reads the answer. Such errors are not logged at error level; any client can cause them.
 */
export function isClientAbort(error: unknown, request: FastifyRequest): boolean {
  if (error instanceof TaskAbandoned) return true;
  const code = (error as { code?: string } | null)?.code;
  if (code === 'ECONNRESET' || code === 'ECONNABORTED' || code === 'ERR_STREAM_PREMATURE_CLOSE' || code === 'EPIPE') return true;
  return request.raw.destroyed === true && request.raw.complete === false;
}
