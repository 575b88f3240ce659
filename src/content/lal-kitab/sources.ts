/**
 * Where each Lal Kitab rule comes from, as published in `sourceEdition` (citations, not prose:
 * the same string in both languages). Details in docs/methods/lal-kitab.md.
 */
export const lkSourceEditions = {
  rin: 'Lal Kitab 1952 (Pt. Roop Chand Joshi), the debts (rin) chapter, as tabulated in the project methods file lal-kitab.md §5',
  dignity: 'Lal Kitab 1939–1952 editions (Pt. Roop Chand Joshi) as summarised by aryabhatt.com and sushmajee.com (methods file lal-kitab.md §2); the editions differ on the own houses and on the node rows',
  upaya: 'Lal Kitab 1952 (Pt. Roop Chand Joshi), remedy categories and conventions as summarised in the methods file lal-kitab.md §6',
} as const;
