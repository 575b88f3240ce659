/**
 * Table tests typed from ../shared/methods/lal-kitab.md (§1 chart, §2 dignities, §3 aspects,
 * §4 sleeping rules, §5 debts), never read back from the code: every expectation below is a
 * cell of the methods file written out by hand, and the code is asked for each one.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { grahaIds, type GrahaId } from '../../src/jyotish/core/zodiac.ts';
import { lalKitabHouses, type LkPlacement } from '../../src/jyotish/lal-kitab/houses.ts';
import { lkDignityOf, type LkDignityVariant } from '../../src/jyotish/lal-kitab/dignity.ts';
import { aspectsFromHouse, aspectsOnHouse } from '../../src/jyotish/lal-kitab/drishti.ts';
import { analysePlacement } from '../../src/jyotish/lal-kitab/analysis.ts';
import { evaluateRins } from '../../src/jyotish/lal-kitab/rin.ts';

const defaults = { dignity: 'first-value', drishti: 'houses' } as const;
const houses12 = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/** A placement with every graha in house `rest`, except the ones given. */
function placement(overrides: Partial<Record<GrahaId, number>>, rest: number): LkPlacement {
  const out = {} as Record<GrahaId, number>;
  for (const g of grahaIds) out[g] = overrides[g] ?? rest;
  return out;
}

describe('LK.CHART (methods §1)', () => {
  it('counts each graha’s house whole-sign from the real lagna: (sign − lagna) mod 12 + 1', () => {
    // Lagna Sagittarius (8): Aries (0) is the 5th house, Scorpio (7) the 12th, Sagittarius the 1st.
    const signs = { sun: 0, moon: 7, mars: 8, mercury: 9, jupiter: 11, venus: 1, saturn: 4, rahu: 2, ketu: 8 };
    assert.deepEqual(lalKitabHouses(8, signs), { sun: 5, moon: 12, mars: 1, mercury: 2, jupiter: 4, venus: 6, saturn: 9, rahu: 7, ketu: 1 });
  });

  it('reads the worked example: Cancer lagna with the Moon in Leo puts the Moon in house 2, where it is exalted', () => {
    const signs = { sun: 3, moon: 4, mars: 3, mercury: 3, jupiter: 3, venus: 3, saturn: 3, rahu: 3, ketu: 9 };
    const houses = lalKitabHouses(3, signs); // Cancer = sign 3, Leo = sign 4 → house 2 ("Taurus")
    assert.equal(houses.moon, 2);
    assert.equal(lkDignityOf('moon', 2, 'first-value').status, 'exalted');
    assert.equal(lkDignityOf('moon', 2, 'all-values').status, 'exalted');
  });
});

describe('LK.DIGNITY (methods §2)', () => {
  // The table of the methods file; arrays hold every value of a cell, the first value first.
  const table: Record<GrahaId, { pakka: number[]; own: number[]; exalted: number[]; debilitated: number[] }> = {
    sun: { pakka: [1], own: [5], exalted: [1], debilitated: [7] },
    moon: { pakka: [4], own: [2], exalted: [2], debilitated: [8] },
    mars: { pakka: [3, 8], own: [1], exalted: [10], debilitated: [4] }, // 3 Mangal nek and 8 Mangal bad
    mercury: { pakka: [7], own: [6], exalted: [6], debilitated: [12] },
    jupiter: { pakka: [2], own: [5, 9, 11, 12], exalted: [4], debilitated: [10] },
    venus: { pakka: [7], own: [2], exalted: [12], debilitated: [6] },
    saturn: { pakka: [8], own: [10, 11], exalted: [7], debilitated: [1] },
    rahu: { pakka: [12], own: [], exalted: [3, 6], debilitated: [9, 8] }, // 3 (variant 3, 6); 9 (variant 8, 9)
    ketu: { pakka: [6], own: [], exalted: [9, 12], debilitated: [3, 6] }, // 9 (variant 9, 12); 3 (variant 3, 6)
  };

  function expectedStatus(g: GrahaId, h: number, variant: LkDignityVariant): string {
    const row = table[g];
    const pick = (xs: number[]) => (variant === 'first-value' ? xs.slice(0, 1) : xs);
    if (pick(row.exalted).includes(h)) return 'exalted';
    if (pick(row.debilitated).includes(h)) return 'debilitated';
    if (row.pakka.includes(h) || pick(row.own).includes(h)) return 'own';
    return 'none';
  }

  for (const variant of ['first-value', 'all-values'] as const) {
    it(`gives every graha in every house the status of the table under ${variant}`, () => {
      for (const g of grahaIds) {
        for (const h of houses12) {
          const d = lkDignityOf(g, h, variant);
          assert.equal(d.status, expectedStatus(g, h, variant), `${g} in ${h}`);
          assert.equal(d.inPakkaGhar, table[g].pakka.includes(h), `${g} pakka ghar ${h}`);
        }
      }
    });
  }

  it('keeps both pakka ghars of Mars (3 and 8) in every variant', () => {
    for (const variant of ['first-value', 'all-values'] as const) {
      assert.deepEqual(lkDignityOf('mars', 8, variant).houses.pakkaGhar, [3, 8]);
      assert.equal(lkDignityOf('mars', 8, variant).inPakkaGhar, true);
    }
  });

  it('ranks exalted before debilitated before own where a house carries two labels', () => {
    assert.equal(lkDignityOf('moon', 2, 'first-value').status, 'exalted'); // own 2 and exalted 2
    assert.equal(lkDignityOf('sun', 1, 'first-value').status, 'exalted'); // pakka ghar 1 and exalted 1
    assert.equal(lkDignityOf('ketu', 6, 'all-values').status, 'debilitated'); // pakka ghar 6, debilitated variant 3, 6
    assert.equal(lkDignityOf('ketu', 6, 'first-value').status, 'own');
  });
});

describe('LK.DRISHTI (methods §3)', () => {
  const table: [number, number, number | null][] = [
    [1, 7, 100], [4, 10, 100], [3, 9, 50], [3, 11, 50], [5, 9, 50], [2, 6, 25], [6, 12, 25], [8, 2, null],
  ];

  it('casts exactly the table’s aspects from each house', () => {
    for (const h of houses12) {
      const expected = table.filter(([from]) => from === h).map(([, to, s]) => [to, s]);
      assert.deepEqual(aspectsFromHouse(h, 'houses').map((a) => [a.to, a.strengthPercent]), expected, `from ${h}`);
    }
  });

  it('has houses 7, 9, 10, 11 and 12 cast no forward aspect', () => {
    for (const h of [7, 9, 10, 11, 12]) assert.deepEqual(aspectsFromHouse(h, 'houses'), []);
  });

  it('makes 8 → 2 the takkar and every other row a drishti', () => {
    const takkar = aspectsFromHouse(8, 'houses');
    assert.deepEqual(takkar.map((a) => [a.to, a.kind]), [[2, 'takkar']]);
    for (const h of [1, 2, 3, 4, 5, 6]) for (const a of aspectsFromHouse(h, 'houses')) assert.equal(a.kind, 'drishti');
  });

  it('receives on house 9 from houses 3 and 5 at 50 %', () => {
    assert.deepEqual(aspectsOnHouse(9, 'houses').map((a) => [a.from, a.strengthPercent]), [[3, 50], [5, 50]]);
  });

  it('adds, under LK.DRISHTI_PLUS7, the 7th from every house that the table does not already give', () => {
    for (const h of houses12) {
      const seventh = ((h + 5) % 12) + 1;
      const tos = aspectsFromHouse(h, 'plus-seventh').map((a) => a.to);
      assert.ok(tos.includes(seventh), `${h} aspects ${seventh}`);
      assert.equal(tos.filter((t) => t === seventh).length, 1, `${h} → ${seventh} once`);
    }
    // House 1 keeps its table aspect on 7 at 100 %; house 10 gains 4 with no percentage.
    assert.deepEqual(aspectsFromHouse(1, 'plus-seventh').map((a) => [a.to, a.kind, a.strengthPercent]), [[7, 'drishti', 100]]);
    assert.deepEqual(aspectsFromHouse(10, 'plus-seventh').map((a) => [a.to, a.kind, a.strengthPercent]), [[4, 'seventh', null]]);
  });
});

describe('LK.RIN (methods §5)', () => {
  const table: { id: string; grahas: GrahaId[]; houses: number[] }[] = [
    { id: 'pitri', grahas: ['venus', 'mercury', 'rahu'], houses: [2, 5, 9, 12] },
    { id: 'swa', grahas: ['venus', 'saturn', 'rahu', 'ketu'], houses: [5] },
    { id: 'matri', grahas: ['ketu'], houses: [4] },
    { id: 'stri', grahas: ['sun', 'rahu', 'ketu'], houses: [2, 7] },
    { id: 'sambandhi', grahas: ['mercury', 'ketu'], houses: [1, 8] },
    { id: 'behen-beti', grahas: ['moon'], houses: [3, 6] },
    { id: 'zulm', grahas: ['sun', 'moon', 'mars'], houses: [10, 11] },
    { id: 'ajanma', grahas: ['sun', 'venus', 'mars'], houses: [12] },
    { id: 'daivik', grahas: ['moon', 'mars'], houses: [6] },
  ];

  it('flags, with all nine grahas in one house, exactly the debts that list that house', () => {
    for (const h of houses12) {
      const findings = evaluateRins(placement({}, h));
      const expected = table.filter((r) => r.houses.includes(h)).map((r) => r.id);
      assert.deepEqual(findings.filter((f) => f.flagged).map((f) => f.rule.id), expected, `all in ${h}`);
      for (const f of findings.filter((x) => x.flagged)) {
        const row = table.find((r) => r.id === f.rule.id)!;
        assert.deepEqual(f.triggers.map((t) => t.graha), grahaIds.filter((g) => row.grahas.includes(g)), `${f.rule.id} triggers`);
      }
    }
  });

  it('names each triggering graha and house, one graha at a time', () => {
    // House 11 lists only zulm (Sun, Moon, Mars); park everyone there except the graha tested,
    // then remove the parked grahas' own zulm triggers from the expectation.
    for (const g of grahaIds) {
      for (const h of houses12) {
        const p = placement({ [g]: h }, 11);
        const flagged = evaluateRins(p).filter((f) => f.flagged);
        const fromG = table.filter((r) => r.grahas.includes(g) && r.houses.includes(h)).map((r) => r.id);
        for (const id of fromG) {
          const f = flagged.find((x) => x.rule.id === id);
          assert.ok(f, `${g} in ${h} flags ${id}`);
          assert.ok(f.triggers.some((t) => t.graha === g && t.house === h), `${id} names ${g} in ${h}`);
        }
        for (const f of flagged) {
          const byOthers = f.triggers.filter((t) => t.graha !== g);
          // Any trigger not by g must be a parked Sun, Moon or Mars in 11 (zulm).
          for (const t of byOthers) assert.ok(f.rule.id === 'zulm' && t.house === 11 && ['sun', 'moon', 'mars'].includes(t.graha), `${f.rule.id} ${t.graha}`);
          if (byOthers.length === 0) assert.ok(fromG.includes(f.rule.id), `${g} in ${h} does not flag ${f.rule.id}`);
        }
      }
    }
  });

  it('keeps the associated graha of each debt', () => {
    const associated: Record<string, GrahaId> = {
      pitri: 'jupiter', swa: 'sun', matri: 'moon', stri: 'venus', sambandhi: 'mars', 'behen-beti': 'mercury', zulm: 'saturn', ajanma: 'rahu', daivik: 'ketu',
    };
    for (const f of evaluateRins(placement({}, 1))) assert.equal(f.rule.associatedGraha, associated[f.rule.id]);
  });
});

describe('LK.SLEEP_V1 (methods §4)', () => {
  it('wakes a graha in its pakka ghar or exalted house whatever else is empty', () => {
    // Sun in 1 (pakka and exalted), Moon in 4 (pakka), Mars in 10 (exalted); the rest parked in 9.
    const a = analysePlacement(placement({ sun: 1, moon: 4, mars: 10 }, 9), defaults);
    for (const g of ['sun', 'moon', 'mars'] as const) {
      assert.equal(a.grahas[g].sleep.sleeping, false, g);
      assert.equal(a.grahas[g].sleep.ruleId, 'LK.SLEEP_V1.PAKKA_OR_EXALTED', g);
    }
  });

  it('wakes a graha in houses 1–6 or 8 when a house it aspects is occupied, and puts it to sleep otherwise', () => {
    // Venus in 5 aspects 9 (occupied by the parked grahas) → awake; Jupiter in 6 aspects 12 (empty) → asleep;
    // Saturn in 3 aspects 9 and 11 → awake; Rahu in 8 strikes 2 (empty) → asleep.
    const a = analysePlacement(placement({ venus: 5, jupiter: 6, saturn: 3, rahu: 8 }, 9), defaults);
    assert.deepEqual([a.grahas.venus.sleep.sleeping, a.grahas.venus.sleep.ruleId], [false, 'LK.SLEEP_V1.TARGET_OCCUPIED']);
    assert.deepEqual([a.grahas.jupiter.sleep.sleeping, a.grahas.jupiter.sleep.ruleId], [true, 'LK.SLEEP_V1.TARGETS_EMPTY']);
    assert.deepEqual([a.grahas.saturn.sleep.sleeping, a.grahas.saturn.sleep.ruleId], [false, 'LK.SLEEP_V1.TARGET_OCCUPIED']);
    assert.deepEqual([a.grahas.rahu.sleep.sleeping, a.grahas.rahu.sleep.ruleId], [true, 'LK.SLEEP_V1.TARGETS_EMPTY']);
  });

  it('puts grahas in 7, 9, 10, 11 and 12 to sleep when houses 1–6 are all empty, and wakes them otherwise', () => {
    // All nine in 7–12, none in a pakka or exalted house: Sun 9, Moon 10, Mars 11, Mercury 10,
    // Jupiter 9, Venus 11, Saturn 9, Rahu 7, Ketu 10.
    const empty = analysePlacement({ sun: 9, moon: 10, mars: 11, mercury: 10, jupiter: 9, venus: 11, saturn: 9, rahu: 7, ketu: 10 }, defaults);
    for (const g of grahaIds) assert.deepEqual([empty.grahas[g].sleep.sleeping, empty.grahas[g].sleep.ruleId], [true, 'LK.SLEEP_V1.FIRST_HALF_EMPTY'], g);
    // The same with Ketu moved to 5 (not its pakka ghar 6 nor exalted 9): the others wake.
    const one = analysePlacement({ sun: 9, moon: 10, mars: 11, mercury: 10, jupiter: 9, venus: 11, saturn: 9, rahu: 7, ketu: 5 }, defaults);
    for (const g of grahaIds.filter((x) => x !== 'ketu')) assert.deepEqual([one.grahas[g].sleep.sleeping, one.grahas[g].sleep.ruleId], [false, 'LK.SLEEP_V1.FIRST_HALF_OCCUPIED'], g);
  });

  it('flags sleepingByHalf for grahas in 1–6 when houses 7–12 are all empty', () => {
    const a = analysePlacement({ sun: 2, moon: 3, mars: 5, mercury: 1, jupiter: 6, venus: 4, saturn: 2, rahu: 3, ketu: 1 }, defaults);
    for (const g of grahaIds) assert.equal(a.grahas[g].sleep.sleepingByHalf, true, g);
    const b = analysePlacement({ sun: 2, moon: 3, mars: 5, mercury: 1, jupiter: 6, venus: 4, saturn: 2, rahu: 3, ketu: 7 }, defaults);
    for (const g of grahaIds) assert.equal(b.grahas[g].sleep.sleepingByHalf, false, g);
  });

  it('calls a house asleep when it is empty and no occupied house aspects it, takkar included', () => {
    // Occupied: 8 (everyone). 8 strikes 2, so 2 is awake though empty; every other empty house sleeps.
    const a = analysePlacement(placement({}, 8), defaults);
    assert.deepEqual(a.sleepingHouses, [1, 3, 4, 5, 6, 7, 9, 10, 11, 12]);
    // Occupied: 3. It aspects 9 and 11.
    assert.deepEqual(analysePlacement(placement({}, 3), defaults).sleepingHouses, [1, 2, 4, 5, 6, 7, 8, 10, 12]);
  });
});
