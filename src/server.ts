/**
 * Process entry: configuration from the environment, the logger, listening, and graceful
 * shutdown (SIGTERM/SIGINT: stop accepting, answer or finish every request already sent,
 * stop the workers, exit 0 within SHUTDOWN_GRACE_MS; exit 1 only if that expires).
 *
 * Start-up order (issue 21, start-up to ready): the calculation worker threads start first,
 * before this thread loads the rest of the service (imported dynamically below), so each
 * worker loads its modules and opens the ephemeris while this thread loads Fastify and builds
 * the routes; `buildApp` then takes those threads over.
 */
import { loadConfig } from './api/config.ts';
import { prestartCalculationWorkers } from './api/pool/calculation-pool.ts';
import { openSharedSampleTables } from './api/pool/sample-tables-share.ts';
import { defaultSampleTablesPath } from './astro/sample-tables-path.ts';

const config = loadConfig();
// Before the workers start, so they receive the shared memory the tables will fill after listening.
const sampleTables = config.sampleTables === 'off' ? null : openSharedSampleTables(defaultSampleTablesPath);
prestartCalculationWorkers({
  workers: config.calcWorkers,
  checkResponses: false,
  workerNice: config.calcWorkerNice,
  warmUp: config.calcWarmUp ?? 'background',
});
const [{ buildApp }, { createLogger }, { closeGracefully }, { warmUp, warmUpAfterListening }, { announceServiceListening }, { ephemerisIntegrityProblem }, { preloadPlaceIndex }] =
  await Promise.all([
    import('./api/app.ts'),
    import('./api/logger.ts'),
    import('./api/shutdown.ts'),
    import('./api/warm-up.ts'),
    import('./api/pool/runners.ts'),
    import('./astro/swe.ts'),
    import('./geo/index.ts'),
  ]);
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
  // Ready once the first worker has opened the ephemeris and run its first example, and the
  // main thread has sent one request through; the other workers start, and the rest of both
  // warm-ups runs, after listening (admission counts only the warm workers meanwhile).
  await Promise.all([app.calculationPool.readyForRequests(), warmUp(app, config.basePath, config.maxEventLoopDelayMs)]);
  await app.listen({ port: config.port, host: config.host });
  announceServiceListening();
} catch (error) {
  // A SIGTERM during start-up closes the app under the warm-up: shutdown() exits, quietly.
  if (!closing) throw error;
  await new Promise(() => undefined);
}
// Off the path to ready: the calculations do not need it. Read off the event loop (the build's
// binary file, dist/geo/places.bin, else the JSON artifact decompressed in the thread pool), so
// the first probes are answered at once; a location search that comes first loads it itself.
preloadPlaceIndex().then(
  (index) => {
    // A binary file that was there but refused (stale or damaged): the JSON served instead, slower and with garbage.
    if (index.binaryProblem) logger.warn({ problem: index.binaryProblem }, 'binary place index not used: run npm run build');
    logger.info({ places: index.size, loadMs: Math.round(index.loadMs), from: index.loadedFrom }, 'place index loaded');
  },
  (err: unknown) => logger.error({ err }, 'place index could not be loaded: location search answers 500 until it can'),
);
// The build's ephemeris sample tables, also off the path to ready: until they are in, every
// sample comes from the library (the same bytes, slower).
if (sampleTables !== null && 'problem' in sampleTables) {
  logger.warn({ problem: sampleTables.problem }, 'ephemeris sample tables not used: run npm run build');
} else if (sampleTables !== null) {
  void import('./api/pool/sample-tables-share-load.ts')
    .then(({ loadSharedSampleTables }) => loadSharedSampleTables())
    .then((loaded) => {
      if ('problem' in loaded) logger.warn({ problem: loaded.problem }, 'ephemeris sample tables not used: run npm run build');
      else logger.info({ mib: Math.round(loaded.bytes / 2 ** 20), loadMs: Math.round(loaded.ms) }, 'ephemeris sample tables loaded');
    });
}
setImmediate(() => {
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
