/**
 * The soak benchmark's request mix (bench/soak.ts), shared with bench/memory.ts. By weight:
 * panchang 30, kundli 20, kundli-advanced 10, match-making 10, numerology 10, location search
 * 10, API index 5, healthz 5; birth bodies drawn from 5,000 distinct ones.
 */
import { randomPanchangBodies } from './_shared.ts';

const births = randomPanchangBodies(5000, 31337);
const partners = randomPanchangBodies(5000, 7331);
// Letters only: a name with digits is refused (422 at /name).
const names = ['Asha Verma', 'Ravi Kumar', 'Meera Iyer', 'Arjun Singh', 'Kavya Nair', 'Rohan Das', 'Priya Sharma', 'Vikram Rao', 'Anita Joshi', 'Suresh Menon'];
const places = ['del', 'mum', 'pune', 'varanasi', 'london', 'new york', 'chennai', 'kolkata', 'jaipur', 'tokyo'];

/** One request of the mix, drawn by weight. */
export function nextRequest(i: number): { method: string; path: string; headers?: Record<string, string>; body?: string } {
  const r = (i * 7919) % 110;
  const birth = births[(i * 104_729) % births.length];
  const json = (path: string, body: unknown) => ({ method: 'POST', path, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (r < 30) return json('/api/v2/calculations/panchang', birth);
  if (r < 50) return json('/api/v2/calculations/kundli', birth);
  if (r < 60) return json('/api/v2/calculations/kundli-advanced', birth);
  if (r < 70) {
    const partner = partners[(i * 31) % partners.length];
    return json('/api/v2/calculations/match-making', { bride: partner, groom: birth });
  }
  if (r < 80) return json('/api/v2/calculations/numerology', { name: names[i % names.length], birthDate: birth.localDate, system: 'chaldean' });
  if (r < 90) return { method: 'GET', path: `/api/v1/locations/search?q=${encodeURIComponent(places[i % places.length])}` };
  if (r < 95) return { method: 'GET', path: '/api/v2' };
  return { method: 'GET', path: '/api/healthz' };
}
