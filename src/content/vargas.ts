import type { Bilingual } from '../shared/bilingual.ts';
import type { VargaDivision } from '../jyotish/chart/vargas.ts';

/** Names of the divisional charts. */
export const vargaNames: Record<VargaDivision, Bilingual> = {
  1: { en: 'Rashi (D1)', hi: 'राशि (D1)' },
  2: { en: 'Hora (D2)', hi: 'होरा (D2)' },
  3: { en: 'Drekkana (D3)', hi: 'द्रेष्काण (D3)' },
  4: { en: 'Chaturthamsha (D4)', hi: 'चतुर्थांश (D4)' },
  7: { en: 'Saptamsha (D7)', hi: 'सप्तमांश (D7)' },
  9: { en: 'Navamsha (D9)', hi: 'नवांश (D9)' },
  10: { en: 'Dashamsha (D10)', hi: 'दशमांश (D10)' },
  12: { en: 'Dwadashamsha (D12)', hi: 'द्वादशांश (D12)' },
  16: { en: 'Shodashamsha (D16)', hi: 'षोडशांश (D16)' },
  20: { en: 'Vimshamsha (D20)', hi: 'विंशांश (D20)' },
  24: { en: 'Chaturvimshamsha (D24)', hi: 'चतुर्विंशांश (D24)' },
  27: { en: 'Bhamsha (D27)', hi: 'भांश (D27)' },
  30: { en: 'Trimshamsha (D30)', hi: 'त्रिंशांश (D30)' },
  40: { en: 'Khavedamsha (D40)', hi: 'खवेदांश (D40)' },
  45: { en: 'Akshavedamsha (D45)', hi: 'अक्षवेदांश (D45)' },
  60: { en: 'Shashtyamsha (D60)', hi: 'षष्ट्यंश (D60)' },
};

/** The Bhava chart title (house-system name is appended by the presenter). */
export const bhavaChartName: Bilingual = { en: 'Bhava chart', hi: 'भाव चक्र' };
