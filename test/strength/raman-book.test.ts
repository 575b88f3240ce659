/**
 * The shadbala and bhava bala rules against B. V. Raman's worked Standard Horoscope (Graha and
 * Bhava Balas, Examples 3–63): the book's printed longitudes, ascendant, MC, bhava madhyas,
 * sunrise and day length go in; every component is compared with the book's value within
 * the named tolerance, and the book's own slips (listed in the golden file) are compared with
 * the value its working implies. Chesta bala needs mean positions the book takes from its own
 * tables, so it is checked end to end (shadbala-api.test.ts); here the book's chesta values
 * stand in for it where a total needs them.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sevenGrahaIds, type SevenGrahaId } from '../../src/jyotish/core/zodiac.ts';
import { computeShadbala, type GrahaShadbala } from '../../src/jyotish/strength/shadbala.ts';
import { computeBhavaBala } from '../../src/jyotish/strength/bhava-bala.ts';
import { drikBala } from '../../src/jyotish/strength/drik.ts';
import { byGraha, raman, ramanInput } from './book-input.ts';
import {
  ayanaBookVirupas, bhavaDrishtiBookVirupas, bhavaTotalBookVirupas, bookRoundingVirupas, exactVirupas, phalaBookVirupas,
  totalBookVirupas, uchchaBookVirupas,
} from './tolerances.ts';

const input = ramanInput();
const sb = computeShadbala(input);
const row = (g: SevenGrahaId): GrahaShadbala => sb.grahas.find((r) => r.graha === g)!;
const expected = raman.expected as Record<string, number[]>;

function compare(name: string, actual: (r: GrahaShadbala) => number, tolerance: number, overrides: Partial<Record<SevenGrahaId, number>> = {}) {
  sevenGrahaIds.forEach((g, i) => {
    const want = overrides[g] ?? expected[name][i];
    const got = actual(row(g));
    assert.ok(Math.abs(got - want) <= tolerance, `${name} ${g}: ${got.toFixed(3)} against ${want}`);
  });
}

describe("B. V. Raman's Standard Horoscope (Graha and Bhava Balas)", () => {
  it('gives every uchcha bala within 0.15 virupa (Mars: the arc 111°30′34″ over 3, which the book misprints 37.06)', () => {
    compare('uchcha', (r) => r.sthana.uchcha, uchchaBookVirupas, { mars: 37.17 });
  });

  it('gives every saptavargaja, ojayugma, kendradi and drekkana bala exactly', () => {
    compare('saptavargaja', (r) => r.sthana.saptavargaja, exactVirupas);
    compare('ojayugma', (r) => r.sthana.ojayugma, exactVirupas);
    compare('kendradi', (r) => r.sthana.kendradi, exactVirupas);
    compare('drekkana', (r) => r.sthana.drekkana, exactVirupas);
  });

  it('gives every dig bala within the book\'s rounding, folding Mars\'s 192°54′ arc to 167°06′ (55.70, not the book\'s 64.30)', () => {
    compare('dig', (r) => r.dig.virupas, bookRoundingVirupas, { mars: 55.70 });
  });

  it('gives nathonnatha and paksha bala within the book\'s rounding (Mercury a malefic beside the Sun, the waxing Moon doubled)', () => {
    compare('nathonnatha', (r) => r.kala.nathonnatha, bookRoundingVirupas);
    compare('paksha', (r) => r.kala.paksha, bookRoundingVirupas);
    assert.equal(sb.natures.natures.mercury, 'malefic');
    assert.equal(sb.natures.moonWaxing, true);
  });

  it('finds the third of the day (Saturn), the year lord Saturn and month lord Mercury from the srishti ahargana, Wednesday, and the Moon\'s hora', () => {
    for (const name of ['tribhaga', 'abda', 'masa', 'vara', 'hora'] as const) compare(name, (r) => r.kala[name], exactVirupas);
    assert.deepEqual([sb.lords.year, sb.lords.month, sb.lords.weekday, sb.lords.hora, sb.lords.tribhaga], ['saturn', 'mercury', 'mercury', 'moon', 'saturn']);
  });

  it('gives ayana bala from the kranti with ε = 24° within 0.6 virupa (Jupiter and Saturn: the values the book\'s krantis imply)', () => {
    compare('ayana', (r) => r.kala.ayana, ayanaBookVirupas, { jupiter: 58.86, saturn: 13.71 });
  });

  it('gives naisargika bala as 60·k/7 and drik bala within the book\'s rounding', () => {
    compare('naisargika', (r) => r.naisargika, 0.015); // the book truncates 60·k/7 to two decimals
    compare('drik', (r) => r.drik, bookRoundingVirupas);
  });

  it('adds up to the book\'s shadbala totals once the book\'s chesta stands in (Sun 424.94 and Mars, Jupiter, Saturn corrected for the book\'s own slips)', () => {
    // The printed total plus the book's documented slips (golden file, knownSlips): the Sun's sum is
    // 424.94; Mars +0.11 (uchcha) − 8.60 (dig folded); Jupiter −0.54 and Saturn −0.04 (ayana).
    const corrected: Partial<Record<SevenGrahaId, number>> = { sun: 424.94, mars: 306.2 + 0.11 - 8.6, jupiter: 433.71 - 0.54, saturn: 389.21 - 0.04 };
    sevenGrahaIds.forEach((g, i) => {
      const r = row(g);
      const total = r.totalVirupas - r.chesta.virupas + expected.chesta[i];
      const want = corrected[g] ?? expected.totalVirupas[i];
      assert.ok(Math.abs(total - want) <= totalBookVirupas, `${g}: ${total.toFixed(2)} against ${want}`);
    });
  });

  it('gives ishta and kashta phala from uchcha and chesta (the Sun by its sayana longitude + 90°, the Moon by its distance from the Sun)', () => {
    sevenGrahaIds.forEach((g, i) => {
      const r = row(g);
      const chesta = g === 'sun' || g === 'moon' ? r.phalaChesta : expected.chesta[i];
      const ishta = Math.sqrt(r.sthana.uchcha * chesta);
      const kashta = Math.sqrt((60 - r.sthana.uchcha) * (60 - chesta));
      const wantKashta = g === 'mercury' ? 17.81 : g === 'jupiter' ? 9.53 : expected.kashtaPhala[i];
      // Mars's uchcha slip (0.11) carries into both of its phalas.
      const tol = phalaBookVirupas;
      assert.ok(Math.abs(ishta - expected.ishtaPhala[i]) <= tol, `ishta ${g}: ${ishta.toFixed(2)}`);
      assert.ok(Math.abs(kashta - wantKashta) <= tol, `kashta ${g}: ${kashta.toFixed(2)}`);
    });
    assert.ok(Math.abs(row('sun').ishtaPhala - 8.25) <= phalaBookVirupas);
    assert.ok(Math.abs(row('moon').kashtaPhala - 21.23) <= phalaBookVirupas);
  });

  it('gives bhava dig bala exactly and bhava drishti bala within 0.3 virupa, and the bhava totals from the book\'s shadbala within 0.5', () => {
    const bookShadbala = byGraha([424.94, 389.8, 298.14, 537.02, 433.77, 376.15, 389.21]);
    const rows = computeBhavaBala(input.madhyas, input.longitudes, sb.natures.natures, bookShadbala);
    rows.forEach((b, i) => {
      assert.equal(b.dig, expected.bhavaDig[i], `dig ${b.house}`);
      assert.ok(Math.abs(b.drishti - expected.bhavaDrishti[i]) <= bhavaDrishtiBookVirupas, `drishti ${b.house}: ${b.drishti.toFixed(2)}`);
      // House 12's total is misprinted by 100 (526.76 by its own three parts).
      const want = b.house === 12 ? 526.76 : expected.bhavaTotal[i];
      assert.ok(Math.abs(b.totalVirupas - want) <= bhavaTotalBookVirupas, `total ${b.house}: ${b.totalVirupas.toFixed(2)} against ${want}`);
    });
  });

  it('marks every graha but Mars as meeting the required minimum, as the book concludes (with the folded dig bala Mars stays short)', () => {
    const corrected = sevenGrahaIds.map((g, i) => row(g).totalVirupas - row(g).chesta.virupas + expected.chesta[i]);
    sevenGrahaIds.forEach((g, i) => assert.equal(corrected[i] / 60 >= row(g).requiredRupas, expected.meetsRequired[i], g));
  });

  it('keeps the drik bala terms: six aspects per graha, benefics added and malefics subtracted, the sum over 4', () => {
    const d = drikBala('moon', input.longitudes, sb.natures.natures);
    assert.equal(d.terms.length, 6);
    const sum = d.terms.reduce((s, t) => s + (t.nature === 'benefic' ? t.virupas : -t.virupas), 0);
    assert.ok(Math.abs(sum / 4 - d.virupas) < 1e-12);
  });
});
