/**
 * Embedded place search for GET /v1/locations/search. See data/geo/README.md
 * for the data and scripts/geo/README.md for how the index is built.
 */
export { attribution } from './attribution.ts';
export { normalizeKey, normalizeQuery } from './normalize.ts';
export { DEFAULT_PLACE_INDEX_BINARY_PATH, DEFAULT_PLACE_INDEX_PATH, getPlaceIndex, loadBinaryPlaceIndex, loadBinaryPlaceIndexAsync, loadPlaceIndex, loadPlaceIndexAsync, preloadPlaceIndex } from './place-index.ts';
export type { LoadPlaceIndexOptions, PlaceIndex } from './place-index.ts';
export { DEFAULT_SEARCH_LIMIT, MAX_QUERY_LENGTH, MAX_SEARCH_LIMIT, searchPlaces } from './search.ts';
export type { Attribution, CountryName, LocalizedName, PlaceResult } from './types.ts';
