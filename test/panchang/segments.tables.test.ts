/**
 * The day-segment rules of src/jyotish/panchang/segments.ts against the tables of
 * methods/time-and-sky.md §8, typed by hand into test/golden/panchang-segments/tables.json,
 * on round-number days where the arithmetic can be checked by eye: sunrise at JD 100.25,
 * sunset 0.5 day later (12 h: octants of 90 min, muhurtas of 48 min, horas of 60 min), the
 * next sunrise 0.45 day after sunset and the previous sunset 0.4 day before sunrise. No
 * ephemeris: this is the quick file for `npm run mutation -- panchang`.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  abhijitMuhurta, brahmaMuhurta, choghadiyaQuality, choghadiyas, horas, kaalsOfDay, partOf, weekdayLord,
} from '../../src/jyotish/panchang/segments.ts';

interface Tables {
  weekdays: string[];
  octant: Record<'rahuKaal' | 'yamaganda' | 'gulikaKaal', number[]>;
  abhijit: { muhurta: number; of: number; excludedOn: string[] };
  brahmaMuhurta: { muhurta: number; of: number };
  choghadiya: { ids: Record<string, string>; quality: Record<string, string>; day: Record<string, string[]>; night: Record<string, string[]> };
  hora: { weekdayLord: string[]; descendingChain: string[]; example: { weekday: string; firstEightLords: string[] } };
}
const tables = JSON.parse(readFileSync(new URL('../golden/panchang-segments/tables.json', import.meta.url), 'utf8')) as Tables;

const R = 100.25;
const S = 100.75;
const nextR = 101.2;
const prevS = 99.85;
const hour = 1 / 24;
const minute = hour / 60;
/** Float arithmetic on a JD near 100: 1e-9 day is 86 µs. */
const eps = 1e-9;

function near(actual: number, expected: number, label: string): void {
  assert.ok(Math.abs(actual - expected) < eps, `${label}: ${actual} vs ${expected}`);
}

describe('Rahu Kaal, Yamaganda and Gulika Kaal (SEG.OCTANT) for every weekday', () => {
  // Octant k of a 12-hour day starting at R: [R + (k−1)·90 min, R + k·90 min].
  for (let w = 0; w < 7; w++) {
    it(`puts them in the octants of the table on ${tables.weekdays[w]}`, () => {
      const k = kaalsOfDay(R, S, w);
      for (const key of ['rahuKaal', 'yamaganda', 'gulikaKaal'] as const) {
        const octant = tables.octant[key][w];
        near(k[key].startJd, R + (octant - 1) * 90 * minute, `${key} start`);
        near(k[key].endJd, R + octant * 90 * minute, `${key} end`);
      }
    });
  }

  it('gives the hand-worked Monday Rahu Kaal of 07:30–09:00 for a 06:00–18:00 day', () => {
    // Sunrise 06:00 (JD 100.25 = 06:00 after the JD 100.0 midnight of this test clock).
    const k = kaalsOfDay(R, S, 1);
    near(k.rahuKaal.startJd, R + 1.5 * hour, 'start 07:30');
    near(k.rahuKaal.endJd, R + 3 * hour, 'end 09:00');
    // Sunday's Rahu Kaal is the last octant, 16:30–18:00; Thursday's Yamaganda the first.
    near(kaalsOfDay(R, S, 0).rahuKaal.startJd, R + 10.5 * hour, 'Sunday 16:30');
    near(kaalsOfDay(R, S, 4).yamaganda.startJd, R, 'Thursday from sunrise');
    near(kaalsOfDay(R, S, 6).gulikaKaal.endJd, R + 1.5 * hour, 'Saturday Gulika ends 07:30');
  });
});

describe('Abhijit and Brahma muhurta', () => {
  it('takes Abhijit as the 8th of 15 day muhurtas, centred on the middle of the day, excluded on Wednesday only', () => {
    for (let w = 0; w < 7; w++) {
      const a = abhijitMuhurta(R, S, w);
      near(a.startJd, R + 7 * 48 * minute, 'start');
      near(a.endJd, R + 8 * 48 * minute, 'end');
      near((a.startJd + a.endJd) / 2, (R + S) / 2, 'centred on mid-day');
      assert.equal(a.excluded, tables.abhijit.excludedOn.includes(tables.weekdays[w]), tables.weekdays[w]);
    }
  });

  it('takes Brahma muhurta as the 14th of 15 muhurtas of the night before sunrise: R − 2Nl/15 to R − Nl/15', () => {
    const nl = R - prevS; // 0.4 day = 9 h 36 min; a night muhurta is 38 min 24 s
    const b = brahmaMuhurta(prevS, R);
    near(b.startJd, R - (2 * nl) / 15, 'start');
    near(b.endJd, R - nl / 15, 'end');
    near(b.endJd - b.startJd, 38.4 * minute, 'length 38 min 24 s');
  });

  it('splits a span into equal numbered parts', () => {
    near(partOf(10, 12, 8, 1).startJd, 10, 'first part starts at the start');
    near(partOf(10, 12, 8, 8).endJd, 12, 'last part ends at the end');
    near(partOf(10, 12, 8, 3).startJd, 10.5, 'part 3 of 8 starts a quarter in');
  });
});

describe('Choghadiya (SEG.CHOGHADIYA) for every weekday', () => {
  for (let w = 0; w < 7; w++) {
    const name = tables.weekdays[w];
    it(`gives the day and night tables of ${name} in eighths of day and night`, () => {
      const day = choghadiyas(R, S, w, false);
      const night = choghadiyas(S, nextR, w, true);
      assert.deepEqual(day.map((p) => p.id), tables.choghadiya.day[name].map((a) => tables.choghadiya.ids[a]));
      assert.deepEqual(night.map((p) => p.id), tables.choghadiya.night[name].map((a) => tables.choghadiya.ids[a]));
      assert.deepEqual(day.map((p) => p.quality), tables.choghadiya.day[name].map((a) => tables.choghadiya.quality[a]));
      assert.deepEqual(night.map((p) => p.quality), tables.choghadiya.night[name].map((a) => tables.choghadiya.quality[a]));
      day.forEach((p, i) => {
        assert.equal(p.part, i + 1);
        near(p.startJd, R + i * 90 * minute, `day ${i + 1} start`);
        near(p.endJd, R + (i + 1) * 90 * minute, `day ${i + 1} end`);
      });
      night.forEach((p, i) => {
        near(p.startJd, S + (i * (nextR - S)) / 8, `night ${i + 1} start`);
        near(p.endJd, S + ((i + 1) * (nextR - S)) / 8, `night ${i + 1} end`);
      });
    });
  }

  it('names Sunday’s day as Udveg Char Labh Amrit Kaal Shubh Rog Udveg and Monday’s night as Char Rog Kaal Labh Udveg Shubh Amrit Char', () => {
    assert.deepEqual(choghadiyas(R, S, 0, false).map((p) => p.id), ['udveg', 'char', 'labh', 'amrit', 'kaal', 'shubh', 'rog', 'udveg']);
    assert.deepEqual(choghadiyas(S, nextR, 1, true).map((p) => p.id), ['char', 'rog', 'kaal', 'labh', 'udveg', 'shubh', 'amrit', 'char']);
  });

  it('rates Udveg, Kaal and Rog bad, Char neutral, Labh, Amrit and Shubh good', () => {
    assert.deepEqual(choghadiyaQuality, {
      udveg: 'bad', char: 'neutral', labh: 'good', amrit: 'good', kaal: 'bad', shubh: 'good', rog: 'bad',
    });
  });
});

describe('Unequal horas (SEG.HORA_UNEQUAL) for every weekday', () => {
  const chain = tables.hora.descendingChain;
  for (let w = 0; w < 7; w++) {
    it(`gives ${tables.weekdays[w]}’s 24 horas: the weekday lord first, then the descending chain, 12 by day and 12 by night`, () => {
      const hs = horas(R, S, nextR, w);
      assert.equal(hs.length, 24);
      const first = chain.indexOf(tables.hora.weekdayLord[w]);
      hs.forEach((h, i) => {
        assert.equal(h.number, i + 1);
        assert.equal(h.lord, chain[(first + i) % 7], `hora ${i + 1}`);
        assert.equal(h.night, i >= 12);
        const [from, to, k] = i < 12 ? [R, S, i] : [S, nextR, i - 12];
        near(h.startJd, from + (k * (to - from)) / 12, `hora ${i + 1} start`);
        near(h.endJd, from + ((k + 1) * (to - from)) / 12, `hora ${i + 1} end`);
      });
      // The chain runs on without a break: the hora after the 24th is the next weekday's lord.
      assert.equal(chain[(chain.indexOf(hs[23].lord) + 1) % 7], tables.hora.weekdayLord[(w + 1) % 7]);
    });
  }

  it('gives the Saturday example of the methods file: Sa Ju Ma Su Ve Me Mo Sa', () => {
    assert.deepEqual(horas(R, S, nextR, 6).slice(0, 8).map((h) => h.lord), tables.hora.example.firstEightLords);
    assert.deepEqual(horas(R, S, nextR, 6).slice(0, 8).map((h) => h.lord), ['saturn', 'jupiter', 'mars', 'sun', 'venus', 'mercury', 'moon', 'saturn']);
  });

  it('opens Monday with the Moon and its night (hora 13) with Venus', () => {
    // Mo Sa Ju Ma Su Ve Me | Mo Sa Ju Ma Su | Ve: hora 13 is 12 steps on, 12 mod 7 = 5 places past the Moon.
    const hs = horas(R, S, nextR, 1);
    assert.equal(hs[0].lord, 'moon');
    assert.equal(hs[12].lord, 'venus');
  });

  it('names the weekday lords Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn from Sunday', () => {
    assert.deepEqual([...weekdayLord], tables.hora.weekdayLord);
  });
});
