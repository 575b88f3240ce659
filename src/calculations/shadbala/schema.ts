import Type from 'typebox';
import { SunriseField } from '../../contract/common.ts';
import { natalChartProperties } from '../shared/natal.ts';
import { StrengthBlock } from './block-schema.ts';

export const ShadbalaRequest = Type.Object(
  {
    ...natalChartProperties,
    sunrise: Type.Optional(SunriseField),
    transitUtc: Type.Optional(
      Type.String({
        pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2})?Z$',
        description: 'A transit instant (ISO 8601 UTC, e.g. 2025-03-01T06:00:00Z): adds the kaksha of each of the seven grahas then, read against the natal Bhinna registers',
        examples: ['2025-03-01T06:00:00Z'],
      }),
    ),
  },
  {
    additionalProperties: false,
    description: 'A birth moment and the chart settings (design §1.1); optionally the sunrise definition (kala bala reckons the Hindu day from it) and a transit instant for the kakshas.',
  },
);

export const ShadbalaResult = StrengthBlock;
