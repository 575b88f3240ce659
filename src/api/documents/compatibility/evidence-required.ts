/**
 * What evidence is still missing, derived from the data: each item names its subjects, so the
 * list shrinks by itself as mappings and samples are completed.
 */
import { legacyResourceEvidence, nativeEndpoints, nativeFieldMappings, rootConflicts } from './derive.ts';
import type { EvidenceRequirement } from './schema.ts';
import { publicConsumerSurfaces } from './surfaces.ts';

function build(): EvidenceRequirement[] {
  const vendorResources = legacyResourceEvidence.filter((e) => e.officialReference !== null);
  const localResources = legacyResourceEvidence.filter((e) => e.officialReference === null);
  const runtimeFields = nativeFieldMappings
    .filter((m) => vendorResources.some((e) => e.resource === m.resource))
    .flatMap((m) => m.fieldMappings.filter((f) => f.mappingStatus === 'runtime-evidence-required').map((f) => `${m.resource}:${f.legacyPath}`));
  const items: EvidenceRequirement[] = [
    {
      id: 'production-payloads',
      subjects: runtimeFields,
      requirement: 'Capture one production response of each listed resource (values stay out of this manifest) to settle these field mappings.',
    },
    {
      id: 'uncaptured-samples',
      subjects: vendorResources.filter((e) => e.officialSampleFields.length === 0).map((e) => e.resource),
      requirement: 'Record the field paths and JSON data types of the legacy vendor’s published sample of each listed resource.',
    },
    {
      id: 'legacy-page-logic',
      subjects: localResources.map((e) => e.resource),
      requirement: 'Read the legacy page source of each listed form and record the rule it computed locally, so that its mapping can be compared.',
    },
    {
      id: 'root-conflicts',
      subjects: rootConflicts(legacyResourceEvidence).map((c) => `${c.resource}:${c.path}`),
      requirement: 'Confirm in a production payload that these keys, read by the legacy pages, exist although the published sample lacks them.',
    },
    {
      id: 'sample-key-spellings',
      subjects: ['numero_table:destiny number', 'numero_table:neutral numbers'],
      requirement: 'The sample with inputs shows these values but their key spellings were not captured; record the keys.',
    },
    {
      id: 'legacy-page-paths',
      subjects: publicConsumerSurfaces.map((s) => s.formIdentifier),
      requirement: 'Record each legacy page’s path from the production source; publicPath holds the form identifier until then.',
    },
    {
      id: 'native-path-confirmation',
      subjects: nativeEndpoints,
      requirement: 'Confirm every nativePaths entry against a running native response of its endpoint, form by form through the public-form migration.',
    },
  ];
  return items.filter((i) => i.subjects.length > 0);
}

export const evidenceRequired: EvidenceRequirement[] = build();
