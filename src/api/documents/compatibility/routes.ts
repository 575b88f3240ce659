/** The two read-only evidence routes (spec §4.5), contributed to the document routes. */
import type { DocumentRoute } from '../../route-spec.ts';
import { compatibilityManifest } from './manifest.ts';
import { CompatibilityManifest } from './schema.ts';
import { legacySourceSurfaceManifest } from './source-manifest.ts';
import { MahaguruSourceSurfaceManifest } from './source-schema.ts';
import { MANIFEST_VERSION } from './versions.ts';

/** `GET /v2/compatibility/legacy` and `GET /v2/compatibility/legacy-source`. */
export function compatibilityRoutes(): DocumentRoute[] {
  return [
    {
      method: 'GET', path: '/v2/compatibility/legacy', operationId: 'getV2CompatibilityLegacy',
      summary: 'Compatibility manifest (read-only evidence)', tag: 'Documents',
      description: `Read-only register of the 17 legacy public forms, the legacy vendor resources behind them and how their fields relate to native result paths (CompatibilityManifest, ${MANIFEST_VERSION}). Historical evidence only: no route imitates a vendor response, the service calls no vendor, and no adapter is planned.`,
      responseName: 'CompatibilityManifest', response: CompatibilityManifest,
      handler: (request) => compatibilityManifest(request.id),
    },
    {
      method: 'GET', path: '/v2/compatibility/legacy-source', operationId: 'getV2CompatibilityLegacySource',
      summary: 'Legacy source surface manifest (aggregate, value-free)', tag: 'Documents',
      description: 'Aggregate, value-free inventory of the legacy source surfaces: forms by execution mode, mapping and evidence status, resources by sample status, sample fields by data type, field mappings by status. No field path, sample value or personal data (MahaguruSourceSurfaceManifest).',
      responseName: 'MahaguruSourceSurfaceManifest', response: MahaguruSourceSurfaceManifest,
      handler: (request) => legacySourceSurfaceManifest(request.id),
    },
  ];
}
