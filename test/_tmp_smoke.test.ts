import { it } from 'node:test';
import { build, postJson, delhiNoon } from './helpers/app.ts';
it('x', async (t) => {
  const t0 = performance.now();
  const { app } = await build(t, { CALC_WORKERS: '2' });
  await app.calculationPool.ready();
  console.log('ready', (performance.now() - t0).toFixed(0));
  const r = await postJson(app, '/v2/calculations/panchang', delhiNoon);
  console.log(r.statusCode, r.body.slice(0, 120), r.headers);
  const e = await postJson(app, '/v2/calculations/panchang', { ...delhiNoon, timezone: 'Mars/Olympus' });
  console.log(e.statusCode, e.body);
  console.log(JSON.stringify(app.calculationPool.stats()));
});
