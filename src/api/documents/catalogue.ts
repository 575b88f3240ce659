import { calculations } from '../../calculations/registry.ts';
import { calculationPaths } from '../routes/calculations.ts';
import type { DocumentRoute } from '../route-spec.ts';

export interface CatalogueEntry {
  method: 'GET' | 'POST';
  path: string;
  operationId: string;
  summary: string;
  tag: string;
  requestSchema: string | null;
  responseSchema: string;
  calculationId: string | null;
  versions: { calculation: string; content: string } | null;
  aliasOf: string | null;
}

/** Every public route: calculations (with their v1 aliases) and the document routes. */
export function routeCatalogue(documentRoutes: readonly DocumentRoute[]): CatalogueEntry[] {
  const out: CatalogueEntry[] = [];
  for (const calc of calculations) {
    for (const path of calculationPaths(calc)) {
      out.push({
        method: 'POST',
        path,
        operationId: operationIdFor('POST', path),
        summary: calc.summary,
        tag: calc.tag,
        requestSchema: calc.requestName,
        responseSchema: `CalculationEnvelope<${calc.resultName}>`,
        calculationId: calc.id,
        versions: calc.versions,
        aliasOf: path === calc.paths.v2 ? null : calc.paths.v2,
      });
    }
  }
  for (const r of documentRoutes) {
    if (r.hidden) continue;
    out.push({
      method: r.method,
      path: r.path,
      operationId: r.operationId,
      summary: r.summary,
      tag: r.tag,
      requestSchema: r.bodyName ?? null,
      responseSchema: r.responseName,
      calculationId: null,
      versions: null,
      aliasOf: null,
    });
  }
  return out;
}

/** `POST /v2/calculations/kundli-advanced` → `postV2CalculationsKundliAdvanced`. */
export function operationIdFor(method: string, path: string): string {
  const words = path.split(/[/\-.]/).filter(Boolean).map((w) => w[0].toUpperCase() + w.slice(1));
  return method.toLowerCase() + words.join('');
}
