import { defineCalculation } from '../types.ts';
import { computeMuhurat } from './compute.ts';
import { presentMuhurat } from './present.ts';
import { MuhuratFinderRequest, MuhuratFinderResult } from './schema.ts';

export const muhuratFinderCalculation = defineCalculation({
  id: 'muhurat-finder',
  summary: 'Muhurat finder: ranked windows for an activity over up to 366 days',
  description:
    'Searches a date range (at most 366 days) at the venue for windows whose tithi, nakshatra, yoga, karana and lagna are constant, passing the activity rule set (MUHURAT.VIVAHA.v1, GRIHA_PRAVESH, VAHANA, VYAPAR, BHOOMI, YATRA, NAMKARAN) and the exclusions of muhurat-and-calendar.md §3 (Rahu Kaal, Yamaganda, Dur Muhurtam, Varjyam, Bhadra, bad yogas, Rikta tithis, eclipse days, adhika month; per activity Gulika, Panchaka, Kharmas, Jupiter/Venus combust, Chaturmas, Pitru Paksha, Holashtak). A filter that cuts a window splits it. Windows are scored 0–100 by the soft rules (clean lagna, benefics in kendra/trikona, tara and chandra bala of the participants, Abhijit, choghadiya, Shukla 2–13, activity bonuses) and ranked; each lists the rules it passed and the soft rules it missed, with a bilingual explanation. The windows are suggestions for review by a priest or astrologer.',
  tag: 'Muhurat',
  paths: { v2: '/v2/calculations/muhurat-finder', v1: '/v1/calculations/muhurat-finder' },
  requestName: 'MuhuratFinderRequest',
  request: MuhuratFinderRequest,
  resultName: 'MuhuratFinderResult',
  result: MuhuratFinderResult,
  versions: { calculation: 'muhurat-finder.1', content: 'muhurat-content.1' },
  cacheable: true,
  example: {
    activity: 'griha-pravesh',
    startDate: '2024-03-01',
    endDate: '2024-03-31',
    timezone: 'Asia/Kolkata',
    latitude: 28.6139,
    longitude: 77.209,
  },
  compute: (request) => computeMuhurat(request),
  present: (computed) => presentMuhurat(computed),
});
