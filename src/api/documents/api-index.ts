import Type from 'typebox';
import { engineVersion } from '../../calculations/registry.ts';
import type { CatalogueEntry } from './catalogue.ts';
import { contractVersion } from './contract-version.ts';

const Versions = Type.Object({ calculation: Type.String(), content: Type.String() });

export const NativeApiIndex = Type.Object({
  kind: Type.Literal('NativeApiIndex'),
  service: Type.String(),
  engineVersion: Type.String(),
  contractVersion: Type.String({ description: 'Version of the interface contract description this service implements' }),
  basePath: Type.String(),
  openapi: Type.String(),
  routes: Type.Array(
    Type.Object({
      method: Type.Enum(['GET', 'POST']),
      path: Type.String(),
      operationId: Type.String(),
      summary: Type.String(),
      tag: Type.String(),
      requestSchema: Type.Union([Type.String(), Type.Null()]),
      responseSchema: Type.String(),
      calculationId: Type.Union([Type.String(), Type.Null()]),
      versions: Type.Union([Versions, Type.Null()]),
      aliasOf: Type.Union([Type.String(), Type.Null()], { description: 'The v2 route a v1 alias serves' }),
    }),
  ),
});

export function apiIndex(basePath: string, catalogue: CatalogueEntry[]) {
  return {
    kind: 'NativeApiIndex' as const,
    service: 'jyotish-api',
    engineVersion,
    contractVersion,
    basePath,
    openapi: `${basePath}/openapi.json`,
    routes: catalogue,
  };
}
