/**
 * Life-area hints (predictions.md §5): the topics of each house from the Moon and the
 * karakatva (significations) of each graha, as ids and as bilingual noun phrases. The Hindi
 * phrases are in the oblique form, ready for "… से जुड़े मामलों में" and "… के लिए".
 */
import type { Bilingual } from '../../shared/bilingual.ts';
import type { GrahaId } from '../../jyotish/core/zodiac.ts';

export interface AreaPhrase extends Bilingual {
  ids: readonly string[];
}

/** Houses 1–12 (index 0 = 1st). */
export const houseAreas: readonly AreaPhrase[] = [
  { ids: ['self', 'health', 'vitality'], en: 'health, confidence and vitality', hi: 'स्वास्थ्य, आत्मविश्वास और शारीरिक ऊर्जा' },
  { ids: ['money', 'family', 'speech'], en: 'money, family and speech', hi: 'धन, परिवार और वाणी' },
  { ids: ['effort', 'siblings', 'short-trips'], en: 'effort, siblings and short trips', hi: 'पराक्रम, भाई-बहनों और छोटी यात्राओं' },
  { ids: ['home', 'mother', 'vehicles', 'peace'], en: 'home, mother, vehicles and peace of mind', hi: 'घर, माता, वाहनों और मन की शांति' },
  { ids: ['children', 'learning', 'romance'], en: 'children, learning and romance', hi: 'संतान, विद्या और प्रेम-संबंधों' },
  { ids: ['competition', 'debts', 'illness'], en: 'competition, debts and illness', hi: 'प्रतिस्पर्धा, ऋण और रोगों' },
  { ids: ['partner', 'contracts'], en: 'partner, partnerships and contracts', hi: 'जीवनसाथी, साझेदारी और अनुबंधों' },
  { ids: ['obstacles', 'sudden-events'], en: 'obstacles and sudden events', hi: 'बाधाओं और अचानक होने वाली घटनाओं' },
  { ids: ['luck', 'elders', 'dharma', 'long-travel'], en: 'luck, elders, dharma and long journeys', hi: 'भाग्य, बड़ों, धर्म और लंबी यात्राओं' },
  { ids: ['career', 'status'], en: 'career, work and status', hi: 'करियर, कार्यक्षेत्र और प्रतिष्ठा' },
  { ids: ['gains', 'networks'], en: 'gains, income and networks', hi: 'लाभ, आय और मित्र-संपर्कों' },
  { ids: ['expenses', 'sleep', 'distant-places'], en: 'expenses, sleep and distant places', hi: 'व्यय, नींद और दूर के स्थानों' },
];

/** The graha's significations (karakatva). */
export const grahaThemes: Readonly<Record<GrahaId, AreaPhrase>> = {
  sun: { ids: ['authority', 'father', 'government'], en: 'authority, father and government', hi: 'अधिकार, पिता और सरकारी कामकाज' },
  moon: { ids: ['mind', 'mother', 'public'], en: 'mind, mother and the public', hi: 'मन, माता और जनसंपर्क' },
  mars: { ids: ['energy', 'property', 'disputes'], en: 'energy, property and disputes', hi: 'ऊर्जा, भूमि-संपत्ति और विवादों' },
  mercury: { ids: ['communication', 'trade', 'study'], en: 'communication, trade and study', hi: 'संवाद, व्यापार और पढ़ाई-लिखाई' },
  jupiter: { ids: ['growth', 'teachers', 'children', 'wealth'], en: 'growth, teachers, children and wealth', hi: 'उन्नति, गुरुजनों, संतान और धन' },
  venus: { ids: ['relationships', 'comforts', 'arts'], en: 'relationships, comforts and the arts', hi: 'संबंधों, सुख-सुविधाओं और कलाओं' },
  saturn: { ids: ['work', 'delays', 'discipline'], en: 'work, delays and discipline', hi: 'काम-काज, विलंब और अनुशासन' },
  rahu: { ids: ['ambition', 'confusion', 'foreign'], en: 'ambition, confusion and foreign matters', hi: 'महत्वाकांक्षा, भ्रम और विदेश से जुड़ी बातों' },
  ketu: { ids: ['detachment', 'spirituality', 'losses'], en: 'detachment, spirituality and losses', hi: 'वैराग्य, आध्यात्मिकता और हानि' },
};
