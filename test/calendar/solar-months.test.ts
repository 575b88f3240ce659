/**
 * Regional solar months (docs/methods/calendar.md §3): the first day of the solar year (Mesha
 * sankranti) under each region's cut-off, against published new-year dates. Mesha sankranti
 * 2023 fell at ~15:1x IST (afternoon: Tamil same day, Malayalam next day, Bengali next day),
 * 2019 at ~14:0x IST (after three-fifths of the Kerala daytime), 2024 at ~21:1x IST (after
 * sunset, before midnight).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { computeIndianCalendar } from '../../src/jyotish/calendar/indian-calendar.ts';
import { epochDayOfIsoDate } from '../../src/jyotish/calendar/calendar-days.ts';
import type { SolarCalendarId } from '../../src/jyotish/calendar/solar-months.ts';

const kolkata = { latitude: 22.5726, longitude: 88.3639 };
const thiruvananthapuram = { latitude: 8.5241, longitude: 76.9366 };
const chennai = { latitude: 13.0827, longitude: 80.2707 };
const bhubaneswar = { latitude: 20.2961, longitude: 85.8245 };

function solarDay(place: { latitude: number; longitude: number }, date: string, id: SolarCalendarId) {
  const c = computeIndianCalendar({
    frame: { kind: 'zone', timezone: 'Asia/Kolkata' },
    geo: { ...place, elevationMeters: 0 },
    sky: { ayanamsha: 'lahiri', nodeType: 'mean', positions: 'apparent' },
    sunrise: 'upper-limb-refracted',
    startEpochDay: epochDayOfIsoDate(date),
    dayCount: 1,
  });
  return c.days[0].solar[id];
}

const firstOfMesha = (place: { latitude: number; longitude: number }, date: string, id: SolarCalendarId) => {
  const s = solarDay(place, date, id);
  return s.sign === 0 && s.day === 1;
};

test('Vishu (1 Medam) is 15 April 2023 — eastcoastdaily.in, 2023-04-15: "On Saturday, people in Kerala celebrated … Vishu"', () => {
  assert.ok(firstOfMesha(thiruvananthapuram, '2023-04-15', 'malayalam'));
  assert.equal(solarDay(thiruvananthapuram, '2023-04-14', 'malayalam').sign, 11);
});

test('Vishu (1 Medam) is 15 April 2019 — indianexpress.com, 2019-04-14: "it will be celebrated on April 15 (Monday)"', () => {
  assert.ok(firstOfMesha(thiruvananthapuram, '2019-04-15', 'malayalam'));
});

test('Vishu (1 Medam) is 14 April 2024 — the Vishu article of Wikipedia (infobox, "2024 date: Sun, 14 April")', () => {
  assert.ok(firstOfMesha(thiruvananthapuram, '2024-04-14', 'malayalam'));
});

test('the Bengali new year (1 Boishakh) is 15 April 2023 — DoPT 2023 restricted holidays: "Vaisakhadi (Bengal), Bahag Bihu (Assam) April 15"', () => {
  assert.ok(firstOfMesha(kolkata, '2023-04-15', 'bengali'));
  assert.equal(solarDay(kolkata, '2023-04-14', 'bengali').sign, 11);
});

test('the Bengali new year (1 Boishakh) is 14 April 2024 — DoPT 2024 restricted holidays: "Meshadi / Vaisakhadi / Bahag Bihu April 14"', () => {
  assert.ok(firstOfMesha(kolkata, '2024-04-14', 'bengali'));
});

test('the Tamil month turns on the sankranti day when the Sun enters before sunset, and the Odia month on the sankranti\'s own Hindu day', () => {
  // 2023: Mesha sankranti in the afternoon of 14 April IST → Chithirai 1 and Baisakha 1 on 14 April
  // (DoPT 2023 restricted holidays: "Vaisakhi, Vishu, Mesadi April 14").
  assert.ok(firstOfMesha(chennai, '2023-04-14', 'tamil'));
  assert.ok(firstOfMesha(bhubaneswar, '2023-04-14', 'odia'));
  // 2024: sankranti after sunset of 13 April → Tamil 14 April; the Odia month on 13 April itself
  // (DoPT 2024 restricted holidays: "Vaisakhi / Vishu April 13").
  assert.ok(firstOfMesha(chennai, '2024-04-14', 'tamil'));
  assert.ok(firstOfMesha(bhubaneswar, '2024-04-13', 'odia'));
});

test('day numbers count on from day 1 and every month has 29 to 32 days', () => {
  const c = computeIndianCalendar({
    frame: { kind: 'zone', timezone: 'Asia/Kolkata' },
    geo: { ...chennai, elevationMeters: 0 },
    sky: { ayanamsha: 'lahiri', nodeType: 'mean', positions: 'apparent' },
    sunrise: 'upper-limb-refracted',
    startEpochDay: epochDayOfIsoDate('2024-01-01'),
    dayCount: 366,
  });
  for (const id of ['tamil', 'malayalam', 'bengali', 'odia'] as const) {
    const lengths: number[] = [];
    c.days.forEach((d, i) => {
      if (i === 0) return;
      const prev = c.days[i - 1].solar[id];
      const cur = d.solar[id];
      if (cur.sign === prev.sign) assert.equal(cur.day, prev.day + 1, `${id} ${d.day.isoDate}`);
      else {
        assert.equal(cur.day, 1, `${id} ${d.day.isoDate}`);
        assert.equal(cur.sign, (prev.sign + 1) % 12);
        lengths.push(prev.day);
      }
    });
    assert.ok(lengths.every((n) => n >= 29 && n <= 32), `${id}: ${lengths.join(',')}`);
  }
});
