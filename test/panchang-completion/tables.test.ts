/**
 * The rule tables of the panchang completion, each against its hand-worked or published
 * reading (docs/methods/panchang-completion.md), and the polar case over HTTP.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { build, postJson } from '../helpers/app.ts';
import { anandadiYoga } from '../../src/jyotish/panchang/anandadi.ts';
import { bhadraVaasBySign } from '../../src/jyotish/panchang/bhadra.ts';
import { amritStartGhatis, varjyamStartGhatis } from '../../src/jyotish/panchang/nakshatra-ghati.ts';
import { panchakaType } from '../../src/jyotish/panchang/panchaka.ts';

test('Anandadi yoga counts from the weekday\'s nakshatra over 28 with Abhijit, worked by hand', () => {
  // Sunday starts at Ashwini: Ashwini is the 1st (Ananda), Bharani the 2nd (Kaladanda).
  assert.equal(anandadiYoga(0, 0).id, 'ananda');
  assert.equal(anandadiYoga(0, 1).id, 'kaladanda');
  // Each weekday's own nakshatra is Ananda: Mon Mrigashira (4), Tue Ashlesha (8), Wed Hasta (12),
  // Thu Anuradha (16), Fri U. Ashadha (20), Sat Shatabhisha (23 of 27).
  [4, 8, 12, 16, 20, 23].forEach((n, i) => assert.equal(anandadiYoga(i + 1, n).id, 'ananda', `weekday ${i + 1}`));
  // Tuesday, Shatabhisha: Ashlesha is 9th of 28, Shatabhisha 25th (Abhijit is the 22nd), so the
  // count is 25 − 9 + 1 = 17 → the 17th yoga, Mrityu; P. Bhadrapada the 18th, Kana.
  assert.equal(anandadiYoga(2, 23).id, 'mrityu');
  assert.equal(anandadiYoga(2, 24).id, 'kana');
  assert.equal(anandadiYoga(2, 23).quality, 'bad');
  // Friday, Shravana: U. Ashadha 21st, Abhijit 22nd, Shravana 23rd → 3rd yoga, Dhumra.
  assert.equal(anandadiYoga(5, 21).id, 'dhumra');
  // Sunday, Revati (28th of 28): the 28th yoga, Vardhamana.
  assert.equal(anandadiYoga(0, 26).id, 'vardhamana');
});

test('Bhadra vaas follows the Moon sign table of the methods file', () => {
  const expected = ['heaven', 'heaven', 'heaven', 'earth', 'earth', 'underworld', 'underworld', 'heaven', 'underworld', 'underworld', 'earth', 'earth'];
  assert.deepEqual([...bhadraVaasBySign], expected);
});

test('Panchaka is named by its starting weekday: Roga, Raja, Agni, none, none, Chora, Mrityu', () => {
  assert.deepEqual([0, 1, 2, 3, 4, 5, 6].map(panchakaType), ['roga', 'raja', 'agni', null, null, 'chora', 'mrityu']);
});

test('the ghati tables are the published tyajya and amrita columns (teluguone.com table, Mula with both Varjyams)', () => {
  // Written out from the Telugu table (nakshatra tyajya / amrita ghati), Ashwini … Revati.
  const tyajya = [50, 24, 30, 40, 14, 21, 30, 20, 32, 30, 20, 18, 21, 20, 14, 14, 10, 14, [20, 56], 24, 20, 10, 10, 18, 16, 24, 30];
  const amrita = [42, 48, 54, 52, 38, 35, 54, 44, 56, 54, 44, 42, 45, 44, 38, 38, 34, 38, 44, 48, 44, 34, 34, 42, 40, 48, 54];
  assert.deepEqual(varjyamStartGhatis.map((x) => (x.length === 1 ? x[0] : [...x])), tyajya);
  assert.deepEqual([...amritStartGhatis], amrita);
});

test('where the Sun does not rise the day is reckoned from midnight, Dur Muhurtam is null and listed as unavailable', async (t) => {
  const { app } = await build(t);
  const res = await postJson(app, '/v2/calculations/panchang', {
    localDate: '2022-12-15', localTime: '12:00', timezone: 'Arctic/Longyearbyen', latitude: 78.2232, longitude: 15.6267,
  });
  assert.equal(res.statusCode, 200, res.body);
  const r = res.json().result;
  assert.equal(r.durMuhurtam, null);
  assert.ok(r.unavailable.some((u: { item: string; reason: string }) => u.item === 'durMuhurtam' && u.reason === 'no-sunrise'));
  assert.equal(r.anandadiYoga.length, r.nakshatras.length);
  assert.equal(r.dishaShool.reviewOnly, true);
});

/**
 * A published Anandadi yoga: birthastro.com's daily panchang for Delhi, 8 December 2021
 * (a Wednesday), prints "Anandadi Yoga: Chathra to 22:41:04 Mithra" with Shravana up to
 * 22:41:04 and Dhanishtha next. By hand: Wednesday counts from Hasta (13th of 28); Shravana is
 * the 23rd (Abhijit the 22nd) → 11th yoga, Chhatra; Dhanishtha → 12th, Mitra.
 */
test('the Anandadi yoga of a published day (Delhi, 2021-12-08) is Chhatra until Shravana ends, then Mitra', async (t) => {
  const { app } = await build(t);
  const res = await postJson(app, '/v2/calculations/panchang', {
    localDate: '2021-12-08', localTime: '12:00', timezone: 'Asia/Kolkata', latitude: 28.6139, longitude: 77.209,
  });
  const a = res.json().result.anandadiYoga as { id: string; end: { local: string } }[];
  assert.deepEqual(a.map((x) => x.id), ['chhatra', 'mitra']);
  const endMinutes = Date.parse(a[0].end.local) / 60_000;
  assert.ok(Math.abs(endMinutes - Date.parse('2021-12-08T22:41:04+05:30') / 60_000) <= 2, a[0].end.local);
});
