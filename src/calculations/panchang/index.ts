import { defineCalculation } from '../types.ts';
import { computePanchang } from './compute.ts';
import { presentPanchang } from './present.ts';
import { PanchangRequest, PanchangResult } from './schema.ts';

export const panchangCalculation = defineCalculation({
  id: 'panchang',
  summary: 'Panchang of a day at a place',
  description:
    'The five limbs (tithi, nakshatra, yoga, karana, vaara) reckoned from sunrise on localDate, every change up to the next sunrise (kshaya and adhika limbs flagged), sun and moon rise and set, Rahu Kaal, Yamaganda, Gulika Kaal, Abhijit and Brahma muhurta, choghadiya, hora, Dur Muhurtam, Varjyam and Amrit Kaal, Bhadra with its vaas, Panchaka, Anandadi yoga, the Disha Shool, tara bala and chandra bala tables, the amanta and purnimanta lunar month with adhika months, Vikram, Saka and Kali years, samvatsaras, ritu and ayana. Element ends are found to better than one second.',
  tag: 'Panchang',
  paths: { v2: '/v2/calculations/panchang' },
  requestName: 'PanchangRequest',
  request: PanchangRequest,
  resultName: 'PanchangResult',
  result: PanchangResult,
  versions: { calculation: 'panchang.4', content: 'panchang-content.2' },
  cacheable: true,
  example: {
    localDate: '2022-01-24',
    localTime: '12:00:00',
    timezone: 'Asia/Kolkata',
    latitude: 28.6139,
    longitude: 77.209,
    ayanamsha: 'lahiri',
  },
  compute: (request) => computePanchang(request),
  present: (computed) => presentPanchang(computed),
});
