/**
 * Texts of the numerology-guidance result: the biorhythm model and its limitation, the date
 * lists, the colours and the vehicle-number reduction with its comparison sentences. The
 * relation sentences both numerology endpoints use are in numerology.ts, whose
 * numerologyContentVersion covers this file too.
 * The biorhythm texts never speak of a combined or mean value: only three separate cycles are
 * published.
 */
import type { Bilingual } from '../shared/bilingual.ts';
import type { CycleId } from '../numerology/biorhythm.ts';
import type { DateRule } from '../numerology/month-dates.ts';
import type { PlateMethod } from '../numerology/plate.ts';
import type { RelationGroup } from '../numerology/relations.ts';

export const biorhythmTexts = {
  origin: {
    en: 'The biorhythm model goes back to the Berlin physician Wilhelm Fliess and the Viennese psychologist Hermann Swoboda around 1900. It assumes three sine curves of fixed length — 23 days (physical), 28 days (emotional) and 33 days (intellectual) — that all start at zero, rising, on the day of birth.',
    hi: 'बायोरिदम का मॉडल लगभग 1900 के आसपास बर्लिन के चिकित्सक विल्हेल्म फ़्लीस और वियना के मनोवैज्ञानिक हरमन स्वोबोडा से चला। यह मानता है कि निश्चित लंबाई के तीन साइन वक्र — 23 दिन (शारीरिक), 28 दिन (भावनात्मक) और 33 दिन (बौद्धिक) — जन्म के दिन शून्य से ऊपर की ओर आरंभ होते हैं।',
  },
  limitation: {
    en: 'Controlled studies have found no support for biorhythm cycles: the curves have not been shown to predict performance, mood, accidents or health. The values are given as a traditional calculation, for entertainment and review only, and should not guide any decision.',
    hi: 'नियंत्रित अध्ययनों में बायोरिदम चक्रों का कोई समर्थन नहीं मिला है: यह सिद्ध नहीं हुआ कि ये वक्र कार्य-क्षमता, मनोदशा, दुर्घटना या स्वास्थ्य का पूर्वानुमान करते हैं। ये मान केवल एक पारंपरिक गणना के रूप में, मनोरंजन और समीक्षा के लिए दिए गए हैं; इनके आधार पर कोई निर्णय नहीं लेना चाहिए।',
  },
  values: {
    en: 'value = sin(2π·t / periodDays), where t is the number of days from the birth date to the reference date (the birth day is t = 0), given to 4 decimals; valuePercent is 100 × value rounded to one decimal (−100 to 100). The trend compares the next day’s value with this day’s. A critical day is a day on which the curve passes through zero before the next day; the model’s authors called such days unsettled, which no study has confirmed.',
    hi: 'मान = sin(2π·t / periodDays), जहाँ t जन्म-तिथि से संदर्भ-तिथि तक के दिनों की संख्या है (जन्म का दिन t = 0), चार दशमलव तक; valuePercent = 100 × मान, एक दशमलव तक (−100 से 100)। प्रवृत्ति (trend) अगले दिन के मान की इस दिन के मान से तुलना है। संवेदनशील दिन (critical day) वह दिन है जिस पर वक्र अगले दिन से पहले शून्य को पार करता है; मॉडल के प्रवर्तक ऐसे दिनों को अस्थिर कहते थे, जिसकी किसी अध्ययन ने पुष्टि नहीं की।',
  },
} as const satisfies Record<string, Bilingual>;

export const cycleTexts: Record<CycleId, { name: Bilingual; description: Bilingual }> = {
  physical: {
    name: { en: 'Physical', hi: 'शारीरिक' },
    description: {
      en: 'The 23-day curve, which the model connects with stamina and physical energy.',
      hi: '23 दिन का वक्र, जिसे यह मॉडल सहनशक्ति और शारीरिक ऊर्जा से जोड़ता है।',
    },
  },
  emotional: {
    name: { en: 'Emotional', hi: 'भावनात्मक' },
    description: {
      en: 'The 28-day curve, which the model connects with mood and sensitivity.',
      hi: '28 दिन का वक्र, जिसे यह मॉडल मनोदशा और संवेदनशीलता से जोड़ता है।',
    },
  },
  intellectual: {
    name: { en: 'Intellectual', hi: 'बौद्धिक' },
    description: {
      en: 'The 33-day curve, which the model connects with concentration and reasoning.',
      hi: '33 दिन का वक्र, जिसे यह मॉडल एकाग्रता और तर्क-शक्ति से जोड़ता है।',
    },
  },
};

export const dateRuleTexts: Record<DateRule, Bilingual> = {
  'day-of-month': {
    en: 'Rule NUM.DATE_DAY_ROOT: the number of a date is the digital root of its day of the month (for the 28th: 2 + 8 = 10 → 1 + 0 = 1).',
    hi: 'नियम NUM.DATE_DAY_ROOT: किसी तारीख़ का अंक उसके महीने के दिन के अंकों का योग एक अंक तक घटाकर मिलता है (28 तारीख़ के लिए: 2 + 8 = 10 → 1 + 0 = 1)।',
  },
  'full-date': {
    en: 'Rule NUM.DATE_FULL_ROOT: the number of a date is the digital root of all digits of DD MM YYYY.',
    hi: 'नियम NUM.DATE_FULL_ROOT: किसी तारीख़ का अंक DD MM YYYY के सभी अंकों का योग एक अंक तक घटाकर मिलता है।',
  },
};

export const dateListTexts = {
  friendly: {
    en: 'Dates of the month whose number is your psychic number or one of its friendly numbers. Numerology books call such dates favourable for your own plans; this is a correspondence, not a promise about the day.',
    hi: 'महीने की वे तारीख़ें जिनका अंक आपका मूलांक या उसका कोई मित्र अंक है। अंक ज्योतिष की पुस्तकें ऐसी तारीख़ों को अपने कामों के लिए अनुकूल कहती हैं; यह एक पारंपरिक संबंध है, उस दिन के बारे में कोई वादा नहीं।',
  },
  review: {
    en: 'Dates for review: dates of the month whose number is one of the review numbers of your psychic number. They are listed so that a plan falling on them can be looked at once more, not because anything is expected to go wrong on them.',
    hi: 'समीक्षा की तारीख़ें: महीने की वे तारीख़ें जिनका अंक आपके मूलांक का कोई समीक्षा अंक है। इन्हें इसलिए सूचीबद्ध किया गया है कि इन पर पड़ने वाली किसी योजना को एक बार फिर देखा जा सके, इसलिए नहीं कि इन दिनों कुछ बुरा होने की आशंका है।',
  },
} as const satisfies Record<string, Bilingual>;

export const colourTexts = {
  referenceDate: {
    en: 'Colours for the reference date, by two correspondences of NUM.PLANET_IN: the colours of the planet that rules the weekday, and the colours of the number of the date. They are shown side by side; the tradition does not rank one above the other.',
    hi: 'संदर्भ-तिथि के रंग, NUM.PLANET_IN के दो संबंधों से: उस वार के स्वामी ग्रह के रंग, और तारीख़ के अंक के रंग। दोनों साथ-साथ दिखाए गए हैं; परंपरा किसी एक को दूसरे से ऊपर नहीं रखती।',
  },
  birth: {
    en: 'Colours of your psychic and destiny numbers in NUM.PLANET_IN. A colour correspondence is a custom, not advice to wear or buy anything.',
    hi: 'NUM.PLANET_IN के अनुसार आपके मूलांक और भाग्यांक के रंग। रंगों का यह संबंध एक रीति है, कुछ पहनने या ख़रीदने की सलाह नहीं।',
  },
} as const satisfies Record<string, Bilingual>;

export const plateTexts = {
  methods: {
    'digits-only': {
      en: 'Method NUM.PLATE_DIGITS: only the digits are added; letters are shown but not counted.',
      hi: 'विधि NUM.PLATE_DIGITS: केवल अंक जोड़े जाते हैं; अक्षर दिखाए गए हैं पर गिने नहीं गए।',
    },
    'digits-and-letters': {
      en: 'Method NUM.PLATE_WITH_LETTERS: the digits and the Chaldean values of the letters (table NUM.CHALDEAN) are added.',
      hi: 'विधि NUM.PLATE_WITH_LETTERS: अंक और अक्षरों के कैल्डियन मान (तालिका NUM.CHALDEAN) जोड़े जाते हैं।',
    },
  } satisfies Record<PlateMethod, Bilingual>,
  noClaim: {
    en: 'This is only arithmetic on the characters of the identifier followed by a table comparison of the resulting digit. It says nothing about the safety, reliability, luck or prosperity connected with a vehicle, and it is no reason to choose or to avoid any registration number.',
    hi: 'यह केवल पहचान-संख्या के अक्षरों और अंकों पर किया गया जोड़ है, और उसके बाद परिणामी अंक की तालिका से तुलना। इससे किसी वाहन की सुरक्षा, विश्वसनीयता, भाग्य या समृद्धि के बारे में कुछ पता नहीं चलता, और यह किसी पंजीकरण संख्या को चुनने या छोड़ने का कारण नहीं है।',
  },
  nothingCounted: {
    en: 'No digit was counted, so the identifier has no number to compare.',
    hi: 'कोई अंक नहीं गिना गया, इसलिए पहचान-संख्या का तुलना करने योग्य कोई अंक नहीं है।',
  },
} as const;

const roleNames: Record<'radical' | 'destiny', Bilingual> = {
  radical: { en: 'psychic number (Moolank)', hi: 'मूलांक' },
  destiny: { en: 'destiny number (Bhagyank)', hi: 'भाग्यांक' },
};

/** One sentence comparing a reduced identifier with a birth number. */
export function plateComparisonText(role: 'radical' | 'destiny', reduced: number, base: number, group: RelationGroup): Bilingual {
  const r = roleNames[role];
  switch (group) {
    case 'same':
      return {
        en: `The identifier reduces to ${reduced}, the same number as your ${r.en}.`,
        hi: `पहचान-संख्या घटकर ${reduced} बनती है, जो आपके ${r.hi} के समान अंक है।`,
      };
    case 'friendly':
      return {
        en: `The identifier reduces to ${reduced}, a friendly number of your ${r.en} ${base} in the derived table.`,
        hi: `पहचान-संख्या घटकर ${reduced} बनती है, जो व्युत्पन्न तालिका में आपके ${r.hi} ${base} का मित्र अंक है।`,
      };
    case 'neutral':
      return {
        en: `The identifier reduces to ${reduced}, a neutral number of your ${r.en} ${base} in the derived table.`,
        hi: `पहचान-संख्या घटकर ${reduced} बनती है, जो व्युत्पन्न तालिका में आपके ${r.hi} ${base} का सम अंक है।`,
      };
    case 'review':
      return {
        en: `The identifier reduces to ${reduced}, a review number of your ${r.en} ${base} in the derived table: listed for a second look only, with nothing adverse implied.`,
        hi: `पहचान-संख्या घटकर ${reduced} बनती है, जो व्युत्पन्न तालिका में आपके ${r.hi} ${base} का समीक्षा अंक है: केवल दोबारा देखने के लिए सूचीबद्ध, इससे कोई प्रतिकूल अर्थ नहीं निकलता।`,
      };
  }
}
