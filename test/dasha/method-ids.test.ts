/**
 * The method ids and declared flags every dasha result carries, against the names the methods
 * files give them (not the code's): ../shared/methods/dashas.md §0 (year lengths
 * `DASHA.YEAR_365_25` default, `DASHA.YEAR_SIDEREAL` 365.256364, `DASHA.YEAR_360`), §1
 * (`VIM.MOON`), §2 (`YOGINI.STD`), §3 (`CHARA.KNR` default, `CHARA.PVR`; §3a rule 3 the ±1 of an
 * exalted or debilitated lord in K. N. Rao; §3b: the seed flag `seed` default "lagna", no ±1
 * (`exaltAdjust = false`), two cycles, `adStart` "next" as §3a rule 5 starts the antardashas
 * with the next sign) and docs/methods/dashas-more.md §6 (`CHARA.KNR_JHORA`: K. N. Rao's rules,
 * the ±1 kept). The kundli-advanced result serves these flags in its Chara block. Written for
 * the dasha rerun's surviving string mutants (docs/quality.md, fifth pass).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { charaFlags, charaMethodId } from '../../src/jyotish/dasha/chara.ts';
import { dashaYearMethodId, defaultDashaYearDays } from '../../src/jyotish/dasha/year-length.ts';
import { vimshottari } from '../../src/jyotish/dasha/vimshottari.ts';
import { yogini } from '../../src/jyotish/dasha/yogini.ts';

describe('dasha method ids and flags as the methods files declare them', () => {
  it('names the three year lengths and makes 365.25 days the default', () => {
    assert.deepEqual({ ...dashaYearMethodId }, { 365.25: 'DASHA.YEAR_365_25', 365.256364: 'DASHA.YEAR_SIDEREAL', 360: 'DASHA.YEAR_360' });
    assert.equal(defaultDashaYearDays, 365.25);
  });

  it('names Vimshottari VIM.MOON and Yogini YOGINI.STD', () => {
    assert.equal(vimshottari.id, 'VIM.MOON');
    assert.equal(yogini.id, 'YOGINI.STD');
  });

  it('names the three Chara profiles and declares their flags', () => {
    assert.deepEqual({ ...charaMethodId }, { knr: 'CHARA.KNR', pvr: 'CHARA.PVR', 'knr-jhora': 'CHARA.KNR_JHORA' });
    const declared = (exaltAdjust: boolean) => ({ seed: 'lagna', exaltAdjust, cycles: 2, adStart: 'next' });
    assert.deepEqual(JSON.parse(JSON.stringify(charaFlags)), { knr: declared(true), pvr: declared(false), 'knr-jhora': declared(true) });
  });
});
