/**
 * Hand-worked days (predictions.md §3–§4, doshas-yogas-transits.md §6), sign-only mode, civil
 * days in Asia/Kolkata. Each transit sign was read from Debian's swetest at both ends of the
 * day (`swetest -edir data/ephe -ut -sid1 -p<0123456m> -ep -head -bj<jd> -fls`, Lahiri,
 * apparent positions, mean node) and no graha changes sign within these days; houses, base,
 * vedha / vipareeta, effects and the score are worked out below from the methods file's
 * tables, with the arithmetic in the comments. Day weights: Sun 1, Moon 3, Mars 1, Mercury 1,
 * Jupiter 1, Venus 1, Saturn 1, Rahu 0.5, Ketu 0.5, chandra bala 2 (Σ 12; no tara bala in
 * sign-only mode).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { build, postJson } from '../helpers/app.ts';

type G = 'sun' | 'moon' | 'mars' | 'mercury' | 'jupiter' | 'venus' | 'saturn' | 'rahu' | 'ketu';
interface Worked {
  date: string;
  moonSign: number;
  /** 1-based transit signs from swetest. */
  signs: Record<G, number>;
  grahas: Record<G, { house: number; base: number; by: string[]; effect: number }>;
  chandraBala: number;
  /** Σ weight · value; S = sum / 12. */
  sum: number;
  band: string;
}

const cases: Worked[] = [
  {
    // 2024-01-10, natal Moon sign 1 (Mesha); transit signs from swetest at both ends of the civil day (IST):
    // sun 9 (Dhanu), moon 9 (Dhanu), mars 9 (Dhanu), mercury 9 (Dhanu), jupiter 1 (Mesha), venus 8 (Vrishchika), saturn 11 (Kumbha), rahu 12 (Meena), ketu 6 (Kanya)
    // sun: h = (9 − 1) mod 12 + 1 = 9; unfavourable; paired favourable house 3: empty → −1
    // moon: h = (9 − 1) mod 12 + 1 = 9; unfavourable; paired favourable house 3: empty → −1
    // mars: h = (9 − 1) mod 12 + 1 = 9; unfavourable; paired favourable house 6: ketu there → vipareeta → 0
    // mercury: h = (9 − 1) mod 12 + 1 = 9; unfavourable; paired favourable house 6: ketu there → vipareeta → 0
    // jupiter: h = (1 − 1) mod 12 + 1 = 1; unfavourable, no vipareeta pair → −1
    // venus: h = (8 − 1) mod 12 + 1 = 8; favourable, vedha house 5: empty → +1
    // saturn: h = (11 − 1) mod 12 + 1 = 11; favourable, vedha house 5: empty → +1
    // rahu: h = (12 − 1) mod 12 + 1 = 12; unfavourable; paired favourable house 3: empty → −1
    // ketu: h = (6 − 1) mod 12 + 1 = 6; favourable, vedha house 9: sun + moon + mars + mercury there → vedha → 0
    // S = (1·-1 + 3·-1 + 1·0 + 1·0 + 1·-1 + 1·1 + 1·1 + 0.5·-1 + 0.5·0 + 2·-1 (chandra bala, h 9)) / 12 = -5.5 / 12 = -0.458333 → challenging
    date: '2024-01-10', moonSign: 1,
    signs: { sun: 9, moon: 9, mars: 9, mercury: 9, jupiter: 1, venus: 8, saturn: 11, rahu: 12, ketu: 6 },
    grahas: {
      sun: { house: 9, base: -1, by: [], effect: -1 },
      moon: { house: 9, base: -1, by: [], effect: -1 },
      mars: { house: 9, base: -1, by: ['ketu'], effect: 0 },
      mercury: { house: 9, base: -1, by: ['ketu'], effect: 0 },
      jupiter: { house: 1, base: -1, by: [], effect: -1 },
      venus: { house: 8, base: 1, by: [], effect: 1 },
      saturn: { house: 11, base: 1, by: [], effect: 1 },
      rahu: { house: 12, base: -1, by: [], effect: -1 },
      ketu: { house: 6, base: 1, by: ['sun', 'moon', 'mars', 'mercury'], effect: 0 },
    },
    chandraBala: -1, sum: -5.5, band: 'challenging',
  },
  {
    // 2024-03-05, natal Moon sign 2 (Vrishabha); transit signs from swetest at both ends of the civil day (IST):
    // sun 11 (Kumbha), moon 9 (Dhanu), mars 10 (Makara), mercury 11 (Kumbha), jupiter 1 (Mesha), venus 10 (Makara), saturn 11 (Kumbha), rahu 12 (Meena), ketu 6 (Kanya)
    // sun: h = (11 − 2) mod 12 + 1 = 10; favourable, vedha house 4: empty → +1
    // moon: h = (9 − 2) mod 12 + 1 = 8; unfavourable; paired favourable house 11: rahu there → vipareeta → 0
    // mars: h = (10 − 2) mod 12 + 1 = 9; unfavourable; paired favourable house 6: empty → −1
    // mercury: h = (11 − 2) mod 12 + 1 = 10; favourable, vedha house 8: empty → +1
    // jupiter: h = (1 − 2) mod 12 + 1 = 12; unfavourable; paired favourable house 2: empty → −1
    // venus: h = (10 − 2) mod 12 + 1 = 9; favourable, vedha house 11: rahu there → vedha → 0
    // saturn: h = (11 − 2) mod 12 + 1 = 10; unfavourable, no vipareeta pair → −1
    // rahu: h = (12 − 2) mod 12 + 1 = 11; favourable, vedha house 5: empty → +1
    // ketu: h = (6 − 2) mod 12 + 1 = 5; unfavourable; paired favourable house 11: empty → −1
    // S = (1·1 + 3·0 + 1·-1 + 1·1 + 1·-1 + 1·0 + 1·-1 + 0.5·1 + 0.5·-1 + 2·-1 (chandra bala, h 8)) / 12 = -3.0 / 12 = -0.250000 → mixed
    date: '2024-03-05', moonSign: 2,
    signs: { sun: 11, moon: 9, mars: 10, mercury: 11, jupiter: 1, venus: 10, saturn: 11, rahu: 12, ketu: 6 },
    grahas: {
      sun: { house: 10, base: 1, by: [], effect: 1 },
      moon: { house: 8, base: -1, by: ['rahu'], effect: 0 },
      mars: { house: 9, base: -1, by: [], effect: -1 },
      mercury: { house: 10, base: 1, by: [], effect: 1 },
      jupiter: { house: 12, base: -1, by: [], effect: -1 },
      venus: { house: 9, base: 1, by: ['rahu'], effect: 0 },
      saturn: { house: 10, base: -1, by: [], effect: -1 },
      rahu: { house: 11, base: 1, by: [], effect: 1 },
      ketu: { house: 5, base: -1, by: [], effect: -1 },
    },
    chandraBala: -1, sum: -3.0, band: 'mixed',
  },
  {
    // 2024-06-18, natal Moon sign 3 (Mithuna); transit signs from swetest at both ends of the civil day (IST):
    // sun 3 (Mithuna), moon 7 (Tula), mars 1 (Mesha), mercury 3 (Mithuna), jupiter 2 (Vrishabha), venus 3 (Mithuna), saturn 11 (Kumbha), rahu 12 (Meena), ketu 6 (Kanya)
    // sun: h = (3 − 3) mod 12 + 1 = 1; unfavourable, no vipareeta pair → −1
    // moon: h = (7 − 3) mod 12 + 1 = 5; unfavourable; paired favourable house 1: sun + venus there → vipareeta → 0
    // mars: h = (1 − 3) mod 12 + 1 = 11; favourable, vedha house 5: moon there → vedha → 0
    // mercury: h = (3 − 3) mod 12 + 1 = 1; unfavourable; paired favourable house 8: empty → −1
    // jupiter: h = (2 − 3) mod 12 + 1 = 12; unfavourable; paired favourable house 2: empty → −1
    // venus: h = (3 − 3) mod 12 + 1 = 1; favourable, vedha house 8: empty → +1
    // saturn: h = (11 − 3) mod 12 + 1 = 9; unfavourable; paired favourable house 6: empty → −1
    // rahu: h = (12 − 3) mod 12 + 1 = 10; unfavourable, no vipareeta pair → −1
    // ketu: h = (6 − 3) mod 12 + 1 = 4; unfavourable, no vipareeta pair → −1
    // S = (1·-1 + 3·0 + 1·0 + 1·-1 + 1·-1 + 1·1 + 1·-1 + 0.5·-1 + 0.5·-1 + 2·-1 (chandra bala, h 5)) / 12 = -6.0 / 12 = -0.500000 → challenging
    date: '2024-06-18', moonSign: 3,
    signs: { sun: 3, moon: 7, mars: 1, mercury: 3, jupiter: 2, venus: 3, saturn: 11, rahu: 12, ketu: 6 },
    grahas: {
      sun: { house: 1, base: -1, by: [], effect: -1 },
      moon: { house: 5, base: -1, by: ['sun', 'venus'], effect: 0 },
      mars: { house: 11, base: 1, by: ['moon'], effect: 0 },
      mercury: { house: 1, base: -1, by: [], effect: -1 },
      jupiter: { house: 12, base: -1, by: [], effect: -1 },
      venus: { house: 1, base: 1, by: [], effect: 1 },
      saturn: { house: 9, base: -1, by: [], effect: -1 },
      rahu: { house: 10, base: -1, by: [], effect: -1 },
      ketu: { house: 4, base: -1, by: [], effect: -1 },
    },
    chandraBala: -1, sum: -6.0, band: 'challenging',
  },
  {
    // 2024-09-30, natal Moon sign 4 (Karka); transit signs from swetest at both ends of the civil day (IST):
    // sun 6 (Kanya), moon 5 (Simha), mars 3 (Mithuna), mercury 6 (Kanya), jupiter 2 (Vrishabha), venus 7 (Tula), saturn 11 (Kumbha), rahu 12 (Meena), ketu 6 (Kanya)
    // sun: h = (6 − 4) mod 12 + 1 = 3; favourable, vedha house 9: rahu there → vedha → 0
    // moon: h = (5 − 4) mod 12 + 1 = 2; unfavourable; paired favourable house 7: empty → −1
    // mars: h = (3 − 4) mod 12 + 1 = 12; unfavourable; paired favourable house 3: sun + mercury + ketu there → vipareeta → 0
    // mercury: h = (6 − 4) mod 12 + 1 = 3; unfavourable; paired favourable house 4: venus there → vipareeta → 0
    // jupiter: h = (2 − 4) mod 12 + 1 = 11; favourable, vedha house 8: saturn there → vedha → 0
    // venus: h = (7 − 4) mod 12 + 1 = 4; favourable, vedha house 10: empty → +1
    // saturn: h = (11 − 4) mod 12 + 1 = 8; unfavourable, no vipareeta pair → −1
    // rahu: h = (12 − 4) mod 12 + 1 = 9; unfavourable; paired favourable house 6: empty → −1
    // ketu: h = (6 − 4) mod 12 + 1 = 3; favourable, vedha house 12: mars there → vedha → 0
    // S = (1·0 + 3·-1 + 1·0 + 1·0 + 1·0 + 1·1 + 1·-1 + 0.5·-1 + 0.5·0 + 2·-1 (chandra bala, h 2)) / 12 = -5.5 / 12 = -0.458333 → challenging
    date: '2024-09-30', moonSign: 4,
    signs: { sun: 6, moon: 5, mars: 3, mercury: 6, jupiter: 2, venus: 7, saturn: 11, rahu: 12, ketu: 6 },
    grahas: {
      sun: { house: 3, base: 1, by: ['rahu'], effect: 0 },
      moon: { house: 2, base: -1, by: [], effect: -1 },
      mars: { house: 12, base: -1, by: ['sun', 'mercury', 'ketu'], effect: 0 },
      mercury: { house: 3, base: -1, by: ['venus'], effect: 0 },
      jupiter: { house: 11, base: 1, by: ['saturn'], effect: 0 },
      venus: { house: 4, base: 1, by: [], effect: 1 },
      saturn: { house: 8, base: -1, by: [], effect: -1 },
      rahu: { house: 9, base: -1, by: [], effect: -1 },
      ketu: { house: 3, base: 1, by: ['mars'], effect: 0 },
    },
    chandraBala: -1, sum: -5.5, band: 'challenging',
  },
  {
    // 2024-11-08, natal Moon sign 5 (Simha); transit signs from swetest at both ends of the civil day (IST):
    // sun 7 (Tula), moon 10 (Makara), mars 4 (Karka), mercury 8 (Vrishchika), jupiter 2 (Vrishabha), venus 9 (Dhanu), saturn 11 (Kumbha), rahu 12 (Meena), ketu 6 (Kanya)
    // sun: h = (7 − 5) mod 12 + 1 = 3; favourable, vedha house 9: empty → +1
    // moon: h = (10 − 5) mod 12 + 1 = 6; favourable, vedha house 12: mars there → vedha → 0
    // mars: h = (4 − 5) mod 12 + 1 = 12; unfavourable; paired favourable house 3: sun there → vipareeta → 0
    // mercury: h = (8 − 5) mod 12 + 1 = 4; favourable, vedha house 3: sun there → vedha → 0
    // jupiter: h = (2 − 5) mod 12 + 1 = 10; unfavourable; paired favourable house 9: empty → −1
    // venus: h = (9 − 5) mod 12 + 1 = 5; favourable, vedha house 9: empty → +1
    // saturn: h = (11 − 5) mod 12 + 1 = 7; unfavourable, no vipareeta pair → −1
    // rahu: h = (12 − 5) mod 12 + 1 = 8; unfavourable, no vipareeta pair → −1
    // ketu: h = (6 − 5) mod 12 + 1 = 2; unfavourable, no vipareeta pair → −1
    // S = (1·1 + 3·0 + 1·0 + 1·0 + 1·-1 + 1·1 + 1·-1 + 0.5·-1 + 0.5·-1 + 2·1 (chandra bala, h 6)) / 12 = 1.0 / 12 = 0.083333 → mixed
    date: '2024-11-08', moonSign: 5,
    signs: { sun: 7, moon: 10, mars: 4, mercury: 8, jupiter: 2, venus: 9, saturn: 11, rahu: 12, ketu: 6 },
    grahas: {
      sun: { house: 3, base: 1, by: [], effect: 1 },
      moon: { house: 6, base: 1, by: ['mars'], effect: 0 },
      mars: { house: 12, base: -1, by: ['sun'], effect: 0 },
      mercury: { house: 4, base: 1, by: ['sun'], effect: 0 },
      jupiter: { house: 10, base: -1, by: [], effect: -1 },
      venus: { house: 5, base: 1, by: [], effect: 1 },
      saturn: { house: 7, base: -1, by: [], effect: -1 },
      rahu: { house: 8, base: -1, by: [], effect: -1 },
      ketu: { house: 2, base: -1, by: [], effect: -1 },
    },
    chandraBala: 1, sum: 1.0, band: 'mixed',
  },
  {
    // 2024-12-24, natal Moon sign 6 (Kanya); transit signs from swetest at both ends of the civil day (IST):
    // sun 9 (Dhanu), moon 6 (Kanya), mars 4 (Karka), mercury 8 (Vrishchika), jupiter 2 (Vrishabha), venus 10 (Makara), saturn 11 (Kumbha), rahu 12 (Meena), ketu 6 (Kanya)
    // sun: h = (9 − 6) mod 12 + 1 = 4; unfavourable; paired favourable house 10: empty → −1
    // moon: h = (6 − 6) mod 12 + 1 = 1; favourable, vedha house 5: venus there → vedha → 0
    // mars: h = (4 − 6) mod 12 + 1 = 11; favourable, vedha house 5: venus there → vedha → 0
    // mercury: h = (8 − 6) mod 12 + 1 = 3; unfavourable; paired favourable house 4: sun there → vipareeta → 0
    // jupiter: h = (2 − 6) mod 12 + 1 = 9; favourable, vedha house 10: empty → +1
    // venus: h = (10 − 6) mod 12 + 1 = 5; favourable, vedha house 9: jupiter there → vedha → 0
    // saturn: h = (11 − 6) mod 12 + 1 = 6; favourable, vedha house 9: jupiter there → vedha → 0
    // rahu: h = (12 − 6) mod 12 + 1 = 7; unfavourable, no vipareeta pair → −1
    // ketu: h = (6 − 6) mod 12 + 1 = 1; unfavourable, no vipareeta pair → −1
    // S = (1·-1 + 3·0 + 1·0 + 1·0 + 1·1 + 1·0 + 1·0 + 0.5·-1 + 0.5·-1 + 2·1 (chandra bala, h 1)) / 12 = 1.0 / 12 = 0.083333 → mixed
    date: '2024-12-24', moonSign: 6,
    signs: { sun: 9, moon: 6, mars: 4, mercury: 8, jupiter: 2, venus: 10, saturn: 11, rahu: 12, ketu: 6 },
    grahas: {
      sun: { house: 4, base: -1, by: [], effect: -1 },
      moon: { house: 1, base: 1, by: ['venus'], effect: 0 },
      mars: { house: 11, base: 1, by: ['venus'], effect: 0 },
      mercury: { house: 3, base: -1, by: ['sun'], effect: 0 },
      jupiter: { house: 9, base: 1, by: [], effect: 1 },
      venus: { house: 5, base: 1, by: ['jupiter'], effect: 0 },
      saturn: { house: 6, base: 1, by: ['jupiter'], effect: 0 },
      rahu: { house: 7, base: -1, by: [], effect: -1 },
      ketu: { house: 1, base: -1, by: [], effect: -1 },
    },
    chandraBala: 1, sum: 1.0, band: 'mixed',
  },
  {
    // 2025-02-18, natal Moon sign 7 (Tula); transit signs from swetest at both ends of the civil day (IST):
    // sun 11 (Kumbha), moon 7 (Tula), mars 3 (Mithuna), mercury 11 (Kumbha), jupiter 2 (Vrishabha), venus 12 (Meena), saturn 11 (Kumbha), rahu 12 (Meena), ketu 6 (Kanya)
    // sun: h = (11 − 7) mod 12 + 1 = 5; unfavourable; paired favourable house 11: empty → −1
    // moon: h = (7 − 7) mod 12 + 1 = 1; favourable, vedha house 5: sun + saturn there → vedha → 0
    // mars: h = (3 − 7) mod 12 + 1 = 9; unfavourable; paired favourable house 6: venus + rahu there → vipareeta → 0
    // mercury: h = (11 − 7) mod 12 + 1 = 5; unfavourable; paired favourable house 2: empty → −1
    // jupiter: h = (2 − 7) mod 12 + 1 = 8; unfavourable; paired favourable house 11: empty → −1
    // venus: h = (12 − 7) mod 12 + 1 = 6; unfavourable; paired favourable house 12: ketu there → vipareeta → 0
    // saturn: h = (11 − 7) mod 12 + 1 = 5; unfavourable; paired favourable house 11: empty → −1
    // rahu: h = (12 − 7) mod 12 + 1 = 6; favourable, vedha house 9: mars there → vedha → 0
    // ketu: h = (6 − 7) mod 12 + 1 = 12; unfavourable; paired favourable house 3: empty → −1
    // S = (1·-1 + 3·0 + 1·0 + 1·-1 + 1·-1 + 1·0 + 1·-1 + 0.5·0 + 0.5·-1 + 2·1 (chandra bala, h 1)) / 12 = -2.5 / 12 = -0.208333 → mixed
    date: '2025-02-18', moonSign: 7,
    signs: { sun: 11, moon: 7, mars: 3, mercury: 11, jupiter: 2, venus: 12, saturn: 11, rahu: 12, ketu: 6 },
    grahas: {
      sun: { house: 5, base: -1, by: [], effect: -1 },
      moon: { house: 1, base: 1, by: ['sun', 'saturn'], effect: 0 },
      mars: { house: 9, base: -1, by: ['venus', 'rahu'], effect: 0 },
      mercury: { house: 5, base: -1, by: [], effect: -1 },
      jupiter: { house: 8, base: -1, by: [], effect: -1 },
      venus: { house: 6, base: -1, by: ['ketu'], effect: 0 },
      saturn: { house: 5, base: -1, by: [], effect: -1 },
      rahu: { house: 6, base: 1, by: ['mars'], effect: 0 },
      ketu: { house: 12, base: -1, by: [], effect: -1 },
    },
    chandraBala: 1, sum: -2.5, band: 'mixed',
  },
  {
    // 2025-04-09, natal Moon sign 8 (Vrishchika); transit signs from swetest at both ends of the civil day (IST):
    // sun 12 (Meena), moon 5 (Simha), mars 4 (Karka), mercury 12 (Meena), jupiter 2 (Vrishabha), venus 12 (Meena), saturn 12 (Meena), rahu 12 (Meena), ketu 6 (Kanya)
    // sun: h = (12 − 8) mod 12 + 1 = 5; unfavourable; paired favourable house 11: ketu there → vipareeta → 0
    // moon: h = (5 − 8) mod 12 + 1 = 10; favourable, vedha house 4: empty → +1
    // mars: h = (4 − 8) mod 12 + 1 = 9; unfavourable; paired favourable house 6: empty → −1
    // mercury: h = (12 − 8) mod 12 + 1 = 5; unfavourable; paired favourable house 2: empty → −1
    // jupiter: h = (2 − 8) mod 12 + 1 = 7; favourable, vedha house 3: empty → +1
    // venus: h = (12 − 8) mod 12 + 1 = 5; favourable, vedha house 9: mars there → vedha → 0
    // saturn: h = (12 − 8) mod 12 + 1 = 5; unfavourable; paired favourable house 11: ketu there → vipareeta → 0
    // rahu: h = (12 − 8) mod 12 + 1 = 5; unfavourable; paired favourable house 11: empty → −1
    // ketu: h = (6 − 8) mod 12 + 1 = 11; favourable, vedha house 5: sun + mercury + venus + saturn there → vedha → 0
    // S = (1·0 + 3·1 + 1·-1 + 1·-1 + 1·1 + 1·0 + 1·0 + 0.5·-1 + 0.5·0 + 2·1 (chandra bala, h 10)) / 12 = 3.5 / 12 = 0.291667 → mixed
    date: '2025-04-09', moonSign: 8,
    signs: { sun: 12, moon: 5, mars: 4, mercury: 12, jupiter: 2, venus: 12, saturn: 12, rahu: 12, ketu: 6 },
    grahas: {
      sun: { house: 5, base: -1, by: ['ketu'], effect: 0 },
      moon: { house: 10, base: 1, by: [], effect: 1 },
      mars: { house: 9, base: -1, by: [], effect: -1 },
      mercury: { house: 5, base: -1, by: [], effect: -1 },
      jupiter: { house: 7, base: 1, by: [], effect: 1 },
      venus: { house: 5, base: 1, by: ['mars'], effect: 0 },
      saturn: { house: 5, base: -1, by: ['ketu'], effect: 0 },
      rahu: { house: 5, base: -1, by: [], effect: -1 },
      ketu: { house: 11, base: 1, by: ['sun', 'mercury', 'venus', 'saturn'], effect: 0 },
    },
    chandraBala: 1, sum: 3.5, band: 'mixed',
  },
  {
    // 2025-05-12, natal Moon sign 9 (Dhanu); transit signs from swetest at both ends of the civil day (IST):
    // sun 1 (Mesha), moon 7 (Tula), mars 4 (Karka), mercury 1 (Mesha), jupiter 2 (Vrishabha), venus 12 (Meena), saturn 12 (Meena), rahu 12 (Meena), ketu 6 (Kanya)
    // sun: h = (1 − 9) mod 12 + 1 = 5; unfavourable; paired favourable house 11: moon there → vipareeta → 0
    // moon: h = (7 − 9) mod 12 + 1 = 11; favourable, vedha house 8: mars there → vedha → 0
    // mars: h = (4 − 9) mod 12 + 1 = 8; unfavourable, no vipareeta pair → −1
    // mercury: h = (1 − 9) mod 12 + 1 = 5; unfavourable; paired favourable house 2: empty → −1
    // jupiter: h = (2 − 9) mod 12 + 1 = 6; unfavourable, no vipareeta pair → −1
    // venus: h = (12 − 9) mod 12 + 1 = 4; favourable, vedha house 10: ketu there → vedha → 0
    // saturn: h = (12 − 9) mod 12 + 1 = 4; unfavourable, no vipareeta pair → −1
    // rahu: h = (12 − 9) mod 12 + 1 = 4; unfavourable, no vipareeta pair → −1
    // ketu: h = (6 − 9) mod 12 + 1 = 10; unfavourable, no vipareeta pair → −1
    // S = (1·0 + 3·0 + 1·-1 + 1·-1 + 1·-1 + 1·0 + 1·-1 + 0.5·-1 + 0.5·-1 + 2·1 (chandra bala, h 11)) / 12 = -3.0 / 12 = -0.250000 → mixed
    date: '2025-05-12', moonSign: 9,
    signs: { sun: 1, moon: 7, mars: 4, mercury: 1, jupiter: 2, venus: 12, saturn: 12, rahu: 12, ketu: 6 },
    grahas: {
      sun: { house: 5, base: -1, by: ['moon'], effect: 0 },
      moon: { house: 11, base: 1, by: ['mars'], effect: 0 },
      mars: { house: 8, base: -1, by: [], effect: -1 },
      mercury: { house: 5, base: -1, by: [], effect: -1 },
      jupiter: { house: 6, base: -1, by: [], effect: -1 },
      venus: { house: 4, base: 1, by: ['ketu'], effect: 0 },
      saturn: { house: 4, base: -1, by: [], effect: -1 },
      rahu: { house: 4, base: -1, by: [], effect: -1 },
      ketu: { house: 10, base: -1, by: [], effect: -1 },
    },
    chandraBala: 1, sum: -3.0, band: 'mixed',
  },
  {
    // 2025-07-21, natal Moon sign 10 (Makara); transit signs from swetest at both ends of the civil day (IST):
    // sun 4 (Karka), moon 2 (Vrishabha), mars 5 (Simha), mercury 4 (Karka), jupiter 3 (Mithuna), venus 2 (Vrishabha), saturn 12 (Meena), rahu 11 (Kumbha), ketu 5 (Simha)
    // sun: h = (4 − 10) mod 12 + 1 = 7; unfavourable, no vipareeta pair → −1
    // moon: h = (2 − 10) mod 12 + 1 = 5; unfavourable; paired favourable house 1: empty → −1
    // mars: h = (5 − 10) mod 12 + 1 = 8; unfavourable, no vipareeta pair → −1
    // mercury: h = (4 − 10) mod 12 + 1 = 7; unfavourable, no vipareeta pair → −1
    // jupiter: h = (3 − 10) mod 12 + 1 = 6; unfavourable, no vipareeta pair → −1
    // venus: h = (2 − 10) mod 12 + 1 = 5; favourable, vedha house 9: empty → +1
    // saturn: h = (12 − 10) mod 12 + 1 = 3; favourable, vedha house 12: empty → +1
    // rahu: h = (11 − 10) mod 12 + 1 = 2; unfavourable, no vipareeta pair → −1
    // ketu: h = (5 − 10) mod 12 + 1 = 8; unfavourable, no vipareeta pair → −1
    // S = (1·-1 + 3·-1 + 1·-1 + 1·-1 + 1·-1 + 1·1 + 1·1 + 0.5·-1 + 0.5·-1 + 2·-1 (chandra bala, h 5)) / 12 = -8.0 / 12 = -0.666667 → challenging
    date: '2025-07-21', moonSign: 10,
    signs: { sun: 4, moon: 2, mars: 5, mercury: 4, jupiter: 3, venus: 2, saturn: 12, rahu: 11, ketu: 5 },
    grahas: {
      sun: { house: 7, base: -1, by: [], effect: -1 },
      moon: { house: 5, base: -1, by: [], effect: -1 },
      mars: { house: 8, base: -1, by: [], effect: -1 },
      mercury: { house: 7, base: -1, by: [], effect: -1 },
      jupiter: { house: 6, base: -1, by: [], effect: -1 },
      venus: { house: 5, base: 1, by: [], effect: 1 },
      saturn: { house: 3, base: 1, by: [], effect: 1 },
      rahu: { house: 2, base: -1, by: [], effect: -1 },
      ketu: { house: 8, base: -1, by: [], effect: -1 },
    },
    chandraBala: -1, sum: -8.0, band: 'challenging',
  },
  {
    // 2025-11-19, natal Moon sign 11 (Kumbha); transit signs from swetest at both ends of the civil day (IST):
    // sun 8 (Vrishchika), moon 7 (Tula), mars 8 (Vrishchika), mercury 8 (Vrishchika), jupiter 4 (Karka), venus 7 (Tula), saturn 12 (Meena), rahu 11 (Kumbha), ketu 5 (Simha)
    // sun: h = (8 − 11) mod 12 + 1 = 10; favourable, vedha house 4: empty → +1
    // moon: h = (7 − 11) mod 12 + 1 = 9; unfavourable; paired favourable house 3: empty → −1
    // mars: h = (8 − 11) mod 12 + 1 = 10; unfavourable, no vipareeta pair → −1
    // mercury: h = (8 − 11) mod 12 + 1 = 10; favourable, vedha house 8: empty → +1
    // jupiter: h = (4 − 11) mod 12 + 1 = 6; unfavourable, no vipareeta pair → −1
    // venus: h = (7 − 11) mod 12 + 1 = 9; favourable, vedha house 11: empty → +1
    // saturn: h = (12 − 11) mod 12 + 1 = 2; unfavourable, no vipareeta pair → −1
    // rahu: h = (11 − 11) mod 12 + 1 = 1; unfavourable, no vipareeta pair → −1
    // ketu: h = (5 − 11) mod 12 + 1 = 7; unfavourable, no vipareeta pair → −1
    // S = (1·1 + 3·-1 + 1·-1 + 1·1 + 1·-1 + 1·1 + 1·-1 + 0.5·-1 + 0.5·-1 + 2·-1 (chandra bala, h 9)) / 12 = -6.0 / 12 = -0.500000 → challenging
    date: '2025-11-19', moonSign: 11,
    signs: { sun: 8, moon: 7, mars: 8, mercury: 8, jupiter: 4, venus: 7, saturn: 12, rahu: 11, ketu: 5 },
    grahas: {
      sun: { house: 10, base: 1, by: [], effect: 1 },
      moon: { house: 9, base: -1, by: [], effect: -1 },
      mars: { house: 10, base: -1, by: [], effect: -1 },
      mercury: { house: 10, base: 1, by: [], effect: 1 },
      jupiter: { house: 6, base: -1, by: [], effect: -1 },
      venus: { house: 9, base: 1, by: [], effect: 1 },
      saturn: { house: 2, base: -1, by: [], effect: -1 },
      rahu: { house: 1, base: -1, by: [], effect: -1 },
      ketu: { house: 7, base: -1, by: [], effect: -1 },
    },
    chandraBala: -1, sum: -6.0, band: 'challenging',
  },
  {
    // 2024-06-18, natal Moon sign 12 (Meena); transit signs from swetest at both ends of the civil day (IST):
    // sun 3 (Mithuna), moon 7 (Tula), mars 1 (Mesha), mercury 3 (Mithuna), jupiter 2 (Vrishabha), venus 3 (Mithuna), saturn 11 (Kumbha), rahu 12 (Meena), ketu 6 (Kanya)
    // sun: h = (3 − 12) mod 12 + 1 = 4; unfavourable; paired favourable house 10: empty → −1
    // moon: h = (7 − 12) mod 12 + 1 = 8; unfavourable; paired favourable house 11: empty → −1
    // mars: h = (1 − 12) mod 12 + 1 = 2; unfavourable, no vipareeta pair → −1
    // mercury: h = (3 − 12) mod 12 + 1 = 4; favourable, vedha house 3: jupiter there → vedha → 0
    // jupiter: h = (2 − 12) mod 12 + 1 = 3; unfavourable; paired favourable house 7: ketu there → vipareeta → 0
    // venus: h = (3 − 12) mod 12 + 1 = 4; favourable, vedha house 10: empty → +1
    // saturn: h = (11 − 12) mod 12 + 1 = 12; unfavourable; paired favourable house 3: jupiter there → vipareeta → 0
    // rahu: h = (12 − 12) mod 12 + 1 = 1; unfavourable, no vipareeta pair → −1
    // ketu: h = (6 − 12) mod 12 + 1 = 7; unfavourable, no vipareeta pair → −1
    // S = (1·-1 + 3·-1 + 1·-1 + 1·0 + 1·0 + 1·1 + 1·0 + 0.5·-1 + 0.5·-1 + 2·-1 (chandra bala, h 8)) / 12 = -7.0 / 12 = -0.583333 → challenging
    date: '2024-06-18', moonSign: 12,
    signs: { sun: 3, moon: 7, mars: 1, mercury: 3, jupiter: 2, venus: 3, saturn: 11, rahu: 12, ketu: 6 },
    grahas: {
      sun: { house: 4, base: -1, by: [], effect: -1 },
      moon: { house: 8, base: -1, by: [], effect: -1 },
      mars: { house: 2, base: -1, by: [], effect: -1 },
      mercury: { house: 4, base: 1, by: ['jupiter'], effect: 0 },
      jupiter: { house: 3, base: -1, by: ['ketu'], effect: 0 },
      venus: { house: 4, base: 1, by: [], effect: 1 },
      saturn: { house: 12, base: -1, by: ['jupiter'], effect: 0 },
      rahu: { house: 1, base: -1, by: [], effect: -1 },
      ketu: { house: 7, base: -1, by: [], effect: -1 },
    },
    chandraBala: -1, sum: -7.0, band: 'challenging',
  },
  {
    // 2025-07-21, natal Moon sign 2 (Vrishabha); transit signs from swetest at both ends of the civil day (IST):
    // sun 4 (Karka), moon 2 (Vrishabha), mars 5 (Simha), mercury 4 (Karka), jupiter 3 (Mithuna), venus 2 (Vrishabha), saturn 12 (Meena), rahu 11 (Kumbha), ketu 5 (Simha)
    // sun: h = (4 − 2) mod 12 + 1 = 3; favourable, vedha house 9: empty → +1
    // moon: h = (2 − 2) mod 12 + 1 = 1; favourable, vedha house 5: empty → +1
    // mars: h = (5 − 2) mod 12 + 1 = 4; unfavourable, no vipareeta pair → −1
    // mercury: h = (4 − 2) mod 12 + 1 = 3; unfavourable; paired favourable house 4: mars + ketu there → vipareeta → 0
    // jupiter: h = (3 − 2) mod 12 + 1 = 2; favourable, vedha house 12: empty → +1
    // venus: h = (2 − 2) mod 12 + 1 = 1; favourable, vedha house 8: empty → +1
    // saturn: h = (12 − 2) mod 12 + 1 = 11; favourable, vedha house 5: empty → +1
    // rahu: h = (11 − 2) mod 12 + 1 = 10; unfavourable, no vipareeta pair → −1
    // ketu: h = (5 − 2) mod 12 + 1 = 4; unfavourable, no vipareeta pair → −1
    // S = (1·1 + 3·1 + 1·-1 + 1·0 + 1·1 + 1·1 + 1·1 + 0.5·-1 + 0.5·-1 + 2·1 (chandra bala, h 1)) / 12 = 7.0 / 12 = 0.583333 → favourable
    date: '2025-07-21', moonSign: 2,
    signs: { sun: 4, moon: 2, mars: 5, mercury: 4, jupiter: 3, venus: 2, saturn: 12, rahu: 11, ketu: 5 },
    grahas: {
      sun: { house: 3, base: 1, by: [], effect: 1 },
      moon: { house: 1, base: 1, by: [], effect: 1 },
      mars: { house: 4, base: -1, by: [], effect: -1 },
      mercury: { house: 3, base: -1, by: ['mars', 'ketu'], effect: 0 },
      jupiter: { house: 2, base: 1, by: [], effect: 1 },
      venus: { house: 1, base: 1, by: [], effect: 1 },
      saturn: { house: 11, base: 1, by: [], effect: 1 },
      rahu: { house: 10, base: -1, by: [], effect: -1 },
      ketu: { house: 4, base: -1, by: [], effect: -1 },
    },
    chandraBala: 1, sum: 7.0, band: 'favourable',
  },
  {
    // 2024-01-10, natal Moon sign 4 (Karka); transit signs from swetest at both ends of the civil day (IST):
    // sun 9 (Dhanu), moon 9 (Dhanu), mars 9 (Dhanu), mercury 9 (Dhanu), jupiter 1 (Mesha), venus 8 (Vrishchika), saturn 11 (Kumbha), rahu 12 (Meena), ketu 6 (Kanya)
    // sun: h = (9 − 4) mod 12 + 1 = 6; favourable, vedha house 12: empty → +1
    // moon: h = (9 − 4) mod 12 + 1 = 6; favourable, vedha house 12: empty → +1
    // mars: h = (9 − 4) mod 12 + 1 = 6; favourable, vedha house 9: rahu there → vedha → 0
    // mercury: h = (9 − 4) mod 12 + 1 = 6; favourable, vedha house 9: rahu there → vedha → 0
    // jupiter: h = (1 − 4) mod 12 + 1 = 10; unfavourable; paired favourable house 9: rahu there → vipareeta → 0
    // venus: h = (8 − 4) mod 12 + 1 = 5; favourable, vedha house 9: rahu there → vedha → 0
    // saturn: h = (11 − 4) mod 12 + 1 = 8; unfavourable, no vipareeta pair → −1
    // rahu: h = (12 − 4) mod 12 + 1 = 9; unfavourable; paired favourable house 6: sun + moon + mars + mercury there → vipareeta → 0
    // ketu: h = (6 − 4) mod 12 + 1 = 3; favourable, vedha house 12: empty → +1
    // S = (1·1 + 3·1 + 1·0 + 1·0 + 1·0 + 1·0 + 1·-1 + 0.5·0 + 0.5·1 + 2·1 (chandra bala, h 6)) / 12 = 5.5 / 12 = 0.458333 → favourable
    date: '2024-01-10', moonSign: 4,
    signs: { sun: 9, moon: 9, mars: 9, mercury: 9, jupiter: 1, venus: 8, saturn: 11, rahu: 12, ketu: 6 },
    grahas: {
      sun: { house: 6, base: 1, by: [], effect: 1 },
      moon: { house: 6, base: 1, by: [], effect: 1 },
      mars: { house: 6, base: 1, by: ['rahu'], effect: 0 },
      mercury: { house: 6, base: 1, by: ['rahu'], effect: 0 },
      jupiter: { house: 10, base: -1, by: ['rahu'], effect: 0 },
      venus: { house: 5, base: 1, by: ['rahu'], effect: 0 },
      saturn: { house: 8, base: -1, by: [], effect: -1 },
      rahu: { house: 9, base: -1, by: ['sun', 'moon', 'mars', 'mercury'], effect: 0 },
      ketu: { house: 3, base: 1, by: [], effect: 1 },
    },
    chandraBala: 1, sum: 5.5, band: 'favourable',
  },
];

interface Signal {
  graha: { id: string };
  sign: { index: number };
  houseFromMoon: number;
  effect: number;
  segments: { houseFromMoon: number; base: number; effect: number; vedha: { applied: boolean; by: string[] }; vipareeta: { applied: boolean; by: string[] } }[];
}

describe('hand-worked daily predictions', () => {
  for (const c of cases) {
    it(`reproduces ${c.date} for Moon sign ${c.moonSign}: houses, base, vedha, effects and S = ${c.sum}/12 (${c.band})`, async (t) => {
      const { app } = await build(t);
      const res = await postJson(app, '/v2/predictions/daily', { moonSign: c.moonSign, date: c.date, timezone: 'Asia/Kolkata' });
      assert.equal(res.statusCode, 200, res.body);
      const r = res.json().result;
      const signals: Signal[] = [...r.signals, ...r.nodeSignals];
      for (const s of signals) {
        const g = s.graha.id as G;
        const w = c.grahas[g];
        assert.equal(s.sign.index, c.signs[g], `${g} sign`);
        assert.equal(s.houseFromMoon, w.house, `${g} house`);
        for (const seg of s.segments) {
          assert.equal(seg.houseFromMoon, w.house, `${g} segment house`);
          assert.equal(seg.base, w.base, `${g} base`);
          assert.equal(seg.effect, w.effect, `${g} effect`);
          const by = w.base === 1 ? seg.vedha.by : seg.vipareeta.by;
          assert.deepEqual([...by].sort(), [...w.by].sort(), `${g} obstructed/relieved by`);
          assert.equal(w.base === 1 ? seg.vedha.applied : seg.vipareeta.applied, w.by.length > 0);
        }
        assert.equal(s.effect, w.effect, `${g} effect`);
      }
      assert.equal(r.moonModules.chandraBala.score, c.chandraBala);
      assert.equal(r.moonModules.taraBala, null);
      assert.equal(r.totalWeight, 12);
      assert.ok(Math.abs(r.score - c.sum / 12) < 1e-6, `score ${r.score} vs ${c.sum / 12}`);
      assert.equal(r.band, c.band);
    });
  }

  it('time-weights the Moon across its ingress on 2024-03-04 for Moon sign Vrishchika (8)', async (t) => {
    // swetest (test/golden/predictions/swetest-ingresses.json): the Moon enters Dhanu (8, 0-based)
    // on 2024-03-04; the civil day runs from 2024-03-03T18:30Z (JD 2460373.2708333). No other
    // graha changes sign that day (swetest at both ends): Sun 11, Mars 10, Mercury 11,
    // Jupiter 1, Venus 10, Saturn 11, Rahu 12, Ketu 6 (1-based); the Moon 8 → 9.
    // Houses from M = 8: Sun 4, Moon 1 → 2, Mars 3, Mercury 4, Jupiter 6, Venus 3, Saturn 4,
    // Rahu 5, Ketu 11. With f1 = share of the day before the ingress, f2 = 1 − f1:
    //   Sun h4: unfavourable, paired house 10 (sign 5) empty → −1
    //   Moon h1: favourable, vedha house 5 (sign 12) holds Rahu → 0; h2: unfavourable, paired
    //     house 7 (sign 2) empty → −1; effect = −f2
    //   Mars h3: favourable, vedha house 12 (sign 7) empty → +1
    //   Mercury h4: favourable, vedha house 3 (sign 10) holds Mars and Venus → 0
    //   Jupiter h6: unfavourable, no pair → −1
    //   Venus h3: favourable, vedha house 1 (sign 8) holds the Moon until the ingress → 0, then +1;
    //     effect = f2
    //   Saturn h4: unfavourable, no pair → −1
    //   Rahu h5: unfavourable, paired house 11 (sign 6) holds only Ketu, which is exempt → −1
    //   Ketu h11: favourable, vedha house 5 holds only Rahu, exempt → +1
    //   chandra bala: f1·(+1) + f2·(−1) = f1 − f2
    // Σ = −1 − 3f2 + 1 + 0 − 1 + f2 − 1 − 0.5 + 0.5 + 2(f1 − f2) = −6·f2, so S = −f2 / 2.
    const golden = JSON.parse(readFileSync(new URL('../golden/predictions/swetest-ingresses.json', import.meta.url), 'utf8'));
    const ingress = golden.ingresses.find((x: { body: string; to: number; utc: string }) => x.body === 'moon' && x.to === 8 && x.utc.startsWith('2024-03-04'));
    assert.ok(ingress, 'the Moon enters Dhanu on 2024-03-04 in the golden file');
    const dayStartJd = 2460373.2708333335;
    const f1 = ingress.jd_ut - dayStartJd;
    const f2 = 1 - f1;
    const { app } = await build(t);
    const res = await postJson(app, '/v2/predictions/daily', { moonSign: 8, date: '2024-03-04', timezone: 'Asia/Kolkata' });
    assert.equal(res.statusCode, 200, res.body);
    const r = res.json().result;
    const byId = new Map<string, Signal>([...r.signals, ...r.nodeSignals].map((s: Signal) => [s.graha.id, s]));
    const near = (a: number, b: number, what: string) => assert.ok(Math.abs(a - b) < 1e-3, `${what}: ${a} vs ${b}`);
    near(byId.get('moon')!.effect, -f2, 'Moon');
    near(byId.get('venus')!.effect, f2, 'Venus');
    for (const [g, e] of [['sun', -1], ['mars', 1], ['mercury', 0], ['jupiter', -1], ['saturn', -1], ['rahu', -1], ['ketu', 1]] as const) {
      assert.equal(byId.get(g)!.effect, e, g);
    }
    near(r.moonModules.chandraBala.score, f1 - f2, 'chandra bala');
    near(r.score, -f2 / 2, 'S');
  });
});
