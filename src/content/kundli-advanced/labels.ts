/**
 * Labels of the kundli-advanced result: topic titles, section titles, dignity names, house
 * ordinals, Sarva strength levels and the readings' general note.
 */
import type { Bilingual } from '../../shared/bilingual.ts';
import type { Dignity } from '../../jyotish/chart/dignity.ts';
import type { SavStrength } from '../../jyotish/chart/ashtakavarga.ts';
import type { ReadingTopicId } from '../../jyotish/readings/topics.ts';
import type { FactDirection } from '../../jyotish/readings/facts.ts';

export const readingSectionIds = ['overview', 'house-sign', 'lord', 'occupants', 'aspects', 'ashtakavarga'] as const;
export type ReadingSectionId = (typeof readingSectionIds)[number];

export const sectionTitles: Record<ReadingSectionId, Bilingual> = {
  overview: { en: 'Overview', hi: 'सार' },
  'house-sign': { en: 'The house and its sign', hi: 'भाव और उसकी राशि' },
  lord: { en: 'The house lord', hi: 'भाव स्वामी' },
  occupants: { en: 'Grahas in the house', hi: 'भाव में स्थित ग्रह' },
  aspects: { en: 'Aspects on the house', hi: 'भाव पर दृष्टि' },
  ashtakavarga: { en: 'Ashtakavarga strength', hi: 'अष्टकवर्ग बल' },
};

export interface TopicLabels {
  title: Bilingual;
  /** What the house governs, as a noun phrase inside a sentence (Hindi in the oblique case, before का). */
  theme: Bilingual;
  /** A short name inside a sentence ("marriage and partnership"). */
  short: Bilingual;
}

export const topicLabels: Record<ReadingTopicId, TopicLabels> = {
  self: {
    title: { en: 'Self and personality', hi: 'स्वयं और व्यक्तित्व' },
    theme: { en: 'the self, the body and the general direction of life', hi: 'स्वयं, शरीर और जीवन की सामान्य दिशा' },
    short: { en: 'the self', hi: 'स्वयं' },
  },
  'wealth-speech': {
    title: { en: 'Wealth and speech', hi: 'धन और वाणी' },
    theme: { en: 'family resources, savings and speech', hi: 'पारिवारिक संसाधनों, संचय और वाणी' },
    short: { en: 'wealth and speech', hi: 'धन और वाणी' },
  },
  'courage-siblings': {
    title: { en: 'Courage and siblings', hi: 'साहस और भाई-बहन' },
    theme: { en: 'courage, initiative, communication and younger siblings', hi: 'साहस, पहल, संवाद और छोटे भाई-बहनों' },
    short: { en: 'courage and siblings', hi: 'साहस और भाई-बहन' },
  },
  'home-mother': {
    title: { en: 'Home and mother', hi: 'घर और माता' },
    theme: { en: 'home, mother, inner contentment and property', hi: 'घर, माता, मन के सुख और संपत्ति' },
    short: { en: 'home and mother', hi: 'घर और माता' },
  },
  'children-learning': {
    title: { en: 'Children and learning', hi: 'संतान और विद्या' },
    theme: { en: 'children, learning, creativity and judgement', hi: 'संतान, विद्या, सृजनशीलता और विवेक' },
    short: { en: 'children and learning', hi: 'संतान और विद्या' },
  },
  'health-service': {
    title: { en: 'Health and service', hi: 'स्वास्थ्य और सेवा' },
    theme: {
      en: 'daily habits of health, work routines, service and the handling of obstacles',
      hi: 'स्वास्थ्य की दैनिक आदतों, काम की दिनचर्या, सेवा और बाधाओं से निपटने',
    },
    short: { en: 'health and service', hi: 'स्वास्थ्य और सेवा' },
  },
  'marriage-partnership': {
    title: { en: 'Marriage and partnership', hi: 'विवाह और साझेदारी' },
    theme: { en: 'marriage, partnerships and dealings with others', hi: 'विवाह, साझेदारी और दूसरों से व्यवहार' },
    short: { en: 'marriage and partnership', hi: 'विवाह और साझेदारी' },
  },
  career: {
    title: { en: 'Career', hi: 'करियर और कर्म' },
    theme: { en: 'career, public standing and one\'s work in the world', hi: 'करियर, सामाजिक प्रतिष्ठा और संसार में अपने कर्म' },
    short: { en: 'career', hi: 'करियर' },
  },
  'fortune-dharma': {
    title: { en: 'Fortune and dharma', hi: 'भाग्य और धर्म' },
    theme: { en: 'fortune, higher learning, teachers and dharma', hi: 'भाग्य, उच्च शिक्षा, गुरुजनों और धर्म' },
    short: { en: 'fortune and dharma', hi: 'भाग्य और धर्म' },
  },
};

export const dignityNames: Record<Dignity, Bilingual> = {
  exalted: { en: 'Exalted', hi: 'उच्च' },
  moolatrikona: { en: 'Moolatrikona', hi: 'मूलत्रिकोण' },
  own: { en: 'Own sign', hi: 'स्वराशि' },
  friend: { en: 'Friend\'s sign', hi: 'मित्र राशि' },
  neutral: { en: 'Neutral sign', hi: 'सम राशि' },
  enemy: { en: 'Enemy\'s sign', hi: 'शत्रु राशि' },
  debilitated: { en: 'Debilitated', hi: 'नीच' },
};

export const directionNames: Record<FactDirection, Bilingual> = {
  supportive: { en: 'supportive', hi: 'सहायक' },
  challenging: { en: 'challenging', hi: 'चुनौतीपूर्ण' },
  neutral: { en: 'neutral', hi: 'तटस्थ' },
};

export const savStrengthNames: Record<SavStrength, Bilingual> = {
  strong: { en: 'Strong (28 or more bindus)', hi: 'बलवान (28 या अधिक बिन्दु)' },
  average: { en: 'Average (25–27 bindus)', hi: 'मध्यम (25–27 बिन्दु)' },
  weak: { en: 'Weak (below 25 bindus)', hi: 'निर्बल (25 से कम बिन्दु)' },
};

export const readingsNote: Bilingual = {
  en: 'These readings restate classical Parashari rules about the birth chart in plain language. They describe tendencies to reflect on, not fixed outcomes, and they are not advice on health, money or legal matters.',
  hi: 'ये पठन जन्म कुण्डली से सम्बन्धित शास्त्रीय पाराशरी नियमों को सरल भाषा में प्रस्तुत करते हैं। ये विचार करने योग्य प्रवृत्तियाँ बताते हैं, निश्चित परिणाम नहीं, और ये स्वास्थ्य, धन या कानूनी विषयों पर सलाह नहीं हैं।',
};
