/**
 * The README's example: a panchang with only the required fields (the rest take their
 * declared defaults), typed end to end. Type-checked by the tests; run it with
 * `JYOTISH_API_URL=http://localhost:3000/api node --import tsx examples/panchang.ts`.
 */
import { createJyotishClient, type Schemas } from '../src/index.ts';

const api = createJyotishClient({ baseUrl: process.env.JYOTISH_API_URL ?? 'http://localhost:3000/api' });

const body: Schemas['PanchangRequest'] = {
  localDate: '2022-01-24',
  localTime: '12:00:00',
  timezone: 'Asia/Kolkata',
  latitude: 28.6139,
  longitude: 77.209,
};

const { data, error, response } = await api.POST('/v2/calculations/panchang', { body });
if (error) {
  // The ApiErrorEnvelope: a catalogued code and JSON-pointer details.
  console.error(response.status, error.error.code, error.error.details);
} else {
  console.log(data.versions.calculation, data.method.ayanamsha, data.warnings.map((w) => w.id));
  console.log(Object.keys(data.result));
}
