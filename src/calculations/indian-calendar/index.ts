import { defineCalculation } from '../types.ts';
import { computeIndianCalendarRequest } from './compute.ts';
import { presentIndianCalendar } from './present.ts';
import { IndianCalendarRequest, IndianCalendarResult } from './schema.ts';

export const indianCalendarCalculation = defineCalculation({
  id: 'indian-calendar',
  summary: 'Indian calendar with festivals for a date, month or year at a place',
  description:
    'For a date and place: the Indian National (Saka civil) date (proleptic before its adoption on 1957-03-22), the luni-solar date (amanta and purnimanta month with adhika and kshaya months, paksha, tithi at sunrise with kshaya/adhika flags, nakshatra), Vikram and Saka samvat and samvatsaras, the regional solar months (Tamil, Malayalam, Bengali, Odia: month and day by each region\'s sankranti cut-off), and the festivals and vrats of the day. With month: true, or rangeDays up to 366, the calendar of the whole month or range: every day\'s tithi and nakshatra at sunrise and every festival with its observance date. Festivals come from versioned rule records (FEST.*): the tithi that must hold at sunrise, pradosh, madhyahna, aparahna, nishita or moonrise, with tie rules for two days or none; sankrantis; Ekadashi by Smarta and Vaishnava rules with the parana window. Every decision depends on the local sunrise, so places far apart (New Delhi and a US city) can observe a festival on different civil dates.',
  tag: 'Panchang',
  paths: { v2: '/v2/calculations/indian-calendar', v1: '/v1/calculations/indian-calendar' },
  requestName: 'IndianCalendarRequest',
  request: IndianCalendarRequest,
  resultName: 'IndianCalendarResult',
  result: IndianCalendarResult,
  versions: { calculation: 'indian-calendar.1', content: 'indian-calendar-content.1' },
  cacheable: true,
  example: { date: '2024-03-01', timezone: 'Asia/Kolkata', latitude: 28.6139, longitude: 77.209 },
  compute: (request) => computeIndianCalendarRequest(request),
  present: (computed) => presentIndianCalendar(computed),
});
