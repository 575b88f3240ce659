/**
 * Names of the festivals and vrats of src/jyotish/calendar/festival-rules.ts, keyed by rule
 * id, with a short bilingual description written as tradition (what the day is traditionally
 * for), never as a promise.
 */
import type { Bilingual } from '../../shared/bilingual.ts';

export interface FestivalText {
  name: Bilingual;
  about: Bilingual;
}

export const festivalTexts: Record<string, FestivalText> = {
  ekadashi: {
    name: { en: 'Ekadashi', hi: 'एकादशी' },
    about: { en: 'Eleventh lunar day, traditionally kept as a fast devoted to Vishnu.', hi: 'चान्द्र मास की ग्यारहवीं तिथि, परम्परा से विष्णु को समर्पित उपवास का दिन।' },
  },
  purnima: {
    name: { en: 'Purnima', hi: 'पूर्णिमा' },
    about: { en: 'Full-moon day, traditionally kept with a fast or Satyanarayan worship.', hi: 'पूर्ण चन्द्रमा का दिन, परम्परा से व्रत या सत्यनारायण पूजा के लिए।' },
  },
  amavasya: {
    name: { en: 'Amavasya', hi: 'अमावस्या' },
    about: { en: 'New-moon day, traditionally associated with offerings to ancestors.', hi: 'अमावस्या का दिन, परम्परा से पितरों के तर्पण से जुड़ा।' },
  },
  pradosh: {
    name: { en: 'Pradosh Vrat', hi: 'प्रदोष व्रत' },
    about: { en: 'Trayodashi fast with Shiva worship in the evening twilight (pradosh).', hi: 'त्रयोदशी का व्रत, जिसमें सन्ध्या के प्रदोष काल में शिव पूजा की जाती है।' },
  },
  'sankashti-chaturthi': {
    name: { en: 'Sankashti Chaturthi', hi: 'संकष्टी चतुर्थी' },
    about: { en: 'Krishna Chaturthi fast for Ganesha, traditionally broken after seeing the Moon rise.', hi: 'कृष्ण चतुर्थी का गणेश व्रत, परम्परा से चन्द्रोदय देखकर खोला जाता है।' },
  },
  'masik-shivaratri': {
    name: { en: 'Masik Shivaratri', hi: 'मासिक शिवरात्रि' },
    about: { en: 'Monthly night of Shiva on Krishna Chaturdashi, worshipped at midnight (nishita).', hi: 'कृष्ण चतुर्दशी की मासिक शिवरात्रि, निशीथ काल में शिव पूजा।' },
  },
  sankranti: {
    name: { en: 'Sankranti', hi: 'संक्रान्ति' },
    about: { en: 'The Sun enters a new sidereal sign; the regional solar months turn here.', hi: 'सूर्य का नई राशि में प्रवेश; क्षेत्रीय सौर मास यहीं बदलते हैं।' },
  },
  'makar-sankranti': {
    name: { en: 'Makar Sankranti', hi: 'मकर संक्रान्ति' },
    about: { en: 'The Sun enters Makara; traditionally a day of holy baths, charity and the harvest.', hi: 'सूर्य का मकर राशि में प्रवेश; परम्परा से स्नान, दान और फसल का पर्व।' },
  },
  'chaitra-navaratri': {
    name: { en: 'Chaitra Navaratri begins (Ghatasthapana)', hi: 'चैत्र नवरात्रि आरम्भ (घटस्थापना)' },
    about: { en: 'First day of the spring Navaratri and of the Chaitradi Hindu year (Ugadi, Gudi Padwa).', hi: 'वासन्तिक नवरात्रि का पहला दिन और चैत्रादि हिन्दू वर्ष का आरम्भ (उगादि, गुड़ी पड़वा)।' },
  },
  'chaitra-navaratri-days': {
    name: { en: 'Chaitra Navaratri', hi: 'चैत्र नवरात्रि' },
    about: { en: 'The nine nights of the Goddess in Chaitra, ending with Ram Navami.', hi: 'चैत्र मास में देवी की नौ रातें, राम नवमी पर पूर्ण।' },
  },
  'ram-navami': {
    name: { en: 'Ram Navami', hi: 'राम नवमी' },
    about: { en: 'Birth of Rama, traditionally celebrated at midday (madhyahna).', hi: 'श्रीराम का जन्मोत्सव, परम्परा से मध्याह्न में मनाया जाता है।' },
  },
  'hanuman-jayanti': {
    name: { en: 'Hanuman Jayanti', hi: 'हनुमान जयन्ती' },
    about: { en: 'Birth of Hanuman on Chaitra Purnima (North Indian tradition).', hi: 'चैत्र पूर्णिमा को हनुमान जी का जन्मोत्सव (उत्तर भारतीय परम्परा)।' },
  },
  'akshaya-tritiya': {
    name: { en: 'Akshaya Tritiya', hi: 'अक्षय तृतीया' },
    about: { en: 'Vaishakha Shukla Tritiya, traditionally held auspicious for beginnings and charity.', hi: 'वैशाख शुक्ल तृतीया, परम्परा से शुभ आरम्भ और दान के लिए श्रेष्ठ मानी जाती है।' },
  },
  'guru-purnima': {
    name: { en: 'Guru Purnima', hi: 'गुरु पूर्णिमा' },
    about: { en: 'Ashadha Purnima, honouring teachers and Vyasa.', hi: 'आषाढ़ पूर्णिमा, गुरु और वेदव्यास के सम्मान का दिन।' },
  },
  'nag-panchami': {
    name: { en: 'Nag Panchami', hi: 'नाग पंचमी' },
    about: { en: 'Shravana Shukla Panchami, worship of the serpent deities.', hi: 'श्रावण शुक्ल पंचमी, नाग देवताओं की पूजा।' },
  },
  'raksha-bandhan': {
    name: { en: 'Raksha Bandhan', hi: 'रक्षा बन्धन' },
    about: { en: 'Shravana Purnima; the rakhi is traditionally tied outside Bhadra.', hi: 'श्रावण पूर्णिमा; परम्परा से राखी भद्रा के बाहर बाँधी जाती है।' },
  },
  'krishna-janmashtami': {
    name: { en: 'Krishna Janmashtami', hi: 'कृष्ण जन्माष्टमी' },
    about: { en: 'Birth of Krishna at midnight (nishita) of Krishna Ashtami.', hi: 'कृष्ण अष्टमी की अर्धरात्रि (निशीथ) में श्रीकृष्ण का जन्मोत्सव।' },
  },
  'ganesh-chaturthi': {
    name: { en: 'Ganesh Chaturthi', hi: 'गणेश चतुर्थी' },
    about: { en: 'Bhadrapada Shukla Chaturthi, Ganesha worship at midday (madhyahna).', hi: 'भाद्रपद शुक्ल चतुर्थी, मध्याह्न में गणेश पूजा।' },
  },
  'purnima-shraddha': {
    name: { en: 'Purnima Shraddha (Pitru Paksha begins)', hi: 'पूर्णिमा श्राद्ध (पितृ पक्ष आरम्भ)' },
    about: { en: 'Bhadrapada Purnima, the first shraddha of the fortnight of the ancestors.', hi: 'भाद्रपद पूर्णिमा, पितृ पक्ष का पहला श्राद्ध।' },
  },
  'sarva-pitru-amavasya': {
    name: { en: 'Sarva Pitru Amavasya', hi: 'सर्व पितृ अमावस्या' },
    about: { en: 'Last day of Pitru Paksha, shraddha for all ancestors.', hi: 'पितृ पक्ष का अन्तिम दिन, सभी पितरों का श्राद्ध।' },
  },
  'pitru-paksha': {
    name: { en: 'Pitru Paksha', hi: 'पितृ पक्ष' },
    about: { en: 'The fortnight of the ancestors, traditionally kept for shraddha rites.', hi: 'पितरों का पक्ष, परम्परा से श्राद्ध कर्म के लिए।' },
  },
  'sharad-navaratri': {
    name: { en: 'Sharad Navaratri begins (Ghatasthapana)', hi: 'शारदीय नवरात्रि आरम्भ (घटस्थापना)' },
    about: { en: 'First day of the autumn Navaratri of the Goddess.', hi: 'देवी की शारदीय नवरात्रि का पहला दिन।' },
  },
  'sharad-navaratri-days': {
    name: { en: 'Sharad Navaratri', hi: 'शारदीय नवरात्रि' },
    about: { en: 'The nine nights of the Goddess in Ashvin, followed by Dussehra.', hi: 'आश्विन मास में देवी की नौ रातें, जिनके बाद दशहरा आता है।' },
  },
  dussehra: {
    name: { en: 'Dussehra (Vijayadashami)', hi: 'दशहरा (विजयादशमी)' },
    about: { en: 'Ashvin Shukla Dashami, the victory of Rama, observed in the afternoon (aparahna).', hi: 'आश्विन शुक्ल दशमी, श्रीराम की विजय का पर्व, अपराह्न में मनाया जाता है।' },
  },
  'karwa-chauth': {
    name: { en: 'Karwa Chauth', hi: 'करवा चौथ' },
    about: { en: 'Fast kept by married women, traditionally broken at moonrise.', hi: 'विवाहित स्त्रियों का व्रत, परम्परा से चन्द्रोदय पर खोला जाता है।' },
  },
  dhanteras: {
    name: { en: 'Dhanteras', hi: 'धनतेरस' },
    about: { en: 'Trayodashi before Diwali, worship of Dhanvantari and Kubera at pradosh.', hi: 'दिवाली से पहले की त्रयोदशी, प्रदोष काल में धन्वन्तरि और कुबेर की पूजा।' },
  },
  diwali: {
    name: { en: 'Diwali (Lakshmi Puja)', hi: 'दीपावली (लक्ष्मी पूजा)' },
    about: { en: 'Amavasya of lights; Lakshmi Puja is traditionally done at pradosh while Amavasya holds.', hi: 'दीपों की अमावस्या; परम्परा से लक्ष्मी पूजा अमावस्या रहते प्रदोष काल में की जाती है।' },
  },
  'govardhan-puja': {
    name: { en: 'Govardhan Puja', hi: 'गोवर्धन पूजा' },
    about: { en: 'Kartika Shukla Pratipada, the day after Diwali in most years.', hi: 'कार्तिक शुक्ल प्रतिपदा, अधिकतर वर्षों में दिवाली के अगले दिन।' },
  },
  'bhai-dooj': {
    name: { en: 'Bhai Dooj', hi: 'भाई दूज' },
    about: { en: 'Kartika Shukla Dwitiya, sisters honour brothers in the afternoon (aparahna).', hi: 'कार्तिक शुक्ल द्वितीया, बहनें अपराह्न में भाइयों का तिलक करती हैं।' },
  },
  'chhath-puja': {
    name: { en: 'Chhath Puja', hi: 'छठ पूजा' },
    about: { en: 'Kartika Shukla Shashthi, offerings to the setting and rising Sun.', hi: 'कार्तिक शुक्ल षष्ठी, अस्त और उदय होते सूर्य को अर्घ्य।' },
  },
  'kartik-purnima': {
    name: { en: 'Kartik Purnima', hi: 'कार्तिक पूर्णिमा' },
    about: { en: 'Kartika Purnima (Dev Deepawali), traditionally a day of holy baths and lamps.', hi: 'कार्तिक पूर्णिमा (देव दीपावली), परम्परा से स्नान और दीपदान का दिन।' },
  },
  'vasant-panchami': {
    name: { en: 'Vasant Panchami', hi: 'वसन्त पंचमी' },
    about: { en: 'Magha Shukla Panchami, Saraswati worship in the forenoon (purvahna).', hi: 'माघ शुक्ल पंचमी, पूर्वाह्न में सरस्वती पूजा।' },
  },
  'maha-shivaratri': {
    name: { en: 'Maha Shivaratri', hi: 'महा शिवरात्रि' },
    about: { en: 'The great night of Shiva, worshipped at midnight (nishita).', hi: 'शिव की महान रात्रि, निशीथ काल में पूजा।' },
  },
  'holika-dahan': {
    name: { en: 'Holika Dahan', hi: 'होलिका दहन' },
    about: { en: 'The Holi bonfire on Phalguna Purnima, traditionally lit at pradosh outside Bhadra.', hi: 'फाल्गुन पूर्णिमा पर होलिका दहन, परम्परा से भद्रा रहित प्रदोष काल में।' },
  },
  holi: {
    name: { en: 'Holi (Dhulandi)', hi: 'होली (धुलेंडी)' },
    about: { en: 'The festival of colours, the day after Holika Dahan.', hi: 'रंगों का पर्व, होलिका दहन के अगले दिन।' },
  },
};

/**
 * Ekadashi names by amanta month (1 = Chaitra) and paksha. The Krishna-paksha Ekadashi of
 * an amanta month is named, in the usual lists, after the purnimanta month it falls in (the
 * next month): amanta Chaitra Krishna = Varuthini. Adhika months: Padmini (Shukla), Parama (Krishna).
 */
export const ekadashiNames: readonly { shukla: Bilingual; krishna: Bilingual }[] = [
  { shukla: { en: 'Kamada Ekadashi', hi: 'कामदा एकादशी' }, krishna: { en: 'Varuthini Ekadashi', hi: 'वरूथिनी एकादशी' } },
  { shukla: { en: 'Mohini Ekadashi', hi: 'मोहिनी एकादशी' }, krishna: { en: 'Apara Ekadashi', hi: 'अपरा एकादशी' } },
  { shukla: { en: 'Nirjala Ekadashi', hi: 'निर्जला एकादशी' }, krishna: { en: 'Yogini Ekadashi', hi: 'योगिनी एकादशी' } },
  { shukla: { en: 'Devshayani Ekadashi', hi: 'देवशयनी एकादशी' }, krishna: { en: 'Kamika Ekadashi', hi: 'कामिका एकादशी' } },
  { shukla: { en: 'Shravana Putrada Ekadashi', hi: 'श्रावण पुत्रदा एकादशी' }, krishna: { en: 'Aja Ekadashi', hi: 'अजा एकादशी' } },
  { shukla: { en: 'Parsva Ekadashi', hi: 'पार्श्व एकादशी' }, krishna: { en: 'Indira Ekadashi', hi: 'इन्दिरा एकादशी' } },
  { shukla: { en: 'Papankusha Ekadashi', hi: 'पापांकुशा एकादशी' }, krishna: { en: 'Rama Ekadashi', hi: 'रमा एकादशी' } },
  { shukla: { en: 'Devutthana Ekadashi', hi: 'देवउठनी एकादशी' }, krishna: { en: 'Utpanna Ekadashi', hi: 'उत्पन्ना एकादशी' } },
  { shukla: { en: 'Mokshada Ekadashi', hi: 'मोक्षदा एकादशी' }, krishna: { en: 'Saphala Ekadashi', hi: 'सफला एकादशी' } },
  { shukla: { en: 'Pausha Putrada Ekadashi', hi: 'पौष पुत्रदा एकादशी' }, krishna: { en: 'Shattila Ekadashi', hi: 'षटतिला एकादशी' } },
  { shukla: { en: 'Jaya Ekadashi', hi: 'जया एकादशी' }, krishna: { en: 'Vijaya Ekadashi', hi: 'विजया एकादशी' } },
  { shukla: { en: 'Amalaki Ekadashi', hi: 'आमलकी एकादशी' }, krishna: { en: 'Papmochani Ekadashi', hi: 'पापमोचनी एकादशी' } },
];
export const adhikaEkadashiNames = {
  shukla: { en: 'Padmini Ekadashi', hi: 'पद्मिनी एकादशी' },
  krishna: { en: 'Parama Ekadashi', hi: 'परमा एकादशी' },
} as const satisfies Record<string, Bilingual>;

/** Pradosh named by the weekday it falls on (0 = Sunday). */
export const pradoshNames: readonly Bilingual[] = [
  { en: 'Ravi Pradosh Vrat', hi: 'रवि प्रदोष व्रत' },
  { en: 'Soma Pradosh Vrat', hi: 'सोम प्रदोष व्रत' },
  { en: 'Bhauma Pradosh Vrat', hi: 'भौम प्रदोष व्रत' },
  { en: 'Budha Pradosh Vrat', hi: 'बुध प्रदोष व्रत' },
  { en: 'Guru Pradosh Vrat', hi: 'गुरु प्रदोष व्रत' },
  { en: 'Shukra Pradosh Vrat', hi: 'शुक्र प्रदोष व्रत' },
  { en: 'Shani Pradosh Vrat', hi: 'शनि प्रदोष व्रत' },
];

/** Sankashti Chaturthi on a Tuesday. */
export const angarakiSankashtiName: Bilingual = { en: 'Angaraki Sankashti Chaturthi', hi: 'अंगारकी संकष्टी चतुर्थी' };

/** The twelve sankrantis by the sign entered (0 = Mesha). */
export const sankrantiNames: readonly Bilingual[] = [
  { en: 'Mesha Sankranti', hi: 'मेष संक्रान्ति' },
  { en: 'Vrishabha Sankranti', hi: 'वृषभ संक्रान्ति' },
  { en: 'Mithuna Sankranti', hi: 'मिथुन संक्रान्ति' },
  { en: 'Karka Sankranti', hi: 'कर्क संक्रान्ति' },
  { en: 'Simha Sankranti', hi: 'सिंह संक्रान्ति' },
  { en: 'Kanya Sankranti', hi: 'कन्या संक्रान्ति' },
  { en: 'Tula Sankranti', hi: 'तुला संक्रान्ति' },
  { en: 'Vrishchika Sankranti', hi: 'वृश्चिक संक्रान्ति' },
  { en: 'Dhanu Sankranti', hi: 'धनु संक्रान्ति' },
  { en: 'Makara Sankranti', hi: 'मकर संक्रान्ति' },
  { en: 'Kumbha Sankranti', hi: 'कुम्भ संक्रान्ति' },
  { en: 'Meena Sankranti', hi: 'मीन संक्रान्ति' },
];

/** Traditions of a day that differs between them. */
export const traditionNames = {
  smarta: { en: 'Smarta', hi: 'स्मार्त' },
  vaishnava: { en: 'Vaishnava', hi: 'वैष्णव' },
} as const satisfies Record<string, Bilingual>;
