/**
 * No request body, no birth field and no query string ever reaches a log line: requests
 * carrying distinctive values (valid and invalid, JSON and malformed) are sent and the
 * captured logs are searched for them.
 */
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { build, delhiNoon, postJson } from '../helpers/app.ts';

const distinctive = {
  date: '1987-03-17',
  time: '04:37:21',
  latitude: 12.987654,
  longitude: 77.456789,
  zone: 'Asia/Kolkata',
};

it('keeps birth values, bodies and query strings out of every log line', async (t) => {
  const { app, logs } = await build(t);
  const body = { localDate: distinctive.date, localTime: distinctive.time, timezone: distinctive.zone, latitude: distinctive.latitude, longitude: distinctive.longitude };
  assert.equal((await postJson(app, '/v2/calculations/panchang', body)).statusCode, 200);
  await postJson(app, '/v2/calculations/panchang', { ...body, latitude: 95.987654 });
  await postJson(app, '/v2/calculations/panchang', { ...body, localDate: '1787-03-17' });
  await postJson(app, '/v2/calculations/panchang', `{"localDate":"${distinctive.date}","localTime":`);
  await postJson(app, '/v2/calculations/panchang', { ...body, unknownField: 'Priyanka Chopra' });
  await postJson(app, '/v2/no-such-route', body);
  await app.inject({ method: 'GET', url: `/api/v2/no-such?localDate=${distinctive.date}&lat=${distinctive.latitude}` });
  await app.inject({ method: 'GET', url: `/api/v2?q=${distinctive.time}` });
  const text = logs.join('\n');
  assert.ok(logs.length >= 8, 'one access line per request');
  for (const needle of ['1987-03-17', '1787-03-17', '04:37:21', '12.987654', '77.456789', '95.987654', 'Priyanka', 'localDate']) {
    assert.ok(!text.includes(needle), `log contains ${needle}`);
  }
  const line = JSON.parse(logs.find((l) => l.includes('/v2/calculations/panchang'))!);
  assert.deepEqual(Object.keys(line).filter((k) => ['reqId', 'method', 'route', 'status', 'latencyMs'].includes(k)).sort(), ['latencyMs', 'method', 'reqId', 'route', 'status']);
  void delhiNoon;
});
