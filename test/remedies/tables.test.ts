/**
 * The correspondence tables against literals copied by hand from
 * ../shared/methods/numerology-and-remedies.md: §5 GEM.NAVARATNA (every row), §3 for the Hindi
 * gem names, §6 RUDRAKSHA.COMMON (every mukhi, Gauri-Shankar and the [S/U] caveat). The
 * rudraksha table is read from a served response, so the check covers what a caller receives.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { vaaraNames } from '../../src/content/names.ts';
import { gemNames, substituteNames } from '../../src/content/remedies/names.ts';
import { gemNotes } from '../../src/content/remedies/texts.ts';
import { grahaIds, type GrahaId } from '../../src/jyotish/core/zodiac.ts';
import { navaratna } from '../../src/jyotish/remedies/gems.ts';
import { mukhisOfGraha } from '../../src/jyotish/remedies/rudraksha.ts';
import { wearingTradition } from '../../src/jyotish/remedies/wearing.ts';
import { build, postJson } from '../helpers/app.ts';

/** §5, copied as printed: Graha | Primary (ratna) | Common substitute (uparatna) | Weekday to start. */
const gemTableText = `
| Sun | Ruby | red garnet, sunstone | Sunday |
| Moon | Pearl | moonstone | Monday |
| Mars | Red coral | carnelian | Tuesday |
| Mercury | Emerald | peridot, green tourmaline | Wednesday |
| Jupiter | Yellow sapphire | citrine, yellow topaz | Thursday |
| Venus | Diamond | white sapphire, white zircon | Friday |
| Saturn | Blue sapphire | amethyst, iolite | Saturday |
| Rahu | Hessonite garnet | — | Saturday |
| Ketu | Cat's eye chrysoberyl | tiger's eye | Tuesday |
`;

/** §3, the "Gem (Hindi)" column, by planet. */
const hindiGemNames: Record<GrahaId, string> = {
  sun: 'माणिक्य', moon: 'मोती', jupiter: 'पुखराज', rahu: 'गोमेद', mercury: 'पन्ना', venus: 'हीरा', ketu: 'लहसुनिया', saturn: 'नीलम', mars: 'मूंगा',
};

/** §6, copied as printed. */
const mukhiHeader = '| Mukhi | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 |';
const grahaLine = '| Graha | Sun | Moon | Mars | Mercury | Jupiter | Venus | Saturn | Rahu | Ketu | — (Vishnu; all grahas) | — (Hanuman/Rudra) | Sun | Venus | Saturn |';
const gauriShankarLine = 'Gauri-Shankar (joined bead): Moon (variant none).';

const cells = (line: string) => line.split('|').slice(1, -1).map((c) => c.trim());
const gemRows = gemTableText.trim().split('\n').map(cells);

describe('GEM.NAVARATNA (numerology-and-remedies.md §5)', () => {
  it('has one row for each of the nine grahas, as the table does', () => {
    assert.deepEqual(gemRows.map((r) => r[0].toLowerCase()), [...grahaIds]);
    assert.deepEqual(Object.keys(navaratna).sort(), [...grahaIds].sort());
  });

  for (const [graha, primary, substitutes, weekday] of gemRows) {
    const id = graha.toLowerCase() as GrahaId;
    it(`gives ${graha} the ratna ${primary}, the substitutes "${substitutes}" and ${weekday}`, () => {
      const row = navaratna[id];
      const name = gemNames[row.primary];
      assert.ok(name.en === primary || name.en.startsWith(`${primary} (`), `${name.en} names ${primary}`);
      assert.equal(name.hi, hindiGemNames[id]);
      const expected = substitutes === '—' ? [] : substitutes.split(', ');
      assert.deepEqual(row.substitutes.map((s) => substituteNames[s].en.toLowerCase()), expected);
      assert.equal(vaaraNames[row.weekday].english, weekday);
    });
  }

  it('names every substitute in Devanagari too', () => {
    for (const g of grahaIds) {
      for (const s of navaratna[g].substitutes) assert.match(substituteNames[s].hi, /[\u0900-\u097F]/, s);
    }
  });
});

describe('GEM.WEARING_TRADITION (declared; the methods file has no metal or finger table)', () => {
  it('has a metal and a finger for every graha and no graha twice', () => {
    assert.deepEqual(Object.keys(wearingTradition).sort(), [...grahaIds].sort());
    for (const g of grahaIds) {
      const w = wearingTradition[g];
      assert.ok(w.metals.length >= 1, g);
      assert.ok(!w.alsoMetals.some((m) => w.metals.includes(m)), `${g}: an alternative metal repeats the main one`);
      assert.ok(!w.alsoFingers.includes(w.finger), `${g}: an alternative finger repeats the main one`);
    }
  });

  it('follows the palm-mount fingers its note names: index Jupiter, middle Saturn, ring Sun, little Mercury', () => {
    assert.equal(wearingTradition.jupiter.finger, 'index');
    assert.equal(wearingTradition.saturn.finger, 'middle');
    assert.equal(wearingTradition.sun.finger, 'ring');
    assert.equal(wearingTradition.mercury.finger, 'little');
  });

  it('says in its note that lists vary by author', () => {
    assert.match(gemNotes.wearing.en, /vary by author/);
    assert.match(gemNotes.wearing.hi, /अलग-अलग/);
  });
});

describe('RUDRAKSHA.COMMON (numerology-and-remedies.md §6) as served', () => {
  it('serves all fourteen mukhis with the table entry of each, the "—" entries of 10 and 11 word for word, and Gauri-Shankar with its variant', async (t) => {
    const { app } = await build(t);
    const res = await postJson(app, '/v2/calculations/rudraksha-gemstone-guidance', {
      localDate: '1990-05-10', localTime: '19:55:00', timezone: 'Asia/Kolkata', latitude: 19.076, longitude: 72.8777, referenceDate: '2024-03-01',
    });
    assert.equal(res.statusCode, 200);
    const table = res.json().result.rudrakshaTable as {
      tableId: string;
      rows: { mukhi: number; planet: { id: string } | null; tableEntry: { en: string; hi: string }; variesBySource: boolean; confidenceTag: string | null; name: { en: string; hi: string } }[];
      gauriShankar: { planet: { id: string }; tableEntry: { en: string }; variant: { planet: null; text: { en: string } } };
      caveat: { en: string; hi: string };
    };
    assert.equal(table.tableId, 'RUDRAKSHA.COMMON');
    const mukhis = cells(mukhiHeader).slice(1).map(Number);
    const entries = cells(grahaLine).slice(1);
    assert.deepEqual(table.rows.map((r) => r.mukhi), mukhis);
    entries.forEach((entry, i) => {
      const row = table.rows[i];
      assert.equal(row.tableEntry.en, entry, `mukhi ${i + 1}`);
      if (entry.startsWith('—')) assert.equal(row.planet, null, `mukhi ${i + 1} has no graha`);
      else assert.equal(row.planet?.id, entry.toLowerCase(), `mukhi ${i + 1}`);
      assert.match(row.name.hi, /मुखी रुद्राक्ष$/);
      assert.match(row.tableEntry.hi, /[\u0900-\u097F]/);
      // "mappings for 10–14 vary [S/U]"
      assert.equal(row.variesBySource, i + 1 >= 10, `mukhi ${i + 1} varies`);
      assert.equal(row.confidenceTag, i + 1 >= 10 ? '[S/U]' : null);
    });
    assert.equal(table.rows[9].tableEntry.hi, '— (विष्णु; सभी ग्रह)');
    assert.equal(table.rows[10].tableEntry.hi, '— (हनुमान/रुद्र)');
    assert.match(gauriShankarLine, new RegExp(`: ${table.gauriShankar.tableEntry.en.replace(/[()]/g, '\\$&')}\\.$`));
    assert.equal(table.gauriShankar.planet.id, 'moon');
    assert.equal(table.gauriShankar.variant.planet, null);
    assert.match(table.caveat.en, /10 to 14 \[S\/U\]/);
  });

  it('gives each graha the mukhis whose entry is that graha', () => {
    const entries = cells(grahaLine).slice(1);
    for (const g of grahaIds) {
      const expected = entries.flatMap((e, i) => (e.toLowerCase() === g ? [i + 1] : []));
      assert.deepEqual(mukhisOfGraha(g).map((r) => r.mukhi), expected, g);
    }
    assert.deepEqual(mukhisOfGraha('sun').map((r) => r.mukhi), [1, 12]);
    assert.deepEqual(mukhisOfGraha('saturn').map((r) => r.mukhi), [7, 14]);
  });
});
