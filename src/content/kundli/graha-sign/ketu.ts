/**
 * Ketu in the twelve signs (rule `KUNDLI.GRAHA_IN_SIGN`, source `nodeSignSource`): read
 * through the sign lord; exalted in Vrishchika and debilitated in Vrishabha (DIGNITY.BPHS;
 * the Dhanu/Mithuna variant is noted where it applies).
 */
import type { SignTexts } from '../types.ts';

export const ketuInSign: SignTexts = {
  mesha: {
    en: 'Ketu in Mesha (Aries) works through Mars, giving sudden courage, sharp instincts and a tendency to act alone. Traditionally the native may start things with great force and then lose interest once the challenge is gone. Spiritual discipline or martial practice gives this energy a worthy focus.',
    hi: 'मेष राशि में केतु मंगल के माध्यम से फल देता है, जिससे अचानक साहस, तीव्र अंतःप्रेरणा और अकेले कार्य करने की प्रवृत्ति आती है। परंपरा से जातक बड़े वेग से काम शुरू कर सकता है और चुनौती समाप्त होते ही रुचि खो सकता है। आध्यात्मिक अनुशासन या युद्ध-कला का अभ्यास इस ऊर्जा को योग्य लक्ष्य देता है।',
  },
  vrishabha: {
    en: 'Ketu is held to be debilitated in Vrishabha (Taurus), the sign of Venus. Traditionally this brings unease with material security, detachment from wealth or comforts, and sometimes unusual food habits. The lesson is to value what is lasting; practical spirituality and simplicity bring peace.',
    hi: 'वृषभ राशि, जो शुक्र की राशि है, में केतु नीच का माना जाता है। परंपरा से यह भौतिक सुरक्षा को लेकर असहजता, धन या सुख-साधनों से विरक्ति और कभी-कभी असामान्य खान-पान की आदतें देता है। इसकी सीख स्थायी वस्तुओं को महत्व देना है; व्यावहारिक आध्यात्मिकता और सादगी शांति लाती हैं।',
  },
  mithuna: {
    en: 'Ketu in Mithuna (Gemini) works through Mercury; some authorities treat this sign as its debilitation. Traditionally the mind may jump between ideas or communicate in unusual, cryptic ways, yet it can grasp subtle truths intuitively. Focused study, especially of languages, mathematics or scripture, steadies it.',
    hi: 'मिथुन राशि में केतु बुध के माध्यम से फल देता है; कुछ आचार्य इसे केतु की नीच राशि मानते हैं। परंपरा से मन एक विचार से दूसरे पर कूद सकता है या असामान्य, रहस्यमय ढंग से संवाद कर सकता है, फिर भी सूक्ष्म सत्यों को अंतर्ज्ञान से ग्रहण कर सकता है। एकाग्र अध्ययन, विशेषकर भाषाओं, गणित या शास्त्रों का, इसे स्थिर करता है।',
  },
  karka: {
    en: 'Ketu in Karka (Cancer) works through the Moon, giving detachment from ordinary emotional needs and sometimes from home or family. Traditionally the native has deep intuition and a connection with ancestral or inner memories. Nurturing others without expecting return brings this placement to fruition.',
    hi: 'कर्क राशि में केतु चन्द्रमा के माध्यम से फल देता है, जिससे सामान्य भावनात्मक आवश्यकताओं से और कभी-कभी घर या परिवार से विरक्ति आती है। परंपरा से जातक में गहरा अंतर्ज्ञान और पैतृक या आंतरिक स्मृतियों से जुड़ाव होता है। बिना प्रतिफल की अपेक्षा के दूसरों का पोषण इस स्थिति को सफल बनाता है।',
  },
  simha: {
    en: 'Ketu in Simha (Leo) works through the Sun, giving detachment from status, titles and the need for applause. Traditionally the native may hold authority yet feel indifferent to it, or may question the role of the father or of power in life. Leadership in spiritual or creative fields suits this placement.',
    hi: 'सिंह राशि में केतु सूर्य के माध्यम से फल देता है, जिससे पद, उपाधियों और प्रशंसा की आवश्यकता से विरक्ति आती है। परंपरा से जातक अधिकार रखते हुए भी उसके प्रति उदासीन रह सकता है, या जीवन में पिता या सत्ता की भूमिका पर प्रश्न कर सकता है। आध्यात्मिक या सृजनात्मक क्षेत्रों में नेतृत्व इस स्थिति के अनुकूल है।',
  },
  kanya: {
    en: 'Ketu in Kanya (Virgo) works through Mercury, giving precise intuition, skill in analysis and an aptitude for healing, technical or service work. Traditionally the native notices what others miss but may be self-critical. Service offered without anxiety about perfection brings the best results.',
    hi: 'कन्या राशि में केतु बुध के माध्यम से फल देता है, जिससे सटीक अंतर्ज्ञान, विश्लेषण में कुशलता और उपचार, तकनीकी या सेवा-कार्य की योग्यता आती है। परंपरा से जातक वह देख लेता है जो दूसरों से छूट जाता है, पर आत्म-आलोचक हो सकता है। पूर्णता की चिंता के बिना की गई सेवा सर्वोत्तम फल देती है।',
  },
  tula: {
    en: 'Ketu in Tula (Libra) works through Venus, giving some detachment or unusual expectations in relationships and a strong inner sense of justice. Traditionally the native may seek a spiritual or unconventional partner, or find that partnerships teach detachment. Fairness guided by inner conviction is the strength here.',
    hi: 'तुला राशि में केतु शुक्र के माध्यम से फल देता है, जिससे संबंधों में कुछ विरक्ति या असामान्य अपेक्षाएँ और न्याय का प्रबल आंतरिक बोध आता है। परंपरा से जातक आध्यात्मिक या अपरंपरागत साथी खोज सकता है, या पाता है कि साझेदारियाँ वैराग्य सिखाती हैं। आंतरिक विश्वास से निर्देशित निष्पक्षता यहाँ की शक्ति है।',
  },
  vrishchika: {
    en: 'Ketu is held to be exalted in Vrishchika (Scorpio), the sign of Mars. Traditionally this gives penetrating insight, courage in the face of the unknown, and a gift for research, occult study and transformation. It is considered strong for spiritual practice and the pursuit of liberation.',
    hi: 'वृश्चिक राशि, जो मंगल की राशि है, में केतु उच्च का माना जाता है। परंपरा से यह भेदक अंतर्दृष्टि, अज्ञात के सामने साहस और शोध, गूढ़ विद्याओं तथा रूपांतरण की प्रतिभा देता है। इसे आध्यात्मिक साधना और मोक्ष की खोज के लिए सबल माना जाता है।',
  },
  dhanu: {
    en: 'Ketu in Dhanu (Sagittarius) works through Jupiter; some authorities treat this sign as its exaltation. Traditionally it gives spiritual wisdom, interest in philosophy and renunciation, and a faith based on inner experience rather than outward ritual. Such a person may become a quiet teacher of deep subjects.',
    hi: 'धनु राशि में केतु गुरु के माध्यम से फल देता है; कुछ आचार्य इसे केतु की उच्च राशि मानते हैं। परंपरा से यह आध्यात्मिक ज्ञान, दर्शन और त्याग में रुचि तथा बाहरी कर्मकांड के बजाय आंतरिक अनुभव पर आधारित आस्था देता है। ऐसा व्यक्ति गहरे विषयों का शांत अध्यापक बन सकता है।',
  },
  makara: {
    en: 'Ketu in Makara (Capricorn) works through Saturn, giving the ability to work hard without attachment to rewards or recognition. Traditionally the native may change careers or feel detached from worldly ambition while still fulfilling duties. Disciplined, selfless work is the path this placement favours.',
    hi: 'मकर राशि में केतु शनि के माध्यम से फल देता है, जिससे पुरस्कार या पहचान की आसक्ति के बिना कठोर परिश्रम करने की क्षमता आती है। परंपरा से जातक कार्यक्षेत्र बदल सकता है या कर्तव्य निभाते हुए भी सांसारिक महत्त्वाकांक्षा से विरक्त रह सकता है। अनुशासित, निःस्वार्थ कर्म वह मार्ग है जिसे यह स्थिति उचित ठहराती है।',
  },
  kumbha: {
    en: 'Ketu in Kumbha (Aquarius) works through Saturn, giving unusual insight, interest in science, mysticism or humanitarian work, and detachment from social convention. Traditionally the native may keep to a small circle while thinking about the welfare of many. Original ideas come intuitively here.',
    hi: 'कुम्भ राशि में केतु शनि के माध्यम से फल देता है, जिससे असामान्य अंतर्दृष्टि, विज्ञान, रहस्यवाद या मानवसेवा में रुचि और सामाजिक रूढ़ियों से विरक्ति आती है। परंपरा से जातक छोटे दायरे में रहते हुए भी अनेक लोगों के कल्याण की सोच रखता है। यहाँ मौलिक विचार अंतर्ज्ञान से आते हैं।',
  },
  meena: {
    en: 'Ketu in Meena (Pisces) works through Jupiter and is traditionally regarded as favourable for spiritual liberation. It gives compassion, mystical experience, and interest in meditation and retreat. The native may feel detached from worldly goals, finding fulfilment in devotion and service.',
    hi: 'मीन राशि में केतु गुरु के माध्यम से फल देता है और परंपरा से इसे आध्यात्मिक मुक्ति के लिए अनुकूल माना जाता है। यह करुणा, रहस्यमय अनुभव और ध्यान तथा एकांतवास में रुचि देता है। जातक सांसारिक लक्ष्यों से विरक्त अनुभव कर सकता है और भक्ति तथा सेवा में पूर्णता पाता है।',
  },
};
