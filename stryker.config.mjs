// StrykerJS configuration for `npm run mutation -- <area>` (scripts/mutation.mjs sets
// STRYKER_AREA). Each area mutates one part of the number-producing core and runs only the
// test files that exercise it, each file as its own `node --import tsx <file>` process (the
// tap runner reads node:test's TAP output and records which files cover which mutant, so a
// mutant only reruns the files that reach it). Not part of CI: a run takes minutes to an hour.
// Scores and surviving mutants are recorded in docs/quality.md.

/** @type {Record<string, { mutate: string[]; testFiles: string[]; note?: string }>} */
export const areas = {
  // Every file of the area; the limbs, months and day frame are reached only through the
  // HTTP golden files (~45 s a run on a shared machine), so this one takes hours.
  panchang: {
    mutate: ['src/jyotish/panchang/**/*.ts'],
    testFiles: [
      'test/panchang/segments.tables.test.ts',
      'test/panchang/years.test.ts',
      'test/panchang/segments.golden.test.ts',
      'test/panchang/published.test.ts',
      'test/panchang/boundaries.golden.test.ts',
    ],
  },
  // The pure arithmetic of the area (segments, era years, ritu, ayana): minutes.
  'panchang-quick': {
    mutate: ['src/jyotish/panchang/segments.ts', 'src/jyotish/panchang/years.ts'],
    testFiles: [
      'test/panchang/segments.tables.test.ts',
      'test/panchang/years.test.ts',
      'test/panchang/segments.golden.test.ts',
      'test/panchang/published.test.ts',
    ],
  },
  // The pure completion rules (Dur Muhurtam, Varjyam and Amrit Kaal, Bhadra, Panchaka,
  // Anandadi, Disha Shool): the unit file first, the tables file (two HTTP tests) last.
  'panchang-rules': {
    mutate: [
      'src/jyotish/panchang/anandadi.ts',
      'src/jyotish/panchang/bhadra.ts',
      'src/jyotish/panchang/disha-shool.ts',
      'src/jyotish/panchang/dur-muhurta.ts',
      'src/jyotish/panchang/panchaka.ts',
      'src/jyotish/panchang/nakshatra-ghati.ts',
    ],
    testFiles: ['test/panchang/completion-rules.mutants.test.ts', 'test/panchang-completion/tables.test.ts'],
  },
  // The day frame and the lunar month: unit files with hand-worked and published values first,
  // then the HTTP golden files that reach them through whole panchangs.
  'panchang-day': {
    mutate: ['src/jyotish/panchang/day-frame.ts', 'src/jyotish/panchang/lunar-month.ts'],
    testFiles: [
      'test/panchang/day-frame.mutants.test.ts',
      'test/panchang/lunar-month.mutants.test.ts',
      'test/panchang/boundaries.golden.test.ts',
      'test/panchang/published.test.ts',
    ],
  },
  // The limbs of a day, the completion elements and the day's assembly (mutation5): the pure
  // unit file on scripted tracks and swetest boundaries first, then the one-day file.
  'panchang-limbs': {
    mutate: ['src/jyotish/panchang/limbs-of-day.ts', 'src/jyotish/panchang/day-completion.ts', 'src/jyotish/panchang/panchang.ts'],
    testFiles: ['test/panchang/limbs-of-day.mutants.test.ts', 'test/panchang/panchaka-reach.test.ts'],
  },
  // Every division and variant, the division chart, the bhavas and the natal chart (mutation5):
  // the unit files first (divisions.golden and drekkana-book read big JSON files, ~15-20 s a run).
  'chart-divisions': {
    mutate: ['src/jyotish/chart/divisions.ts', 'src/jyotish/chart/division-chart.ts', 'src/jyotish/chart/bhava.ts', 'src/jyotish/chart/natal-chart.ts'],
    testFiles: [
      'test/chart/divisions.mutants.test.ts',
      'test/chart/divisions.rules.test.ts',
      'test/chart/divisions.golden.test.ts',
      'test/chart/drekkana-book.test.ts',
    ],
  },
  vargas: {
    mutate: ['src/jyotish/chart/vargas.ts', 'src/jyotish/chart/varga-chart.ts'],
    testFiles: ['test/chart/vargas.hand-worked.test.ts', 'test/chart/vargas.golden.test.ts', 'test/kundli/sky-vector.test.ts'],
  },
  chart: {
    mutate: ['src/jyotish/chart/**/*.ts'],
    testFiles: ['test/chart/*.test.ts', 'test/kundli-advanced/*.test.ts', 'test/kundli/dignity-combustion.test.ts'],
  },
  // The unit files only; the HTTP and property files (~35 s a run each) are in numerology-full.
  numerology: {
    mutate: ['src/numerology/**/*.ts'],
    testFiles: [
      'test/numerology/numerology.mutants.test.ts',
      'test/numerology/reduce.test.ts',
      'test/numerology/letters.test.ts',
      'test/numerology/relations.test.ts',
      'test/numerology/plate.test.ts',
      'test/numerology/biorhythm.test.ts',
      'test/numerology/copied-tables.test.ts',
      'test/numerology/f2-sample.test.ts',
    ],
  },
  'numerology-full': {
    mutate: ['src/numerology/**/*.ts'],
    testFiles: ['test/numerology/*.test.ts'],
  },
  // Unit files first, then the golden files (chara-jhora.golden is the one that reaches Chara's
  // knr-jhora profile); seeds-book (~30 s a run) and running-chains (~45 s) last. The sign-dasha
  // files of issue 18 have their own area, dashas-more.
  dasha: {
    mutate: ['src/jyotish/dasha/**/*.ts'],
    testFiles: [
      'test/dasha/method-ids.test.ts',
      'test/dasha/chara-years.test.ts',
      'test/dasha/period-engine-depth.test.ts',
      'test/dasha/period-engine.test.ts',
      'test/dasha/chara-antardashas.test.ts',
      'test/dasha/vimshottari.golden.test.ts',
      'test/dasha/yogini.golden.test.ts',
      'test/dasha/chara.golden.test.ts',
      'test/dasha/drig-jhora.golden.test.ts',
      'test/dasha/seed-variants.golden.test.ts',
      'test/dasha/tithi-ashtottari.golden.test.ts',
      'test/dashas-more/chara-jhora.golden.test.ts',
      'test/dasha/seeds-book.golden.test.ts',
      'test/dasha/running-chains.golden.test.ts',
    ],
  },
  // The unit files that test the core's functions and tables value by value. The match and
  // panchang HTTP files (~40 s a run; the panchang golden file was the only one that reached
  // the karana mapping before test/core/limbs.mutants.test.ts) and the chart files (which
  // reach the core only through whole charts) were dropped: with them the 231 mutants took
  // over an hour on a shared machine.
  core: {
    mutate: ['src/jyotish/core/**/*.ts'],
    testFiles: [
      'test/core/*.test.ts',
      'test/kundli/avakahada.test.ts',
      'test/chart/bala.test.ts',
      'test/match/ashtakoota-tables.test.ts',
      'test/match/porutham-tables.test.ts',
    ],
  },
  // Unit files first, the HTTP file (~40 s a run) last: a mutant stops at the first failing
  // file, so the HTTP file only runs for mutants the unit files let through.
  match: {
    mutate: ['src/jyotish/match/**/*.ts'],
    testFiles: [
      'test/match/ashtakoota-tables.test.ts',
      'test/match/exceptions.test.ts',
      'test/match/compatibility.test.ts',
      'test/match/porutham-tables.test.ts',
      'test/match/manglik.test.ts',
      'test/match/reference-pairs.test.ts',
      'test/match/api.test.ts',
    ],
  },
  // Unit files first, the HTTP files (api, day-lord, kundli-advanced-kp) last.
  kp: {
    mutate: ['src/jyotish/kp/**/*.ts'],
    testFiles: [
      'test/kp/lords.test.ts',
      'test/kp/table-249.test.ts',
      'test/kp/significators.test.ts',
      'test/kp/ruling-planets.test.ts',
      'test/kp/horary.golden.test.ts',
      'test/kp/planets.golden.test.ts',
      'test/kp/day-lord.test.ts',
      'test/kp/kundli-advanced-kp.test.ts',
      'test/kp/api.test.ts',
    ],
  },
  transits: {
    mutate: ['src/jyotish/transits/**/*.ts'],
    testFiles: [
      'test/insights/sade-sati.mutants.test.ts',
      'test/insights/saturn-cycles.mutants.test.ts',
      'test/insights/sade-sati.test.ts',
      'test/insights/saturn-ingress-table.test.ts',
      'test/insights/saturn-ingress-search.test.ts',
    ],
  },
  // The sign-dasha files of issue 18 (stronger sign, sign years, the Jagannatha Hora
  // conventions, Narayana of a varga, the seed variants, the sign dashas themselves): the
  // hand-worked unit files first (placements built by hand, ~2 s a run), then the golden files
  // that reach them through whole charts (7–13 s each). pyjhora-more.golden (~130 s) and
  // properties (~45 s) are left out so a run fits in minutes.
  'dashas-more': {
    mutate: [
      'src/jyotish/dasha/stronger-rashi.ts',
      'src/jyotish/dasha/sign-years.ts',
      'src/jyotish/dasha/chara-jhora.ts',
      'src/jyotish/dasha/narayana-varga.ts',
      'src/jyotish/dasha/seed-variants.ts',
      'src/jyotish/dasha/rashi-dashas.ts',
    ],
    testFiles: [
      'test/dashas-more/sign-rules.mutants.test.ts',
      'test/dashas-more/rashi-dashas.mutants.test.ts',
      'test/dashas-more/seed-variants.mutants.test.ts',
      'test/dashas-more/rashi.golden.test.ts',
      'test/dashas-more/variants.properties.test.ts',
      'test/dashas-more/chara-jhora.golden.test.ts',
      'test/dasha/drig-jhora.golden.test.ts',
      'test/dasha/seed-variants.golden.test.ts',
      'test/dasha/chara.golden.test.ts',
    ],
  },
  // The approximate Saturn model that brackets the ingress searches, against swetest (one
  // pure unit file, seconds a run). The other transit files are in `transits` (each run of
  // their tests builds the 600-year ingress table: minutes).
  'transits-model': {
    mutate: ['src/jyotish/transits/kepler-model.ts'],
    testFiles: ['test/transits/kepler-model.mutants.test.ts'],
  },
  // test/astro first; then the files elsewhere that are the only tests importing a module
  // (ingresses and stations, mean longitudes, the ephemeris checksums, the zone cache, the
  // offset lookup, the solar return search).
  astro: {
    mutate: ['src/astro/**/*.ts', '!src/astro/swe.ts'],
    testFiles: [
      'test/astro/*.test.ts',
      'test/strength/mean-longitudes.test.ts',
      'test/predictions/ingresses.golden.test.ts',
      'test/api/ephemeris-integrity.test.ts',
      'test/speed/zone-warm.test.ts',
      'test/varshaphal/solar-return.test.ts',
      'test/ops/coordinates-warning.test.ts',
    ],
  },
  // The areas below were added in the fifth pass (docs/quality.md): unit files first, then
  // the HTTP files where they are the only ones reaching a rule (~10–60 s a run each, so a run of
  // those areas takes hours; narrow with --mutate and STRYKER_TEST_FILES).
  jaimini: {
    mutate: ['src/jyotish/jaimini/**/*.ts', 'src/jyotish/jaimini-strength.ts'],
    testFiles: [
      'test/jaimini/karakas.test.ts',
      'test/jaimini/arudha.test.ts',
      'test/jaimini/special-lagnas.test.ts',
      'test/jaimini/rashi-drishti-ishta-argala.test.ts',
      'test/dashas-more/sign-rules.mutants.test.ts',
      'test/jaimini/http.test.ts',
    ],
  },
  strength: {
    mutate: ['src/jyotish/strength/**/*.ts'],
    testFiles: [
      'test/strength/raman-book.test.ts',
      'test/strength/jain-book.test.ts',
      'test/strength/harsha-vimshopaka.test.ts',
      'test/strength/mean-longitudes.test.ts',
      'test/strength/properties.test.ts',
      'test/strength/kundli-advanced-strength.test.ts',
      'test/strength/shadbala-api.test.ts',
    ],
  },
  varshaphal: {
    mutate: ['src/jyotish/varshaphal/**/*.ts'],
    testFiles: [
      'test/varshaphal/rules.test.ts',
      'test/varshaphal/dashas.test.ts',
      'test/varshaphal/book-cases.test.ts',
      'test/varshaphal/solar-return.test.ts',
      'test/strength/harsha-vimshopaka.test.ts',
      'test/varshaphal/dwadasha-vargiya.test.ts',
      'test/varshaphal/http.test.ts',
    ],
  },
  calendar: {
    mutate: ['src/jyotish/calendar/**/*.ts'],
    testFiles: [
      'test/calendar/saka-civil.test.ts',
      'test/calendar/solar-months.test.ts',
      'test/calendar/sankranti.golden.test.ts',
      'test/calendar/festivals.published.test.ts',
      'test/calendar/api.test.ts',
    ],
  },
  jamakkol: {
    mutate: ['src/jyotish/jamakkol/**/*.ts'],
    testFiles: ['test/south-indian/jamakkol-tables.test.ts', 'test/south-indian/jamakkol.test.ts'],
  },
  // Reached only over HTTP.
  ayadi: {
    mutate: ['src/jyotish/ayadi/**/*.ts'],
    testFiles: ['test/south-indian/ayadi.test.ts'],
  },
  rectification: {
    mutate: ['src/jyotish/rectification/**/*.ts'],
    testFiles: ['test/south-indian/rectification-rules.test.ts', 'test/south-indian/rectification.test.ts'],
  },
  'lal-kitab': {
    mutate: ['src/jyotish/lal-kitab/**/*.ts'],
    testFiles: [
      'test/lal-kitab/tables.test.ts',
      'test/lal-kitab/dev-cases.test.ts',
      'test/lal-kitab/varshphal.test.ts',
      'test/lal-kitab/api.test.ts',
      'test/lal-kitab/property.test.ts',
    ],
  },
  // Reached only over HTTP (the hand-worked month is a whole-month request).
  muhurat: {
    mutate: ['src/jyotish/muhurat/**/*.ts'],
    testFiles: ['test/muhurat/hand-worked-month.test.ts', 'test/muhurat/api.test.ts'],
  },
  predictions: {
    mutate: ['src/jyotish/predictions/**/*.ts'],
    testFiles: [
      'test/predictions/gochara-tables.test.ts',
      'test/predictions/phrases.test.ts',
      'test/predictions/properties.test.ts',
      'test/predictions/ingresses.golden.test.ts',
      'test/predictions/hand-worked.test.ts',
      'test/predictions/planner.test.ts',
      'test/predictions/api.test.ts',
    ],
  },
  remedies: {
    mutate: ['src/jyotish/remedies/**/*.ts'],
    testFiles: ['test/remedies/running-dasha.test.ts', 'test/remedies/tables.test.ts', 'test/remedies/bases.golden.test.ts', 'test/remedies/http.test.ts'],
  },
  // Yes/no rules and ids rather than numbers: doshas, Manglik, Kaal Sarpa, pitri, the yogas.
  rules: {
    mutate: ['src/jyotish/rules/**/*.ts'],
    testFiles: [
      'test/insights/manglik.test.ts',
      'test/insights/kaal-sarpa.test.ts',
      'test/insights/doshas.test.ts',
      'test/insights/yogas.test.ts',
      'test/match/manglik.test.ts',
      'test/pitri/pitri.test.ts',
    ],
  },
  yogas: {
    mutate: ['src/jyotish/yogas/**/*.ts'],
    testFiles: [
      'test/yogas/families.test.ts',
      'test/yogas/daridra-longevity.test.ts',
      'test/yogas/book-cases.test.ts',
      'test/yogas/docs.test.ts',
      'test/yogas/http.test.ts',
    ],
  },
  readings: {
    mutate: ['src/jyotish/readings/**/*.ts'],
    testFiles: ['test/kundli-advanced/readings.test.ts', 'test/kundli-advanced/content.test.ts'],
  },
};

const name = process.env.STRYKER_AREA;
const area = areas[name];
if (!area) {
  throw new Error(`STRYKER_AREA must be one of: ${Object.keys(areas).join(', ')} (got ${name ?? 'nothing'})`);
}

// STRYKER_TEST_FILES (comma-separated) replaces the area's test files: to confirm that a new
// test file kills the survivors it was written for, e.g.
//   STRYKER_TEST_FILES=test/numerology/numerology.mutants.test.ts \
//     npm run mutation -- numerology --mutate src/numerology/civil-date.ts:36-47
const testFiles = process.env.STRYKER_TEST_FILES ? process.env.STRYKER_TEST_FILES.split(',') : area.testFiles;

// scripts/mutation.mjs names the reports of a run restricted with --mutate after its files.
const report = process.env.STRYKER_REPORT || name;

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'tap',
  tap: {
    testFiles,
    nodeArgs: ['--import', 'tsx'],
    forceBail: true,
  },
  plugins: ['@stryker-mutator/tap-runner'],
  mutate: area.mutate,
  coverageAnalysis: 'perTest',
  // The machine is shared: one test process at a time unless the caller asks for more.
  concurrency: 1,
  timeoutMS: 60_000,
  timeoutFactor: 2,
  tempDirName: '.scratch/stryker-tmp',
  cleanTempDir: 'always',
  ignorePatterns: ['bench', 'docs', '.scratch', 'out', 'tmp'],
  reporters: ['clear-text', 'progress-append-only', 'html', 'json'],
  htmlReporter: { fileName: `.scratch/mutation/${report}.html` },
  jsonReporter: { fileName: `.scratch/mutation/${report}.json` },
  thresholds: { high: 90, low: 75, break: null },
};
