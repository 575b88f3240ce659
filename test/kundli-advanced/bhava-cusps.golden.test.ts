/**
 * bhavaCusps against the 30 dev charts' cusps (test/golden/ashtakavarga/README.md): Sripati
 * madhyas = Swiss Ephemeris Porphyry ('O') sidereal cusps, Placidus cusp starts (Swiss 'P'),
 * and the equal bhavas of PyJHora's default method (madhya = lagna + 30(h − 1)). Within 1″.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { kundliAdvancedCalculation as calc } from '../../src/calculations/kundli-advanced/index.ts';
import { angleDifference, errorSummary, oneArcsecondInDegrees } from '../helpers/tolerances.ts';
import { birthBodyOf } from '../helpers/birth.ts';

interface Case {
  id: string;
  local_datetime: string;
  utc_offset_hours: number;
  lat: number;
  lon: number;
  bhava: {
    pyjhora_default_method_1_equal_from_lagna: { rasi: number; start: number; cusp: number; end: number }[];
    placidus_sidereal_cusps_swe: number[];
    sripati_porphyry_sidereal_cusps_swe_O: number[];
  };
}

const golden = JSON.parse(readFileSync(new URL('../golden/ashtakavarga/dev-cases-ashtakavarga.json', import.meta.url), 'utf8')) as { cases: Case[] };
const context = { now: new Date() };

function cusps(c: Case, houseSystem: 'sripati' | 'placidus' | 'equal') {
  const request = { ...birthBodyOf(c), ayanamsha: 'lahiri', nodeType: 'mean', positions: 'true-geometric', houseSystem } as never;
  return calc.present(calc.compute(request, context), request, context).result.bhavaCusps.cusps;
}

describe('bhava cusps against the reference (30 charts)', () => {
  it('gives Sripati madhyas equal to the Porphyry cusps, with the sign of each madhya', () => {
    const errors: number[] = [];
    for (const c of golden.cases) {
      cusps(c, 'sripati').forEach((b, i) => {
        errors.push(angleDifference(b.middle.longitude, c.bhava.sripati_porphyry_sidereal_cusps_swe_O[i]));
        assert.equal(b.rashi.index - 1, Math.floor(c.bhava.sripati_porphyry_sidereal_cusps_swe_O[i] / 30) % 12, `${c.id} house ${i + 1}`);
      });
    }
    assert.ok(errorSummary(errors).max < oneArcsecondInDegrees);
  });

  it('opens every Placidus house at the reference cusp', () => {
    const errors: number[] = [];
    for (const c of golden.cases) {
      cusps(c, 'placidus').forEach((b, i) => errors.push(angleDifference(b.start.longitude, c.bhava.placidus_sidereal_cusps_swe[i])));
    }
    assert.ok(errorSummary(errors).max < oneArcsecondInDegrees);
  });

  it("gives PyJHora's equal bhavas: madhya, start and end within 1″ and the same sign", () => {
    const errors: number[] = [];
    for (const c of golden.cases) {
      cusps(c, 'equal').forEach((b, i) => {
        const ref = c.bhava.pyjhora_default_method_1_equal_from_lagna[i];
        errors.push(angleDifference(b.middle.longitude, ref.cusp), angleDifference(b.start.longitude, ref.start), angleDifference(b.end.longitude, ref.end));
        assert.equal(b.rashi.index - 1, ref.rasi, `${c.id} house ${i + 1}`);
      });
    }
    assert.ok(errorSummary(errors).max < oneArcsecondInDegrees);
  });
});
