/**
 * 405 METHOD_NOT_ALLOWED with `Allow` for a known path asked with a method it does not serve
 * (a GET on a calculation, a DELETE on the index); unknown paths stay 404. The routes are
 * collected as they are registered (`collectRouteMethods` before the routes), then the other
 * methods of each path are routed to the 405 answer (`registerMethodNotAllowed` after them).
 * The answer is given in `onRequest`, so a body sent with the wrong method is never parsed.
 */
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { sendError } from './errors.ts';

const answeredMethods: HTTPMethods[] = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'];

/** Methods by full URL pattern, filled while routes are registered. */
export type RouteMethods = Map<string, Set<string>>;

/** Starts recording each route's URL and methods (call before registering routes). */
export function collectRouteMethods(app: FastifyInstance): RouteMethods {
  const table: RouteMethods = new Map();
  app.addHook('onRoute', (route) => {
    if (route.config?.methodNotAllowed === true) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const set = table.get(route.url) ?? new Set<string>();
    for (const m of methods) set.add(m.toUpperCase());
    table.set(route.url, set);
  });
  return table;
}

/** Routes every other method of every collected path (without wildcards) to the 405 answer. */
export function registerMethodNotAllowed(app: FastifyInstance, table: RouteMethods): void {
  for (const [url, allowed] of table) {
    if (url.includes('*')) continue;
    const others = answeredMethods.filter((m) => !allowed.has(m));
    if (others.length === 0) continue;
    const allow = answeredMethods.filter((m) => allowed.has(m)).join(', ');
    app.route({
      method: others,
      url,
      config: { methodNotAllowed: true },
      onRequest: async (request, reply) => {
        reply.header('allow', allow);
        return sendError(request, reply, 'METHOD_NOT_ALLOWED', []);
      },
      handler: async () => undefined,
    });
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The 405 answer of a known path (not recorded as a route of its own). */
    methodNotAllowed?: boolean;
  }
}
