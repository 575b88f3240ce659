/**
 * Public shapes of the place search. `hi` is null wherever no Hindi name is
 * known: the index has Hindi names for most large Indian places and for a
 * few hundred world cities, not for every place.
 */

/** A name in English and, where known, in Hindi (Devanagari, NFC). */
export interface LocalizedName {
  en: string;
  hi: string | null;
}

/** A country name; Hindi is always present (taken from CLDR at build time). */
export interface CountryName {
  en: string;
  hi: string;
}

/** One search hit, ready to be serialised as JSON by the HTTP layer. */
export interface PlaceResult {
  /** GeoNames geonameId. */
  id: number;
  name: LocalizedName;
  /** First-order administrative division (state, province); null when GeoNames has none or it could not be resolved. */
  admin1: LocalizedName | null;
  /** ISO 3166-1 alpha-2, upper case. */
  countryCode: string;
  country: CountryName;
  /** Decimal degrees, WGS84, north positive, 5 decimals (≈1 m). */
  latitude: number;
  /** Decimal degrees, WGS84, east positive, 5 decimals (≈1 m). */
  longitude: number;
  /** IANA time-zone identifier, e.g. "Asia/Kolkata". */
  timezone: string;
  /** Inhabitants (GeoNames, with curated corrections); 0 when unknown. */
  population: number;
}

/** Attribution that must accompany any response or page that shows place data. */
export interface Attribution {
  text: string;
  url: string;
  license: string;
  licenseUrl: string;
}
