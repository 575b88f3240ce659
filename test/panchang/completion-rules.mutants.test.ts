/**
 * The pure rules of the panchang completion (Dur Muhurtam, Varjyam and Amrit Kaal spans, Bhadra
 * parts and vaas, Panchaka, Anandadi yoga, Disha Shool), value by value, written for the
 * mutation run of `src/jyotish/panchang` (docs/quality.md). Every expected value is worked by
 * hand from docs/methods/panchang-completion.md (§1 Dur Muhurtam table, §2 ghati rule and
 * table, §3 vaas table, §4 Panchaka span and names, §5 Anandadi count and qualities, §6 the
 * Disha Shool table) on made-up round Julian days, so the arithmetic is visible.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { durMuhurtas } from '../../src/jyotish/panchang/dur-muhurta.ts';
import {
  amritSpans,
  ghatiSpan,
  nominalNakshatraGhatis,
  spanGhatis,
  startingWithin,
  varjyamSpans,
} from '../../src/jyotish/panchang/nakshatra-ghati.ts';
import { bhadraOf, isVishti } from '../../src/jyotish/panchang/bhadra.ts';
import { inPanchaka, panchakaStartDegrees, panchakaType } from '../../src/jyotish/panchang/panchaka.ts';
import { anandadiYoga, position28 } from '../../src/jyotish/panchang/anandadi.ts';
import { dishaShoolDirections } from '../../src/jyotish/panchang/disha-shool.ts';
import type { AngleSegment } from '../../src/astro/transitions.ts';
import type { JulianDayUt } from '../../src/shared/units.ts';

const jd = (x: number) => x as JulianDayUt;
const seg = (index: number, startJd: number, endJd: number): AngleSegment => ({ index, startJd: jd(startJd), endJd: jd(endJd) });
/** Minutes to days, for expected instants written in minutes. */
const min = (m: number) => m / 1440;
const close = (actual: number, expected: number, what: string) =>
  assert.ok(Math.abs(actual - expected) < 1e-9, `${what}: ${actual} ≠ ${expected}`);

// A made-up day: sunrise at JD 2460000.25 (06:00 UT), sunset 12 h later, next sunrise 24 h later.
// Day and night are both 720 min, so each of the 15 muhurtas lasts 48 min.
const sunrise = 2460000.25;
const sunset = sunrise + 0.5;
const nextSunrise = sunrise + 1;

test('Dur Muhurtam slots by weekday are the table of panchang-completion.md §1 (Sunday 14; Monday 9, 12; Tuesday 4 and night 7; Wednesday 8; Thursday 6, 12; Friday 4, 9; Saturday 1, 2)', () => {
  const slots = [0, 1, 2, 3, 4, 5, 6].map((w) => durMuhurtas(sunrise, sunset, nextSunrise, w).map((d) => `${d.period}-${d.muhurta}`));
  assert.deepEqual(slots, [
    ['day-14'],
    ['day-9', 'day-12'],
    ['day-4', 'night-7'],
    ['day-8'],
    ['day-6', 'day-12'],
    ['day-4', 'day-9'],
    ['day-1', 'day-2'],
  ]);
});

test('a day Dur Muhurtam is the k-th fifteenth of sunrise to sunset: Sunday\'s 14th of a 12-hour day runs 624–672 min after sunrise', () => {
  // 14th muhurta: (14 − 1) × 48 = 624 min to 14 × 48 = 672 min.
  const [d] = durMuhurtas(sunrise, sunset, nextSunrise, 0);
  close(d.startJd, sunrise + min(624), 'start');
  close(d.endJd, sunrise + min(672), 'end');
});

test('a night Dur Muhurtam is counted from sunset: Tuesday\'s 7th night muhurta runs 288–336 min after sunset, also on an unequal night', () => {
  const [, night] = durMuhurtas(sunrise, sunset, nextSunrise, 2);
  close(night.startJd, sunset + min(288), 'start');
  close(night.endJd, sunset + min(336), 'end');
  // A 10-hour day and a 14-hour night: night muhurta = 840/15 = 56 min, the 7th is 336–392 min after sunset.
  const [day4, night7] = durMuhurtas(sunrise, sunrise + min(600), nextSunrise, 2);
  // Day muhurta = 600/15 = 40 min, the 4th is 120–160 min after sunrise.
  close(day4.startJd, sunrise + min(120), 'day start');
  close(day4.endJd, sunrise + min(160), 'day end');
  close(night7.startJd, sunrise + min(600) + min(336), 'night start');
  close(night7.endJd, sunrise + min(600) + min(392), 'night end');
});

test('a Varjyam or Amrit Kaal span starts g/60 of the nakshatra after its start and lasts 4/60 of it', () => {
  assert.equal(nominalNakshatraGhatis, 60);
  assert.equal(spanGhatis, 4);
  // Ashwini lasting exactly 1 day (1440 min, so a ghati = 24 min), starting at JD 2460000.
  const s = ghatiSpan(seg(0, 2460000, 2460001), 50);
  assert.equal(s.nakshatra, 0);
  assert.equal(s.startGhati, 50);
  close(s.startJd, 2460000 + min(50 * 24), 'start'); // 1200 min
  close(s.endJd, 2460000 + min(54 * 24), 'end'); // 1296 min
  // A 25-hour nakshatra (1500 min, a ghati = 25 min), g = 14: 350 min → 450 min.
  const t = ghatiSpan(seg(4, 2460000, 2460000 + min(1500)), 14);
  close(t.startJd, 2460000 + min(350), 'start');
  close(t.endJd, 2460000 + min(450), 'end');
});

test('every Varjyam of a run of nakshatras is listed in time order, Mula with both of its spans (20 and 56 ghatis)', () => {
  // Jyeshtha (17), Mula (18), Purva Ashadha (19), each exactly one day (a ghati = 24 min).
  const spans = varjyamSpans([seg(17, 2460000, 2460001), seg(18, 2460001, 2460002), seg(19, 2460002, 2460003)]);
  assert.deepEqual(spans.map((s) => [s.nakshatra, s.startGhati]), [[17, 14], [18, 20], [18, 56], [19, 24]]);
  close(spans[2].startJd, 2460001 + min(56 * 24), 'second Mula Varjyam start');
  close(spans[2].endJd, 2460002, 'second Mula Varjyam ends with Mula (60 ghatis)');
  const amrit = amritSpans([seg(17, 2460000, 2460001), seg(18, 2460001, 2460002)]);
  assert.deepEqual(amrit.map((s) => [s.nakshatra, s.startGhati]), [[17, 38], [18, 44]]);
  close(amrit[1].startJd, 2460001 + min(44 * 24), 'Mula Amrit Kaal start');
});

test('spans are listed on the day they start: a start exactly at sunrise belongs to the day, one exactly at the next sunrise does not', () => {
  const spans = [10, 11, 12].map((x) => ({ nakshatra: 0, startGhati: 0, startJd: x, endJd: x + 0.1 }));
  assert.deepEqual(startingWithin(spans, 10, 12).map((s) => s.startJd), [10, 11]);
  assert.deepEqual(startingWithin(spans, 10.5, 11.5).map((s) => s.startJd), [11]);
});

test('Vishti is the 8th, 15th, 22nd … 57th half-tithi: eight times a lunar month, at 0-based half-tithis 7, 14, … 56', () => {
  // Half-tithi 1 is Kimstughna; the movable karanas Bava … Vishti then repeat from half-tithi 2,
  // eight times over 0-based half-tithis 1 … 56, so Vishti is 0-based 7 + 7k up to 56; 57 … 59
  // are the fixed Shakuni, Chatushpada and Naga.
  const vishti = Array.from({ length: 60 }, (_, i) => i).filter((i) => isVishti(seg(i, 0, 1)));
  assert.deepEqual(vishti, [7, 14, 21, 28, 35, 42, 49, 56]);
});

test('a Bhadra is split where the Moon changes sign, each part clipped to the Vishti and given the vaas of its sign', () => {
  // Vishti from 10.0 to 10.5; the Moon in Simha (4) until 10.2, then Kanya (5) until 12.
  const b = bhadraOf(seg(14, 10, 10.5), [seg(3, 8, 9), seg(4, 9, 10.2), seg(5, 10.2, 12)]);
  assert.equal(b.halfTithi, 15);
  assert.equal(b.startJd, 10);
  assert.equal(b.endJd, 10.5);
  assert.deepEqual(b.parts, [
    { vaas: 'earth', moonSign: 4, startJd: 10, endJd: 10.2 },
    { vaas: 'underworld', moonSign: 5, startJd: 10.2, endJd: 10.5 },
  ]);
  // A sign span touching the Vishti only at an instant makes no part.
  assert.deepEqual(bhadraOf(seg(7, 10, 10.5), [seg(0, 9, 10), seg(1, 10, 11), seg(2, 10.5, 12)]).parts, [
    { vaas: 'heaven', moonSign: 1, startJd: 10, endJd: 10.5 },
  ]);
});

test('Panchaka is the Moon from 300° (the start of Kumbha) up to 360°', () => {
  assert.equal(panchakaStartDegrees, 300);
  assert.equal(inPanchaka(299.999), false);
  assert.equal(inPanchaka(300), true);
  assert.equal(inPanchaka(359.999), true);
  assert.equal(inPanchaka(360), false);
  assert.equal(inPanchaka(0), false);
  assert.equal(panchakaType(3), null);
});

test('the 28-fold place of a nakshatra skips Abhijit after Uttara Ashadha: 0…20 keep their number, Shravana (21) is place 22', () => {
  assert.deepEqual([0, 19, 20, 21, 22, 26].map(position28), [0, 19, 20, 22, 23, 27]);
});

test('the Anandadi yoga quality is bad for exactly the twelve yogas named in §5 and good for the other sixteen', () => {
  // Sunday counts from Ashwini: nakshatra n (place position28(n)) gives yoga number position28(n).
  // Over the 27 nakshatras every yoga but the 22nd (Musala, Abhijit's place) appears once.
  const bad = new Set(['kaladanda', 'dhumra', 'dhwanksha', 'vajra', 'mudgara', 'lumbaka', 'utpata', 'mrityu', 'kana', 'musala', 'gada', 'rakshasa']);
  const seen = new Map<string, string>();
  for (let n = 0; n < 27; n++) {
    const y = anandadiYoga(0, n);
    seen.set(y.id, y.quality);
  }
  // Monday from Mrigashira: Bharani (place 1) is (1 − 4) mod 28 = 25 → the 26th yoga, Chara; and
  // Musala (index 21) is reached from Wednesday by place (21 + 12) mod 28 = 5, Ardra.
  const chara = anandadiYoga(1, 1);
  assert.equal(chara.index, 25);
  assert.equal(chara.id, 'chara');
  const musala = anandadiYoga(3, 5);
  assert.equal(musala.index, 21);
  assert.equal(musala.id, 'musala');
  seen.set(musala.id, musala.quality);
  assert.equal(seen.size, 28);
  for (const [id, quality] of seen) assert.equal(quality, bad.has(id) ? 'bad' : 'good', id);
});

test('Disha Shool gives the cardinal direction alone by default and the corner after it with the corners variant (§6 table)', () => {
  const standard = [0, 1, 2, 3, 4, 5, 6].map((w) => dishaShoolDirections(w, 'standard'));
  assert.deepEqual(standard, [['west'], ['east'], ['north'], ['north'], ['south'], ['west'], ['east']]);
  const corners = [0, 1, 2, 3, 4, 5, 6].map((w) => dishaShoolDirections(w, 'with-corners'));
  assert.deepEqual(corners, [
    ['west', 'south-west'],
    ['east', 'south-east'],
    ['north', 'north-west'],
    ['north', 'north-east'],
    ['south', 'south-east'],
    ['west', 'south-west'],
    ['east', 'north-east'],
  ]);
});
