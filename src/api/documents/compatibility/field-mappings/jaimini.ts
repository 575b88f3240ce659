/** Atmakaraka and Ishta devata, computed by the legacy page itself → native Atmakaraka and Ishta. */
import { endpoints, jaiminiPaths as j } from '../native-paths.ts';
import { localResource } from '../resource-evidence.ts';
import { runtime, type FieldMappingGroup } from './define.ts';

export const jaiminiMappings: FieldMappingGroup[] = [
  {
    resource: localResource('atmakaraka'),
    nativeEndpoint: endpoints.atmakarakaIshta,
    verificationFormIdentifier: 'atmakaraka',
    vendorCategory: null,
    readinessReason: 'The legacy page computed this itself; the native Atmakaraka declares its karaka scheme.',
    fieldMappings: [
      runtime('$', [j.atmakarakaSourceName], 'normalized-text', 'No vendor resource documents it; the page probably chose the planet of highest longitude within its sign. Whether it used seven or eight karakas (Rahu) must be read from its source before planet names are compared.'),
    ],
  },
  {
    resource: localResource('ishatdevta'),
    nativeEndpoint: endpoints.atmakarakaIshta,
    verificationFormIdentifier: 'ishatdevta',
    vendorCategory: null,
    readinessReason: 'The legacy page computed this itself; the native result is an indicator under a declared rule, not a deity verdict.',
    fieldMappings: [
      runtime('$', [j.ishta], 'none', 'The Jaimini rule (the 12th from the Karakamsa) has variants and the page’s choice is unknown; the native result is an indicator, not a deity verdict, so deity names are not compared.'),
    ],
  },
];
