/**
 * Labels of the dwadasha-vargiya bala (rule `TAJ.DVB_MAJORITY`, docs/methods/varshaphal.md
 * §5c): the twelve divisions by their Tajaka names and the three classes of the count.
 */
import type { Bilingual } from '../../shared/bilingual.ts';
import type { DwadashaStrength, DwadashaVarga } from '../../jyotish/varshaphal/dwadasha-vargiya.ts';

/** The twelve divisions as the Tajaka texts name them (D11 is the ekadashamsha here). */
export const dwadashaVargaNames: Record<DwadashaVarga, Bilingual> = {
  1: { en: 'Rashi (D1)', hi: 'राशि (D1)' },
  2: { en: 'Hora (D2)', hi: 'होरा (D2)' },
  3: { en: 'Drekkana (D3)', hi: 'द्रेष्काण (D3)' },
  4: { en: 'Chaturthamsha (D4)', hi: 'चतुर्थांश (D4)' },
  5: { en: 'Panchamsha (D5)', hi: 'पंचमांश (D5)' },
  6: { en: 'Shashthamsha (D6)', hi: 'षष्ठांश (D6)' },
  7: { en: 'Saptamsha (D7)', hi: 'सप्तमांश (D7)' },
  8: { en: 'Ashtamsha (D8)', hi: 'अष्टमांश (D8)' },
  9: { en: 'Navamsha (D9)', hi: 'नवांश (D9)' },
  10: { en: 'Dashamsha (D10)', hi: 'दशमांश (D10)' },
  11: { en: 'Ekadashamsha (D11)', hi: 'एकादशांश (D11)' },
  12: { en: 'Dwadashamsha (D12)', hi: 'द्वादशांश (D12)' },
};

/** The class of a graha by its favourable divisions, with the traditional reading. */
export const dwadashaStrengthTexts: Record<DwadashaStrength, { name: Bilingual; text: Bilingual }> = {
  strong: {
    name: { en: 'Strong', hi: 'बलवान' },
    text: {
      en: 'Seven or more of the twelve divisions fall in its own or a friend’s sign; Tajaka tradition counts such a graha as able to give the results it signifies in the year.',
      hi: 'बारह में से सात या अधिक वर्गों में यह ग्रह अपनी या मित्र की राशि में है; ताजिक परंपरा ऐसे ग्रह को वर्ष में अपने फल देने में समर्थ मानती है।',
    },
  },
  balanced: {
    name: { en: 'Balanced', hi: 'सम' },
    text: {
      en: 'Six of the twelve divisions are favourable and six are not; the count alone does not tip the graha either way, and tradition judges it by its other strengths.',
      hi: 'बारह में से छह वर्ग अनुकूल हैं और छह नहीं; केवल यह गणना ग्रह को किसी ओर नहीं झुकाती, परंपरा इसे इसके अन्य बलों से परखती है।',
    },
  },
  weak: {
    name: { en: 'Weak', hi: 'निर्बल' },
    text: {
      en: 'Five or fewer of the twelve divisions fall in its own or a friend’s sign; Tajaka tradition associates such a graha with results that come late or in part.',
      hi: 'बारह में से पाँच या कम वर्गों में यह ग्रह अपनी या मित्र की राशि में है; ताजिक परंपरा ऐसे ग्रह को देर से या आंशिक रूप से मिलने वाले फलों से जोड़ती है।',
    },
  },
};
