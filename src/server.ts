/**
 * Process entry: configuration from the environment, the logger, listening, and graceful
 * shutdown (SIGTERM/SIGINT: stop accepting, finish in-flight requests, exit 0).
 */
import { buildApp } from './api/app.ts';
import { loadConfig } from './api/config.ts';
import { createLogger } from './api/logger.ts';
import { closeGracefully } from './api/shutdown.ts';
import { warmUp } from './api/warm-up.ts';

const config = loadConfig();
const logger = createLogger(config.logLevel);
const app = await buildApp({ config, logger });

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  logger.info({ signal }, 'shutting down: finishing in-flight requests');
  const timer = setTimeout(() => {
    logger.error('in-flight requests did not finish within 10 s; exiting');
    process.exit(1);
  }, 10_000);
  timer.unref();
  await closeGracefully(app);
  logger.info('stopped');
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.ready();
await warmUp(app, config.basePath);
await app.listen({ port: config.port, host: config.host });
logger.info({ port: config.port, basePath: config.basePath || '/' }, 'jyotish-api listening');
