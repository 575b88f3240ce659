import type { Attribution } from './types.ts';

/**
 * Credit required by the GeoNames licence (CC BY 4.0) for the place data, and
 * by the ODbL for the time-zone boundaries the zones were derived from. The
 * HTTP layer includes it in location responses and the README.
 */
export const attribution: Attribution = Object.freeze({
  text:
    'Place data © GeoNames (geonames.org), licensed under CC BY 4.0; modified: Hindi names, aliases and some ' +
    'populations and coordinates curated by Jyotish API. Time zones derived from timezone-boundary-builder (ODbL, © OpenStreetMap contributors).',
  url: 'https://www.geonames.org/',
  license: 'CC BY 4.0',
  licenseUrl: 'https://creativecommons.org/licenses/by/4.0/',
});
