/**
 * Process entry: configuration from the environment, the logger, listening, and graceful
 * shutdown (SIGTERM/SIGINT: stop accepting, answer or finish every request already sent,
 * stop the workers, exit 0 within SHUTDOWN_GRACE_MS; exit 1 only if that expires).
 */
import { buildApp } from './api/app.ts';
import { loadConfig } from './api/config.ts';
import { createLogger } from './api/logger.ts';
import { closeGracefully } from './api/shutdown.ts';
import { warmUp, warmUpAfterListening } from './api/warm-up.ts';
import { announceServiceListening } from './api/pool/runners.ts';
import { ephemerisIntegrityProblem } from './astro/swe.ts';
import { getPlaceIndex } from './geo/index.ts';

const config = loadConfig();
const logger = createLogger(config.logLevel);
const app = await buildApp({ config, logger });

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  logger.info({ signal, graceMs: config.shutdownGraceMs }, 'shutting down: answering the requests already sent');
  const inTime = await closeGracefully(app, config.shutdownGraceMs);
  if (!inTime) {
    logger.error({ graceMs: config.shutdownGraceMs }, 'requests did not finish within the grace period; connections were closed');
    process.exit(1);
  }
  logger.info('stopped');
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

const integrity = ephemerisIntegrityProblem();
if (integrity) logger.error({ problem: integrity }, 'ephemeris files failed their integrity check: calculations answer 503 EPHEMERIS_UNAVAILABLE');

try {
  await app.ready();
  // Ready once the workers have opened the ephemeris and run their first example, and the
  // main thread has sent one request through; the rest of both warm-ups runs after listening.
  await Promise.all([app.calculationPool.ready(), warmUp(app, config.basePath, config.maxEventLoopDelayMs)]);
  await app.listen({ port: config.port, host: config.host });
  announceServiceListening();
} catch (error) {
  // A SIGTERM during start-up closes the app under the warm-up: shutdown() exits, quietly.
  if (!closing) throw error;
  await new Promise(() => undefined);
}
// Off the path to ready: the calculations do not need it. A location search that comes
// first loads it itself.
setImmediate(() => {
  const index = getPlaceIndex();
  logger.info({ places: index.size, loadMs: Math.round(index.loadMs) }, 'place index loaded');
  void warmUpAfterListening().then((compiled) => logger.debug({ compiled }, 'validators and serialisers compiled'));
});
logger.info(
  {
    port: config.port,
    basePath: config.basePath || '/',
    calcWorkers: config.calcWorkers,
    startupMs: Math.round(process.uptime() * 1000),
  },
  'jyotish-api listening',
);
