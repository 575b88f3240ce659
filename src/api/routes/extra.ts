import type { DocumentRoute } from '../route-spec.ts';
import { locationRoutes } from './locations.ts';
import { compatibilityRoutes } from '../documents/compatibility/routes.ts';
import { migrationRoutes } from './migration.ts';

/**
 * Routes contributed by other modules (location search, compatibility manifests, the
 * public-form migration). Each module exports a builder; add it here.
 */
export function extraDocumentRoutes(): DocumentRoute[] {
  return [...locationRoutes(), ...compatibilityRoutes(), ...migrationRoutes()];
}
