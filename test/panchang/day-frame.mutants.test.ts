/**
 * The day frame's choice of events (src/jyotish/panchang/day-frame.ts), on a scripted finder:
 * made-up rise and set instants (days from an arbitrary origin) where every expected value is
 * worked by hand from the steps in the function's documentation and time-and-sky.md §6
 * (sunrise to sunrise; the first event after the search start, kept only inside its window).
 * The ephemeris side of the same searches is tested against swetest in test/astro.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { dayFrame } from '../../src/jyotish/panchang/day-frame.ts';
import type { GeoPosition, RiseDefinition, RiseSetBody, RiseSetEvent } from '../../src/astro/rise-set.ts';
import type { JulianDayUt } from '../../src/shared/units.ts';

type Events = Partial<Record<`${RiseSetBody}-${RiseSetEvent}`, number[]>>;

interface Call { startJd: number; key: string; definition: RiseDefinition | undefined }

/**
 * A finder that answers the first scripted event at or after the start (null when none) and,
 * like the real one (`assertRiseSetRange`), refuses a start that is no instant.
 */
function scripted(events: Events) {
  const calls: Call[] = [];
  return {
    calls,
    next(startJd: JulianDayUt, body: RiseSetBody, event: RiseSetEvent, _geo: GeoPosition, definition?: RiseDefinition): JulianDayUt | null {
      if (typeof startJd !== 'number' || !Number.isFinite(startJd)) throw new RangeError(`no instant to search from: ${String(startJd)}`);
      const key = `${body}-${event}`;
      calls.push({ startJd, key, definition });
      const list = events[key as keyof Events] ?? [];
      const t = list.find((x) => x >= startJd);
      return (t ?? null) as JulianDayUt | null;
    },
  };
}

const geo: GeoPosition = { longitude: 77.2, latitude: 28.6, elevationMeters: 0 };
const jd = (x: number) => x as JulianDayUt;

describe('the day frame on scripted rises and sets', () => {
  it('takes sunrise, sunset, next sunrise, the sunset before and the Moon events of an ordinary day', () => {
    const finder = scripted({
      'sun-rise': [-0.75, 0.25, 1.25],
      'sun-set': [-0.3, 0.75, 1.75],
      'moon-rise': [-0.2, 0.5, 1.52],
      'moon-set': [0.1, 1.1, 2.1],
    });
    const f = dayFrame(jd(0), jd(1), geo, 'hindu-disc-centre', finder);
    assert.deepEqual(f, {
      civilDayStartJd: 0, civilDayEndJd: 1, sunrise: 0.25, sunset: 0.75, nextSunrise: 1.25,
      previousSunset: -0.3, moonrise: 0.5, moonset: 1.1,
    });
    // Each search starts where the steps say: midnight, sunrise, sunset, sunrise − 1 day, sunrise.
    assert.deepEqual(
      finder.calls.map((c) => [c.key, c.startJd]),
      [['sun-rise', 0], ['sun-set', 0.25], ['sun-rise', 0.75], ['sun-set', -0.75], ['moon-rise', 0.25], ['moon-set', 0.25]],
    );
    // The Sun's searches use the requested sunrise definition; the Moon's the finder's default.
    assert.deepEqual(finder.calls.map((c) => c.definition), [
      'hindu-disc-centre', 'hindu-disc-centre', 'hindu-disc-centre', 'hindu-disc-centre', undefined, undefined,
    ]);
  });

  it('keeps a sunrise at local midnight itself and refuses one at the next midnight', () => {
    const atStart = dayFrame(jd(10), jd(11), geo, 'upper-limb-refracted', scripted({
      'sun-rise': [10, 11], 'sun-set': [9.6, 10.5], 'moon-rise': [10.2], 'moon-set': [10.3],
    }));
    assert.equal(atStart.sunrise, 10);
    assert.equal(atStart.sunset, 10.5);
    assert.equal(atStart.nextSunrise, 11);
    assert.equal(atStart.previousSunset, 9.6);
    const atEnd = dayFrame(jd(10), jd(11), geo, 'upper-limb-refracted', scripted({
      'sun-rise': [11, 12], 'sun-set': [10.5, 11.5], 'moon-rise': [11.2], 'moon-set': [11.3],
    }));
    assert.deepEqual(atEnd, {
      civilDayStartJd: 10, civilDayEndJd: 11, sunrise: null, sunset: null, nextSunrise: null,
      previousSunset: null, moonrise: null, moonset: null,
    });
    // Without a sunrise nothing else is searched (a polar night: the other events have no day).
    const polar = scripted({ 'sun-set': [10.5], 'moon-rise': [10.2], 'moon-set': [10.3] });
    assert.equal(dayFrame(jd(10), jd(11), geo, 'upper-limb-refracted', polar).sunrise, null);
    assert.deepEqual(polar.calls.map((c) => c.key), ['sun-rise']);
  });

  it('drops a sunset 1.05 days or more after sunrise and then looks for the next sunrise from sunrise + ½ day', () => {
    // No set within the window (a polar day): the set 1.05 days after sunrise is outside it.
    const f = dayFrame(jd(0), jd(1), geo, 'upper-limb-refracted', scripted({
      'sun-rise': [0.25, 1.3], 'sun-set': [1.3], 'moon-rise': [], 'moon-set': [],
    }));
    assert.equal(f.sunrise, 0.25);
    assert.equal(f.sunset, null);
    // Searched from 0.75 (not from sunrise − ½ day, which would find 0.25 again).
    assert.equal(f.nextSunrise, 1.3);
    assert.equal(f.previousSunset, null);
    assert.equal(f.moonrise, null);
    assert.equal(f.moonset, null);
    // Just inside the window the set is kept.
    const g = dayFrame(jd(0), jd(1), geo, 'upper-limb-refracted', scripted({ 'sun-rise': [0.25, 1.32], 'sun-set': [1.29] }));
    assert.equal(g.sunset, 1.29);
    assert.equal(g.nextSunrise, 1.32);
  });

  it('keeps a next sunrise up to 2.05 days after sunrise, and the sunset before sunrise from sunrise − 1 day', () => {
    const inside = dayFrame(jd(0), jd(1), geo, 'upper-limb-refracted', scripted({
      'sun-rise': [0.25, 2.29], 'sun-set': [-0.74, 0.75],
    }));
    assert.equal(inside.nextSunrise, 2.29);
    assert.equal(inside.previousSunset, -0.74);
    const outside = dayFrame(jd(0), jd(1), geo, 'upper-limb-refracted', scripted({
      'sun-rise': [0.25, 2.3], 'sun-set': [0.75],
    }));
    assert.equal(outside.nextSunrise, null);
    assert.equal(outside.previousSunset, null);
    // A set at the sunrise instant itself is not the sunset "before" it.
    const atSunrise = dayFrame(jd(0), jd(1), geo, 'upper-limb-refracted', scripted({
      'sun-rise': [0.25, 1.25], 'sun-set': [0.25, 0.75],
    }));
    assert.equal(atSunrise.previousSunset, null);
  });

  it('keeps Moon events from sunrise up to the next sunrise, or up to sunrise + 1 day when there is none', () => {
    const f = dayFrame(jd(0), jd(1), geo, 'upper-limb-refracted', scripted({
      'sun-rise': [0.25, 1.2], 'sun-set': [0.7], 'moon-rise': [0.25], 'moon-set': [1.2],
    }));
    assert.equal(f.moonrise, 0.25);
    assert.equal(f.moonset, null);
    const g = dayFrame(jd(0), jd(1), geo, 'upper-limb-refracted', scripted({
      'sun-rise': [0.25, 1.19], 'sun-set': [0.7], 'moon-set': [1.19],
    }));
    assert.equal(g.moonset, null);
    // Without a next sunrise the day ends at sunrise + 1: a moonset before it is kept, one at it is not.
    const h = dayFrame(jd(0), jd(1), geo, 'upper-limb-refracted', scripted({
      'sun-rise': [0.25], 'sun-set': [0.7], 'moon-rise': [1.25], 'moon-set': [1.24],
    }));
    assert.equal(h.nextSunrise, null);
    assert.equal(h.moonset, 1.24);
    assert.equal(h.moonrise, null);
  });
});
