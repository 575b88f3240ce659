/** Bilingual names of the Jaimini entities: chara karakas, arudha padas, deities, argala statuses. */
import type { Bilingual } from '../../shared/bilingual.ts';
import type { KarakaRole } from '../../jyotish/jaimini/karakas.ts';

export const jaiminiContentVersion = 'jaimini-content.1';

/** Role names by scheme: in the 7-karaka scheme rank 5 is the Putrakaraka (no Pitrikaraka). */
export const karakaRoleNames: Record<KarakaRole, Bilingual & { abbreviation: string }> = {
  AK: { abbreviation: 'AK', en: 'Atmakaraka', hi: 'आत्मकारक' },
  AmK: { abbreviation: 'AmK', en: 'Amatyakaraka', hi: 'अमात्यकारक' },
  BK: { abbreviation: 'BK', en: 'Bhratrikaraka', hi: 'भ्रातृकारक' },
  MK: { abbreviation: 'MK', en: 'Matrikaraka', hi: 'मातृकारक' },
  PiK: { abbreviation: 'PiK', en: 'Pitrikaraka', hi: 'पितृकारक' },
  PK: { abbreviation: 'PK', en: 'Putrakaraka', hi: 'पुत्रकारक' },
  GK: { abbreviation: 'GK', en: 'Gnatikaraka', hi: 'ज्ञातिकारक' },
  DK: { abbreviation: 'DK', en: 'Darakaraka', hi: 'दारकारक' },
};

export const karakaSchemeNames: Record<7 | 8, Bilingual> = {
  8: { en: 'Eight chara karakas including Rahu (Rahu counted as 30° − degrees), BPHS 32 — the scheme Parashara states first', hi: 'राहु सहित आठ चर कारक (राहु के अंश 30° − अंश), बृहत् पाराशर 32 — पराशर द्वारा पहले बताई गई पद्धति' },
  7: { en: 'Seven chara karakas, Sun to Saturn (the K. N. Rao / B. V. Raman school)', hi: 'सूर्य से शनि तक सात चर कारक (के. एन. राव / बी. वी. रमन परंपरा)' },
};

export const arudhaNames: Bilingual[] = [
  { en: 'A1 Arudha Lagna (Pada)', hi: 'A1 आरूढ़ लग्न (पद)' },
  { en: 'A2 Dhana pada', hi: 'A2 धन पद' },
  { en: 'A3 Vikrama (Bhratri) pada', hi: 'A3 विक्रम (भ्रातृ) पद' },
  { en: 'A4 Matri (Sukha) pada', hi: 'A4 मातृ (सुख) पद' },
  { en: 'A5 Mantra (Putra) pada', hi: 'A5 मंत्र (पुत्र) पद' },
  { en: 'A6 Roga (Shatru) pada', hi: 'A6 रोग (शत्रु) पद' },
  { en: 'A7 Dara pada', hi: 'A7 दार पद' },
  { en: 'A8 Mrityu pada', hi: 'A8 मृत्यु पद' },
  { en: 'A9 Bhagya (Pitri) pada', hi: 'A9 भाग्य (पितृ) पद' },
  { en: 'A10 Rajya (Karma) pada', hi: 'A10 राज्य (कर्म) पद' },
  { en: 'A11 Labha pada', hi: 'A11 लाभ पद' },
  { en: 'A12 Upapada', hi: 'A12 उपपद' },
];

export const deityNames: Record<string, Bilingual> = {
  shiva: { en: 'Shiva', hi: 'शिव' },
  gauri: { en: 'Gauri (Parvati)', hi: 'गौरी (पार्वती)' },
  skanda: { en: 'Skanda (Kartikeya, Subrahmanya)', hi: 'स्कन्द (कार्तिकेय, सुब्रह्मण्य)' },
  vishnu: { en: 'Vishnu', hi: 'विष्णु' },
  'samba-shiva': { en: 'Samba Shiva (Shiva with Amba)', hi: 'साम्ब शिव (अम्बा सहित शिव)' },
  lakshmi: { en: 'Lakshmi', hi: 'लक्ष्मी' },
  durga: { en: 'Durga', hi: 'दुर्गा' },
  ganesha: { en: 'Ganesha (also Skanda)', hi: 'गणेश (स्कन्द भी)' },
  rama: { en: 'Rama', hi: 'राम' },
  krishna: { en: 'Krishna', hi: 'कृष्ण' },
  narasimha: { en: 'Narasimha', hi: 'नृसिंह' },
  buddha: { en: 'Buddha', hi: 'बुद्ध' },
  vamana: { en: 'Vamana', hi: 'वामन' },
  parashurama: { en: 'Parashurama', hi: 'परशुराम' },
  kurma: { en: 'Kurma', hi: 'कूर्म' },
  varaha: { en: 'Varaha', hi: 'वराह' },
  matsya: { en: 'Matsya', hi: 'मत्स्य' },
};

export const argalaStatusNames: Record<'none' | 'effective' | 'obstructed', Bilingual> = {
  none: { en: 'No argala (the house is empty)', hi: 'कोई अर्गला नहीं (भाव खाली है)' },
  effective: { en: 'Argala stands (more grahas than in the obstructing house)', hi: 'अर्गला प्रभावी (विरोधी भाव से अधिक ग्रह)' },
  obstructed: { en: 'Obstructed (as many or more grahas in the obstructing house)', hi: 'बाधित (विरोधी भाव में बराबर या अधिक ग्रह)' },
};

export const jaiminiDisclaimer: Bilingual = {
  en: 'Jaimini indicators computed by declared rules for review. They describe the chart in the tradition’s terms; they are not predictions or instructions.',
  hi: 'घोषित नियमों से गणना किए गए जैमिनि संकेतक, समीक्षा हेतु। ये परंपरा की भाषा में कुंडली का वर्णन करते हैं; ये भविष्यवाणी या निर्देश नहीं हैं।',
};
