import type { FastifyInstance } from 'fastify';

/**
 * Closes the app gracefully: stop accepting, let requests in flight finish, then end.
 * Node's `server.close()` closes only the keep-alive connections idle at that moment; a
 * connection whose request finishes later would hold the process open until its keep-alive
 * timeout, so idle connections are swept every 100 ms until the close completes.
 */
export async function closeGracefully(app: FastifyInstance): Promise<void> {
  const sweeper = setInterval(() => app.server.closeIdleConnections(), 100);
  try {
    await app.close();
  } finally {
    clearInterval(sweeper);
  }
}
