/**
 * ISO date-time text with its suffix made in one allocation (`isoDateTimeWithSuffix`, issue 21)
 * against the engine's `Date#toISOString` followed by the same suffix: `Z`, offsets of six
 * characters, and the longer local-mean-time offsets (`+05:21:10`) that take the joined path.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { isoDateTimeWithSuffix } from '../../src/shared/iso-time.ts';

const reference = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 19);
const firstSecond = new Date('0000-01-01T00:00:00Z').getTime() / 1000;
const lastSecond = new Date('9999-12-31T23:59:59Z').getTime() / 1000;

describe('ISO date-time text with a suffix', () => {
  it('is Date#toISOString’s text followed by the suffix, for any second of years 0000–9999', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: firstSecond, max: lastSecond }),
        fc.constantFrom('Z', '+05:30', '-03:30', '+00:00', '+05:21:10', '-00:01:15', '+14:00'),
        (s, suffix) => {
          assert.equal(isoDateTimeWithSuffix(s, suffix), `${reference(s)}${suffix}`);
        },
      ),
      { numRuns: 20_000 },
    );
  });

  it('is exact at the edges of the calendar and around the epoch', () => {
    for (const text of ['0000-01-01T00:00:00', '9999-12-31T23:59:59', '2000-02-29T23:59:59', '1969-12-31T23:59:59', '1970-01-01T00:00:00']) {
      const s = new Date(`${text}Z`).getTime() / 1000;
      assert.equal(isoDateTimeWithSuffix(s, 'Z'), `${text}Z`);
      assert.equal(isoDateTimeWithSuffix(s, '+05:45'), `${text}+05:45`);
    }
  });
});
