/**
 * The KP horary table of 249 rows (kp.md §3, `KP.249`), generated, never typed: the 243 subs
 * of the 27 nakshatras in order, with the six subs that a sign boundary crosses split in two.
 */
import { rashiLord, vimshottariOrder, type GrahaId, type SevenGrahaId } from '../core/zodiac.ts';
import { lordsFrom, subUnits, unitsPerSign, unitsPerStar } from './lords.ts';

export interface HoraryRow {
  /** 1…249. */
  number: number;
  /** [from, to) in ⅓″ units of sidereal longitude. */
  fromUnits: number;
  toUnits: number;
  sign: number;
  nakshatra: number;
  signLord: SevenGrahaId;
  starLord: GrahaId;
  subLord: GrahaId;
}

function buildTable(): readonly HoraryRow[] {
  const rows: HoraryRow[] = [];
  const push = (fromUnits: number, toUnits: number, nakshatra: number, subLord: GrahaId) => {
    const sign = Math.floor(fromUnits / unitsPerSign);
    rows.push({
      number: rows.length + 1,
      fromUnits,
      toUnits,
      sign,
      nakshatra,
      signLord: rashiLord[sign],
      starLord: vimshottariOrder[nakshatra % 9],
      subLord,
    });
  };
  for (let n = 0; n < 27; n++) {
    let start = n * unitsPerStar;
    for (const lord of lordsFrom(vimshottariOrder[n % 9])) {
      const end = start + subUnits(lord);
      const boundary = (Math.floor(start / unitsPerSign) + 1) * unitsPerSign;
      if (boundary > start && boundary < end) {
        push(start, boundary, n, lord);
        push(boundary, end, n, lord);
      } else {
        push(start, end, n, lord);
      }
      start = end;
    }
  }
  return Object.freeze(rows.map((r) => Object.freeze(r)));
}

/** The 249 rows, number 1 first. */
export const horaryTable: readonly HoraryRow[] = buildTable();

/** Row `n` (1…249). @throws RangeError outside 1…249 (the schema refuses those first) */
export function horaryRow(n: number): HoraryRow {
  const row = horaryTable[n - 1];
  if (!Number.isInteger(n) || row === undefined) throw new RangeError(`horary number ${n}`);
  return row;
}
