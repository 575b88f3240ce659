/**
 * ISO date-time text from Unix seconds (src/shared/iso-time.ts, made in one allocation since
 * issue 21) against the JavaScript engine's own `Date#toISOString` — an outside reference for
 * the proleptic Gregorian calendar — over random instants and the edges of years 0000–9999.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { isoDateTimeFromEpochSeconds } from '../../src/shared/iso-time.ts';

/** `YYYY-MM-DDTHH:MM:SS` from Date (years 0000–9999 print with four digits there too). */
const reference = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 19);
const firstSecond = new Date('0000-01-01T00:00:00Z').getTime() / 1000;
const lastSecond = new Date('9999-12-31T23:59:59Z').getTime() / 1000;

describe('ISO date-time text from Unix seconds', () => {
  it('matches Date#toISOString for any whole second of years 0000–9999', () => {
    fc.assert(
      fc.property(fc.integer({ min: firstSecond, max: lastSecond }), (s) => {
        assert.equal(isoDateTimeFromEpochSeconds(s), reference(s));
      }),
      { numRuns: 20_000 },
    );
  });

  it('matches at the edges: the first and last second, leap days, the epoch and a second before it', () => {
    for (const text of ['0000-01-01T00:00:00', '9999-12-31T23:59:59', '1600-02-29T12:00:00', '2000-02-29T23:59:59', '1900-03-01T00:00:00', '1970-01-01T00:00:00', '1969-12-31T23:59:59']) {
      const s = new Date(`${text}Z`).getTime() / 1000;
      assert.equal(isoDateTimeFromEpochSeconds(s), text);
    }
  });

  it('writes a year past 9999 with all its digits, as before (never served: results span 1800–2399)', () => {
    const s = new Date('+010000-01-01T00:00:00Z').getTime() / 1000;
    assert.equal(isoDateTimeFromEpochSeconds(s), '10000-01-01T00:00:00');
  });
});
