/**
 * What the sample chart (test/render/sample-chart.ts) must show, written out by hand from its
 * definition: lagna Karka 9°53′, whole-sign houses, labels per the issue ("Su 15°", "(R)",
 * Hindi सू … and "(व)" for वक्री, Uranus/Neptune/Pluto as अरु/वरु/यम).
 */

export interface ExpectedPoint {
  id: string;
  degree: number;
  retrograde: boolean;
  en: string;
  hi: string;
}

/** Sign numbers (1 = Aries) of houses 1..12 for lagna Karka. */
export const expectedSignNumbers = [4, 5, 6, 7, 8, 9, 10, 11, 12, 1, 2, 3];

export const expectedRashiIds = [
  'mesha', 'vrishabha', 'mithuna', 'karka', 'simha', 'kanya',
  'tula', 'vrishchika', 'dhanu', 'makara', 'kumbha', 'meena',
];

/** Points of each house, in zodiacal order within the sign. */
export const expectedPoints: Record<number, ExpectedPoint[]> = {
  1: [{ id: 'jupiter', degree: 12, retrograde: false, en: 'Ju 12°', hi: 'गु 12°' }],
  3: [
    { id: 'sun', degree: 2, retrograde: false, en: 'Su 2°', hi: 'सू 2°' },
    { id: 'ketu', degree: 6, retrograde: true, en: 'Ke 6° (R)', hi: 'के 6° (व)' },
    { id: 'mercury', degree: 14, retrograde: true, en: 'Me 14° (R)', hi: 'बु 14° (व)' },
    { id: 'venus', degree: 21, retrograde: false, en: 'Ve 21°', hi: 'शु 21°' },
    { id: 'mars', degree: 27, retrograde: false, en: 'Ma 27°', hi: 'मं 27°' },
  ],
  5: [{ id: 'pluto', degree: 22, retrograde: true, en: 'Pl 22° (R)', hi: 'यम 22° (व)' }],
  7: [
    { id: 'uranus', degree: 14, retrograde: true, en: 'Ur 14° (R)', hi: 'अरु 14° (व)' },
    { id: 'neptune', degree: 20, retrograde: false, en: 'Ne 20°', hi: 'वरु 20°' },
    { id: 'saturn', degree: 28, retrograde: true, en: 'Sa 28° (R)', hi: 'श 28° (व)' },
  ],
  9: [{ id: 'rahu', degree: 6, retrograde: true, en: 'Ra 6° (R)', hi: 'रा 6° (व)' }],
  11: [{ id: 'moon', degree: 18, retrograde: false, en: 'Mo 18°', hi: 'चं 18°' }],
};

export const expectedLagna = { degree: 9, en: 'Asc 9°', hi: 'लग्न 9°' };

/** Short sign names for South/East cells, 0 = Aries. */
export const expectedSignShort = {
  en: ['Ar', 'Ta', 'Ge', 'Cn', 'Le', 'Vi', 'Li', 'Sc', 'Sg', 'Cp', 'Aq', 'Pi'],
  hi: ['मेष', 'वृष', 'मिथुन', 'कर्क', 'सिंह', 'कन्या', 'तुला', 'वृश्चिक', 'धनु', 'मकर', 'कुम्भ', 'मीन'],
};
