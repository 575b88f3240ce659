/**
 * Names and notes of the numerology correspondences (numerology-and-remedies.md §1–§3), keyed
 * by the ids of `src/numerology/`. Content version `numerology-content.1`.
 * Wording rule: these are correspondences of a tradition, never predictions; no number or date
 * is called unlucky, and nothing is recommended for purchase, health or money.
 */
import type { Bilingual } from '../shared/bilingual.ts';
import type { ColourId, GemId, MetalId } from '../numerology/planets.ts';
import type { LetterSystem } from '../numerology/letters.ts';
import type { NumberRelation } from '../numerology/relations.ts';

export const numerologyContentVersion = 'numerology-content.1';

export const colourNames: Record<ColourId, Bilingual> = {
  gold: { en: 'Gold', hi: 'सुनहरा' },
  orange: { en: 'Orange', hi: 'नारंगी' },
  'copper-red': { en: 'Copper red', hi: 'ताम्र-लाल' },
  white: { en: 'White', hi: 'सफ़ेद' },
  cream: { en: 'Cream', hi: 'क्रीम' },
  silver: { en: 'Silver', hi: 'रुपहला (चाँदी जैसा)' },
  yellow: { en: 'Yellow', hi: 'पीला' },
  saffron: { en: 'Saffron', hi: 'केसरिया' },
  grey: { en: 'Grey', hi: 'स्लेटी' },
  'smoky-blue': { en: 'Smoky blue', hi: 'धुएँ जैसा नीला' },
  green: { en: 'Green', hi: 'हरा' },
  pink: { en: 'Pink', hi: 'गुलाबी' },
  'light-blue': { en: 'Light blue', hi: 'हल्का नीला' },
  mixed: { en: 'Mixed (multicoloured)', hi: 'मिश्रित (चितकबरा)' },
  'grey-brown': { en: 'Grey-brown', hi: 'भूरा-स्लेटी' },
  black: { en: 'Black', hi: 'काला' },
  'dark-blue': { en: 'Dark blue', hi: 'गहरा नीला' },
  red: { en: 'Red', hi: 'लाल' },
  coral: { en: 'Coral', hi: 'मूँगिया' },
};

export const gemNames: Record<GemId, Bilingual> = {
  ruby: { en: 'Ruby (Manik)', hi: 'माणिक्य' },
  pearl: { en: 'Pearl (Moti)', hi: 'मोती' },
  'yellow-sapphire': { en: 'Yellow sapphire (Pukhraj)', hi: 'पुखराज' },
  hessonite: { en: 'Hessonite (Gomed)', hi: 'गोमेद' },
  emerald: { en: 'Emerald (Panna)', hi: 'पन्ना' },
  diamond: { en: 'Diamond (Heera)', hi: 'हीरा' },
  'cats-eye': { en: "Cat's eye (Lehsuniya)", hi: 'लहसुनिया' },
  'blue-sapphire': { en: 'Blue sapphire (Neelam)', hi: 'नीलम' },
  'red-coral': { en: 'Red coral (Moonga)', hi: 'मूँगा' },
};

export const metalNames: Record<MetalId, Bilingual> = {
  gold: { en: 'Gold', hi: 'सोना' },
  copper: { en: 'Copper', hi: 'ताँबा' },
  silver: { en: 'Silver', hi: 'चाँदी' },
  bronze: { en: 'Bronze (kansa, bell metal)', hi: 'काँसा' },
  lead: { en: 'Lead', hi: 'सीसा' },
  iron: { en: 'Iron', hi: 'लोहा' },
  panchdhatu: { en: 'Panchdhatu (five-metal alloy)', hi: 'पंचधातु' },
};

export const letterSystemNames: Record<LetterSystem, Bilingual> = {
  chaldean: { en: 'Chaldean letter values', hi: 'कैल्डियन पद्धति के अक्षर-मान' },
  pythagorean: { en: 'Pythagorean letter values', hi: 'पाइथागोरस पद्धति के अक्षर-मान' },
};

/** Disclaimer of every numerology result (disclaimer key `correspondence_only`). */
export const numerologyDisclaimer: Bilingual = {
  en: 'Numerology is a tradition of correspondences: by custom it links numbers with planets, weekdays, colours, metals and stones; none of these links rests on a measurement. This result reports what the declared tables say. It predicts no event and is not advice about health, money, relationships or any purchase. Review only.',
  hi: 'अंक ज्योतिष पारंपरिक संबंध-सूत्रों की एक परंपरा है: रीति के अनुसार यह अंकों को ग्रहों, वारों, रंगों, धातुओं और रत्नों से जोड़ता है; इनमें से कोई भी संबंध किसी माप पर आधारित नहीं है। यह परिणाम केवल बताता है कि घोषित तालिकाएँ क्या कहती हैं। यह किसी घटना की भविष्यवाणी नहीं करता और स्वास्थ्य, धन, संबंधों या किसी ख़रीदारी के बारे में सलाह नहीं है। केवल समीक्षा हेतु।',
};

/** What each of the three core numbers is and how it is computed. */
export const numberRoleTexts: Record<'radical' | 'destiny' | 'name', { title: Bilingual; about: Bilingual }> = {
  radical: {
    title: { en: 'Psychic number (Moolank, radical number)', hi: 'मूलांक' },
    about: {
      en: 'The psychic number is the digital root of the day of the month on which a person was born, taken from the civil (calendar) date, not the Hindu day that begins at sunrise. Indian numerology reads it as the number of everyday temperament and of the way a person meets others, and keys the planet, weekday, colour, stone and metal correspondences to it.',
      hi: 'मूलांक जन्म की तारीख़ (महीने का दिन) के अंकों का योग घटाकर निकला एक अंक है; यह नागरिक कैलेंडर की तारीख़ से लिया जाता है, सूर्योदय से आरंभ होने वाले हिंदू दिन से नहीं। भारतीय अंक ज्योतिष इसे रोज़मर्रा के स्वभाव और दूसरों से मिलने-जुलने के ढंग का अंक मानता है, और ग्रह, वार, रंग, रत्न व धातु के संबंध इसी अंक से जोड़े जाते हैं।',
    },
  },
  destiny: {
    title: { en: 'Destiny number (Bhagyank, life-path number)', hi: 'भाग्यांक' },
    about: {
      en: 'The destiny number is the digital root of all the digits of the birth date written as DD MM YYYY. Numerology books read it as the number of the broad course of life and of long-term aims, as distinct from the day-to-day temperament of the psychic number. The name “destiny” is traditional; the number foretells nothing.',
      hi: 'भाग्यांक जन्म-तिथि को DD MM YYYY के रूप में लिखकर उसके सभी अंकों के योग को एक अंक तक घटाने से मिलता है। अंक ज्योतिष की पुस्तकें इसे जीवन की व्यापक दिशा और दीर्घकालीन लक्ष्यों का अंक मानती हैं, जबकि मूलांक रोज़मर्रा के स्वभाव का। “भाग्य” नाम परंपरा से आया है; यह अंक किसी बात की भविष्यवाणी नहीं करता।',
    },
  },
  name: {
    title: { en: 'Name number (Namank)', hi: 'नामांक' },
    about: {
      en: 'The name number adds the values of all letters of the full name, as written in Latin letters, by the declared letter table, and reduces the sum (the compound number) to one digit. Books read it as the number of how a person is known to others. Another spelling or another table gives another number, so the spelling used is shown letter by letter.',
      hi: 'नामांक पूरे नाम के सभी अक्षरों (रोमन/लैटिन लिपि में लिखे) के मान घोषित अक्षर-तालिका से जोड़कर और उस योग (संयुक्त अंक) को एक अंक तक घटाकर निकलता है। पुस्तकें इसे इस बात का अंक मानती हैं कि व्यक्ति दूसरों के बीच किस रूप में जाना जाता है। वर्तनी या तालिका बदलने से अंक बदल जाता है, इसलिए प्रयुक्त वर्तनी का हर अक्षर उसके मान के साथ दिखाया गया है।',
    },
  },
};

/** How the friendly, neutral and review lists are derived (rule `NUM.REL_DERIVED`). */
export const relationBasisText: Bilingual = {
  en: 'Derived, not a classical numerology table. Each number has a planet (1 Sun, 2 Moon, 3 Jupiter, 4 Rahu, 5 Mercury, 6 Venus, 7 Ketu, 8 Saturn, 9 Mars). The lists apply the natural planetary relationships of Brihat Parashara Hora Shastra (table REL.BPHS) to the planet of the base number: numbers whose planets it regards as friends are friendly, as neutral are neutral, and as enemies are review numbers. BPHS does not rate Rahu and Ketu, so Rahu is read as Saturn and Ketu as Mars, after the maxim “Shanivad Rahu, Kujavad Ketu”; a number whose planet then coincides with the base planet counts as friendly. The base number itself is in none of the lists.',
  hi: 'यह व्युत्पन्न (निकाली गई) सूची है, अंक ज्योतिष की कोई शास्त्रीय तालिका नहीं। हर अंक का एक ग्रह है (1 सूर्य, 2 चंद्र, 3 गुरु, 4 राहु, 5 बुध, 6 शुक्र, 7 केतु, 8 शनि, 9 मंगल)। सूचियाँ बृहत् पाराशर होरा शास्त्र की नैसर्गिक ग्रह-मैत्री (तालिका REL.BPHS) को आधार अंक के ग्रह पर लागू करके बनी हैं: जिन अंकों के ग्रहों को वह मित्र मानता है वे मित्र अंक हैं, सम मानता है वे सम अंक हैं, और शत्रु मानता है वे समीक्षा अंक हैं। BPHS राहु और केतु की मैत्री नहीं बताता, इसलिए “शनिवत् राहु, कुजवत् केतु” सूत्र के अनुसार राहु को शनि और केतु को मंगल की तरह पढ़ा गया है; इसके बाद जिस अंक का ग्रह आधार ग्रह से मेल खाए, उसे मित्र अंक गिना गया है। आधार अंक स्वयं किसी सूची में नहीं है।',
};

/** What a review number is — and is not. */
export const reviewNumbersText: Bilingual = {
  en: 'Review numbers are the numbers whose planets the base planet regards as natural enemies in the BPHS relationship table. Some popular sources present such numbers as something to fear; this service does not. A review number only marks a date, name or identifier that a practitioner may wish to look at once more. Nothing adverse is implied or predicted, and the table is a correspondence only.',
  hi: 'समीक्षा अंक वे अंक हैं जिनके ग्रहों को आधार ग्रह BPHS की मैत्री-तालिका में नैसर्गिक शत्रु मानता है। कुछ लोकप्रिय स्रोत ऐसे अंकों से डरने की बात करते हैं; यह सेवा ऐसा नहीं करती। समीक्षा अंक केवल यह संकेत है कि किसी तारीख़, नाम या पहचान-संख्या को कोई जानकार एक बार फिर देखना चाहे। इससे किसी हानि का अर्थ या भविष्यवाणी नहीं निकलती; तालिका केवल पारंपरिक संबंध दर्शाती है।',
};

/** Notes on the correspondences block. */
export const correspondenceNotes = {
  basis: {
    en: 'Correspondences of the psychic number from table NUM.PLANET_IN (Indian usage), as numerology books key them.',
    hi: 'मूलांक के पारंपरिक संबंध, तालिका NUM.PLANET_IN (भारतीय प्रचलन) के अनुसार, जैसा अंक ज्योतिष की पुस्तकें इन्हें जोड़ती हैं।',
  },
  dayVariants: {
    en: 'For 4 the table gives Saturday, with Sunday as a variant; for 7 it gives Tuesday, with Monday as a variant. Authors differ most about the days and colours of 4 and 7.',
    hi: 'अंक 4 के लिए तालिका शनिवार देती है, विकल्प रविवार; अंक 7 के लिए मंगलवार, विकल्प सोमवार। अंक 4 और 7 के वार और रंगों पर लेखकों में सबसे अधिक मतभेद है।',
  },
  metals: {
    en: 'Metals are not part of the number table; they come from the declared list NUM.METAL_IN of planetary substances. Lists differ between authors, most of all for Rahu and Ketu (lead, five-metal alloy, iron and tin are all found).',
    hi: 'धातुएँ अंक-तालिका का भाग नहीं हैं; वे ग्रहों के पदार्थों की घोषित सूची NUM.METAL_IN से ली गई हैं। लेखकों की सूचियाँ अलग-अलग हैं, सबसे अधिक राहु और केतु के लिए (सीसा, पंचधातु, लोहा और राँगा — सभी मिलते हैं)।',
  },
  stones: {
    en: 'The stone is listed as the tradition pairs it with the planet. Whether any stone suits a person is not assessed here, and no stone is recommended.',
    hi: 'रत्न वही बताया गया है जिसे परंपरा इस ग्रह से जोड़ती है। कोई रत्न किसी व्यक्ति के लिए उपयुक्त है या नहीं, इसका आकलन यहाँ नहीं किया गया है, और किसी रत्न की सिफ़ारिश नहीं की जाती।',
  },
} as const satisfies Record<string, Bilingual>;

/** A graha named for a relation sentence: "Ketu (read as Mars)" when a node is proxied. */
export interface RelationPlanet {
  name: Bilingual;
  /** The graha whose row stands for it (nodes only), else null. */
  readAs: Bilingual | null;
}

function label(p: RelationPlanet): Bilingual {
  return p.readAs === null
    ? p.name
    : { en: `${p.name.en} (read as ${p.readAs.en})`, hi: `${p.name.hi} (${p.readAs.hi}वत्)` };
}

/** Why a number is in its list: how the base planet regards the other number's planet. */
export function relationReason(relation: Exclude<NumberRelation, 'same-number'>, base: RelationPlanet, other: RelationPlanet): Bilingual {
  const b = label(base);
  const o = label(other);
  switch (relation) {
    case 'same-planet':
      return {
        en: `${o.en} and ${b.en} are the same planet once the nodes are read as Saturn and Mars, so the number counts as friendly.`,
        hi: `राहु-केतु को शनि और मंगल की तरह पढ़ने पर ${o.hi} और ${b.hi} एक ही ग्रह ठहरते हैं, इसलिए यह अंक मित्र गिना गया है।`,
      };
    case 'friend':
      return {
        en: `${b.en} regards ${o.en} as a natural friend (BPHS).`,
        hi: `BPHS के अनुसार ${b.hi} ${o.hi} को नैसर्गिक मित्र मानता है।`,
      };
    case 'neutral':
      return {
        en: `${b.en} regards ${o.en} as neutral (BPHS).`,
        hi: `BPHS के अनुसार ${b.hi} ${o.hi} को सम मानता है।`,
      };
    case 'enemy':
      return {
        en: `${b.en} regards ${o.en} as a natural enemy (BPHS), so the number is listed for review only.`,
        hi: `BPHS के अनुसार ${b.hi} ${o.hi} को नैसर्गिक शत्रु मानता है, इसलिए यह अंक केवल समीक्षा के लिए सूचीबद्ध है।`,
      };
  }
}
