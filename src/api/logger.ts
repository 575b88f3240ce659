import pino, { type Logger } from 'pino';

/**
 * The service logger: JSON lines with request id, route, status and latency. Serializers
 * keep out everything a client sent: no URL (a query string), no body, no headers and no
 * error message (JSON parse errors quote the body); errors are logged by type, code and the
 * code frames of their stack.
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      serializers: {
        req: (req: { id?: string; method?: string }) => ({ id: req.id, method: req.method }),
        res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
        err: (err: Error & { code?: string }) => ({
          type: err?.name,
          code: err?.code,
          frames: typeof err?.stack === 'string' ? err.stack.split('\n').slice(1, 8).map((l) => l.trim()) : [],
        }),
      },
    },
    destination,
  );
}
