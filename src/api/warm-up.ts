import type { FastifyInstance } from 'fastify';
import { calculations } from '../calculations/registry.ts';
import { warmUpHeader, warmUpToken } from './plugins/capacity.ts';

/**
 * Sends every calculation's documented example through the app once before it listens, so
 * the first real requests do not pay for lazy initialisation and JIT compilation (which can
 * block the event loop for hundreds of milliseconds and trip admission control), then waits
 * for one admission sample window so the warm-up's own delay is not held against real traffic.
 */
export async function warmUp(app: FastifyInstance, basePath: string): Promise<void> {
  for (const calc of calculations) {
    await app.inject({
      method: 'POST',
      url: `${basePath}${calc.paths.v2}`,
      headers: { 'content-type': 'application/json', [warmUpHeader]: warmUpToken },
      payload: JSON.stringify(calc.example),
    });
  }
  await new Promise((resolve) => setTimeout(resolve, 300));
}
