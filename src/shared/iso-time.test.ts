import { it } from 'node:test';
import assert from 'node:assert/strict';
import { seededRandom } from '../../test/helpers/random.ts';
import { isoDateTimeFromEpochSeconds } from './iso-time.ts';

it('formats every instant exactly as Date#toISOString does, 1800–2400', () => {
  const first = Date.UTC(1800, 0, 1) / 1000;
  const last = Date.UTC(2400, 0, 1) / 1000;
  const random = seededRandom(12345);
  for (let i = 0; i < 200_000; i++) {
    const s = first + Math.floor(random() * (last - first));
    assert.equal(isoDateTimeFromEpochSeconds(s), new Date(s * 1000).toISOString().slice(0, 19));
  }
  for (const s of [first, last, 0, -1, 951_782_400 /* 2000-02-29 */, 4_107_542_400 /* 2100-03-01 */]) {
    assert.equal(isoDateTimeFromEpochSeconds(s), new Date(s * 1000).toISOString().slice(0, 19));
  }
});
