/** Source citations shared by the catalogue's records. */
export const bphs = (chapter: number, verses?: string) =>
  `BPHS (Santhanam tr.) ch. ${chapter}${verses ? `, vv. ${verses}` : ''}`;
export const vaia = (section: string) =>
  `P. V. R. Narasimha Rao, Vedic Astrology: An Integrated Approach, ch. ${section}`;
export const phaladeepika = (chapter: number, verses?: string) =>
  `Phaladeepika ch. ${chapter}${verses ? `, v. ${verses}` : ''}`;
export const raman = (n: number | string) =>
  `B. V. Raman, Three Hundred Important Combinations, ${typeof n === 'number' ? `no. ${n}` : n}`;
export const both = (...parts: string[]) => parts.join('; ');
