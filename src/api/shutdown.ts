import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { answerUnfinishedRequest } from './plugins/client-errors.ts';

/**
 * Graceful shutdown that answers every request a client has sent instead of resetting it.
 *
 * Node's `server.close()` destroys every connection that looks idle at that instant; under
 * load a keep-alive connection whose next request is already in the socket buffer looks
 * idle too, and its request is lost with a reset. And a connection still sending a body
 * (or withholding it) is not idle, so it holds the close open until a hard timer. Instead,
 * from the moment the app starts closing:
 * - every answer carries `Connection: close`, and a request that arrives on an open
 *   connection is answered 503 CAPACITY_EXCEEDED (Retry-After: 1) — `plugins/capacity.ts`;
 * - a connection with no request under way is ended only after it has stayed quiet for
 *   `idleCloseMs`, checked after the event loop has read what arrived (so a request already
 *   sent is answered, not reset);
 * - a request whose body has not arrived after `bodyWaitMs` is answered 503 with
 *   `Connection: close` and its body is no longer read;
 * - calculations already running finish; those still queued for a worker are answered 503
 *   CAPACITY_EXCEEDED with `Connection: close` (`BoundedPool.beginClose`, a preClose hook in
 *   app.ts); then the worker pool stops (an onClose hook).
 */
export interface ConnectionTracker {
  /** Starts the graceful part of closing (called by the app's preClose hook). */
  beginClose(): void;
  /** Destroys every connection still open (the last resort of the hard timer). */
  destroyAll(): void;
  /** Open connections now. */
  size(): number;
}

interface Tracked {
  requests: Set<IncomingMessage>;
  quietTimer?: NodeJS.Timeout;
}

export function trackConnections(
  app: FastifyInstance,
  options: { idleCloseMs?: number; bodyWaitMs?: number } = {},
): ConnectionTracker {
  const idleCloseMs = options.idleCloseMs ?? 500;
  const bodyWaitMs = options.bodyWaitMs ?? 1000;
  const sockets = new Map<Socket, Tracked>();
  let closing = false;
  const server = app.server;
  // server.close() would destroy the connections that look idle at that instant; closing
  // idle connections is done below, after a quiet period.
  server.closeIdleConnections = () => undefined;

  const endWhenQuiet = (socket: Socket, tracked: Tracked) => {
    clearTimeout(tracked.quietTimer);
    tracked.quietTimer = setTimeout(() => {
      // After the poll phase: whatever the client had sent has been read and dispatched.
      setImmediate(() => {
        if (tracked.requests.size === 0 && !socket.destroyed) {
          socket.end();
          setTimeout(() => socket.destroy(), 1000).unref();
        }
      });
    }, idleCloseMs);
  };

  const answerIfBodyMissing = (req: IncomingMessage, res: ServerResponse) => {
    setTimeout(() => {
      if (!req.complete && !res.headersSent) answerUnfinishedRequest(res, 'CAPACITY_EXCEEDED');
    }, bodyWaitMs).unref();
  };

  server.on('connection', (socket: Socket) => {
    const tracked: Tracked = { requests: new Set() };
    sockets.set(socket, tracked);
    socket.once('close', () => {
      clearTimeout(tracked.quietTimer);
      sockets.delete(socket);
    });
    if (closing) endWhenQuiet(socket, tracked);
  });
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const tracked = sockets.get(req.socket);
    if (!tracked) return;
    clearTimeout(tracked.quietTimer);
    tracked.requests.add(req);
    if (closing && !req.complete) answerIfBodyMissing(req, res);
    res.once('close', () => {
      tracked.requests.delete(req);
      if (closing && tracked.requests.size === 0) endWhenQuiet(req.socket, tracked);
    });
  });

  return {
    beginClose() {
      if (closing) return;
      closing = true;
      for (const [socket, tracked] of sockets) {
        if (tracked.requests.size === 0) endWhenQuiet(socket, tracked);
        for (const req of tracked.requests) {
          const res = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
          if (!req.complete && res) answerIfBodyMissing(req, res);
        }
      }
    },
    destroyAll() {
      for (const socket of sockets.keys()) socket.destroy();
    },
    size: () => sockets.size,
  };
}

const trackers = new WeakMap<FastifyInstance, ConnectionTracker>();

/** Installs the tracker on an app (before it listens); `closeGracefully` uses it. */
export function registerGracefulClose(app: FastifyInstance, options: { idleCloseMs?: number; bodyWaitMs?: number } = {}): void {
  const tracker = trackConnections(app, options);
  trackers.set(app, tracker);
  app.addHook('preClose', async () => tracker.beginClose());
}

/**
 * Closes the app gracefully: stop accepting, answer or finish every request sent, end the
 * quiet connections, stop the workers. Resolves true when everything ended within
 * `graceMs`; otherwise destroys what is left and resolves false.
 */
export async function closeGracefully(app: FastifyInstance, graceMs = 10_000): Promise<boolean> {
  const tracker = trackers.get(app);
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), graceMs);
  });
  const closed = app.close().then(() => true as const);
  const inTime = await Promise.race([closed, expired]);
  clearTimeout(timer);
  if (!inTime) {
    tracker?.destroyAll();
    await closed;
  }
  return inTime;
}
