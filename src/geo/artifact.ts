/**
 * Layout of the prebuilt place index (data/geo/places.json.gz), written by
 * scripts/geo/build-index.ts and read by place-index.ts. Columnar so that the
 * gzip stream compresses well and parsing allocates few objects.
 */

export const ARTIFACT_FORMAT = 'jyotish-places';
export const ARTIFACT_VERSION = 1;

/** Fixed-point scale of the lat/lon columns: 1e-5 degrees ≈ 1.1 m. */
export const COORD_SCALE = 1e5;

/** A region (admin-1 or country) as stored: English, Hindi, extra searchable names. */
export interface ArtifactRegion {
  en: string;
  hi: string | null;
  /** Further names a user may type after the place name ("orissa", "up", "usa"). */
  alt?: string[];
}

export interface ArtifactCountry extends ArtifactRegion {
  /** ISO 3166-1 alpha-2. */
  code: string;
  hi: string;
}

export interface PlaceArtifact {
  format: typeof ARTIFACT_FORMAT;
  version: typeof ARTIFACT_VERSION;
  /** Provenance, copied into README and useful when debugging a deployment. */
  sources: Record<string, string>;
  countries: ArtifactCountry[];
  admin1: ArtifactRegion[];
  timezones: string[];
  /**
   * Row columns, all of length `id.length`. Rows are sorted by population
   * descending (ties by id), so a smaller row number means a higher rank.
   */
  rows: {
    id: number[];
    name: string[];
    /** Hindi name or "" when unknown. */
    nameHi: string[];
    /** Index into `admin1`, or -1. */
    admin1: number[];
    /** Index into `countries`. */
    country: number[];
    /** Latitude × COORD_SCALE, rounded. */
    lat: number[];
    /** Longitude × COORD_SCALE, rounded. */
    lon: number[];
    /** Index into `timezones`. */
    tz: number[];
    population: number[];
  };
  /** Sparse searchable alternative names: [row, name, name, ...]. */
  aliases: Array<[number, ...string[]]>;
  /** Precomputed search keys (see search-keys.ts), so start-up does not fold and sort them. */
  search: {
    /** NORMALIZATION_VERSION the keys were folded with. */
    normalization: number;
    /** Sorted folded keys joined with "\n" (one string parses much faster than 200k). */
    keys: string;
    /** Row of each key. */
    rows: number[];
  };
}
