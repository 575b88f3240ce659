import type { Static } from 'typebox';
import { ayanamshas } from '../../astro/ayanamsha.ts';
import { riseMethodId } from '../../astro/rise-set.ts';
import { libraryVersion } from '../../astro/swe.ts';
import { activityNames, lagnaNatureNames, muhuratRuleText, reviewStatement, softRuleShort, windowExplanation } from '../../content/muhurat.ts';
import { lunarMonthNames, pakshaNames, tithiName, vaaraNames } from '../../content/names.ts';
import { karanaOf, pakshaOfTithi } from '../../jyotish/core/limbs.ts';
import { rashiModality } from '../../jyotish/core/zodiac.ts';
import { activityRules } from '../../jyotish/muhurat/activities.ts';
import type { MuhuratWindow } from '../../jyotish/muhurat/windows.ts';
import { karanaEntity, nakshatraEntity, rashiEntity, yogaEntity } from '../shared/entities.ts';
import { MomentFormatter } from '../shared/moments.ts';
import { vaaraEntity } from '../panchang/present-completion.ts';
import type { Presented } from '../types.ts';
import type { MuhuratComputed } from './compute.ts';
import type { MuhuratFinderResult } from './schema.ts';

type Result = Static<typeof MuhuratFinderResult>;
const natureIds = ['movable', 'fixed', 'dual'] as const;

export function presentMuhurat(c: MuhuratComputed): Presented<Result> {
  const { request, search } = c;
  const activity = request.activity;
  const rules = activityRules[activity];
  const limit = request.limit ?? 50;
  const fmt = new MomentFormatter(c.frame);
  const activityName = activityNames[activity];
  const hasParticipants = c.participants.length > 0;
  const maximumScore = Math.min(
    100,
    20 + 15 + 10 + 10 + 15 + (hasParticipants ? 30 : 0) + rules.fixedLagnaBonus + rules.preferredMonthBonus,
  );
  const seen = new Set<string>();
  const note = (id: string) => seen.add(id);

  const windows = search.windows.slice(0, limit).map((w: MuhuratWindow, i) => {
    const paksha = pakshaOfTithi(w.tithi);
    const month = lunarMonthNames[w.month.number - 1];
    const nakshatra = nakshatraEntity(w.nakshatra);
    const lagna = rashiEntity(w.lagna);
    const vaara = vaaraNames[w.weekday];
    w.passed.forEach(note);
    w.failedSoft.forEach((f) => {
      note(f.ruleId);
      f.checks?.forEach(note);
    });
    return {
      rank: i + 1,
      date: w.date,
      ...fmt.span(w.startJd, w.endJd),
      durationMinutes: Math.round((w.endJd - w.startJd) * 1440 * 10) / 10,
      score: w.score,
      vaara: vaaraEntity(w.weekday),
      tithi: { number: w.tithi + 1, name: tithiName(w.tithi), paksha: { id: paksha, name: pakshaNames[paksha] } },
      nakshatra,
      yoga: yogaEntity(w.yoga),
      karana: karanaEntity(karanaOf(w.karana)),
      lagna: { rashi: lagna, nature: { id: natureIds[rashiModality(w.lagna)], name: lagnaNatureNames[rashiModality(w.lagna)] } },
      moonRashi: rashiEntity(w.moonSign),
      lunarMonth: {
        number: w.month.number,
        id: month.id,
        name: w.month.adhika ? { en: `Adhika ${month.en}`, hi: `अधिक ${month.hi}` } : { en: month.en, hi: month.hi },
        adhika: w.month.adhika,
        reckoning: 'amanta' as const,
      },
      passedRules: w.passed,
      failedSoftRules: w.failedSoft.map((f) => (f.checks ? { ruleId: f.ruleId, points: f.points, checks: f.checks } : { ruleId: f.ruleId, points: f.points })),
      participants: w.participants.map((p) => ({
        tara: { number: p.tara.tara, id: p.tara.id, quality: p.tara.quality },
        chandraBala: { houseFromNatalMoon: p.chandra.house, favourable: p.chandra.favourable },
      })),
      explanation: windowExplanation({
        vaara: { en: vaara.english, hi: vaara.hi },
        paksha: pakshaNames[paksha],
        tithi: tithiName(w.tithi),
        nakshatra: nakshatra.name,
        lagna: lagna.name,
        activity: activityName,
        ruleSetId: rules.ruleSetId,
        exclusionCount: c.exclusions.length,
        score: w.score,
        earned: w.earned.map((e) => softRuleShort[e.ruleId]),
        missed: w.failedSoft.map((f) => softRuleShort[f.ruleId]),
      }),
    };
  });

  const rejections = Object.entries(search.rejectedMinutes).map(([ruleId, minutes]) => {
    note(ruleId);
    return { ruleId, minutes, description: muhuratRuleText(ruleId, activity) };
  });
  c.exclusions.forEach(note);

  const result: Result = {
    activity: { id: activity, name: activityName, ruleSetId: rules.ruleSetId },
    reviewStatement,
    reviewOnly: true,
    range: { startDate: c.days[0].date, endDate: c.days[c.days.length - 1].date, days: c.days.length },
    windows,
    summary: {
      daysSearched: search.daysSearched,
      daysWithWindows: search.daysWithWindows,
      windowCount: search.windows.length,
      returned: windows.length,
      maximumScore,
    },
    exclusionsApplied: c.exclusions,
    rejections,
    rules: [...seen].sort().map((ruleId) => ({ ruleId, description: muhuratRuleText(ruleId, activity) })),
    participants: c.participants.map((p) => ({ janmaNakshatra: nakshatraEntity(p.janmaNakshatra), moonRashi: rashiEntity(p.moonSign) })),
  };

  return {
    method: {
      ephemeris: `swiss-ephemeris-${libraryVersion()}-se1-files`,
      ayanamsha: c.sky.ayanamsha,
      ayanamshaMethodId: ayanamshas[c.sky.ayanamsha].methodId,
      nodeType: c.sky.nodeType,
      nodeMethodId: 'NODE.MEAN',
      positionsMethodId: 'POS.APPARENT_GEO',
      zodiac: 'sidereal',
      timeMethodId: 'TIME.TZDB',
      sunrise: request.sunrise ?? 'upper-limb-refracted',
      sunriseMethodId: riseMethodId[request.sunrise ?? 'upper-limb-refracted'],
      engineMethodId: 'MUHURAT.FILTER_SCORE',
      ruleSetId: rules.ruleSetId,
      tithis: rules.tithiText,
      exclusionIds: c.exclusions,
      bhadraMethodId: request.bhadraRule === 'all' ? 'EX.BHADRA_ALL' : 'EX.BHADRA',
      eclipseMarginDays: request.eclipseMarginDays ?? 0,
      eclipseRule: 'ECLIPSE.DAY_OF_MAXIMUM (solar and lunar; penumbral lunar not counted)',
      durMuhurtaMethodId: 'DURMUHURTA.DRIK',
      varjyamMethodId: 'VARJYAM.MC_GHATI.v1',
      kaalMethodId: 'SEG.OCTANT',
      choghadiyaMethodId: 'SEG.CHOGHADIYA',
      abhijitMethodId: 'SEG.ABHIJIT',
      lagnaMethodId: 'LAGNA.RISING_POINT_CLOSED_FORM',
      monthMethodId: 'MONTH.AMANTA',
      combustionMethodId: 'COMBUST.SURYA_SIDDHANTA',
      vaaraMethodId: 'VAARA.SUNRISE',
      taraBalaMethodId: 'TARA.NINE',
      chandraBalaMethodId: 'CB.STD',
      scoring: 'SOFT: lagna clean +20, benefic in kendra/trikona +15, tara bala +15, chandra bala +15, Abhijit +10, Amrit/Shubh/Labh choghadiya +10, Shukla 2–13 +15, activity bonuses; EX.YOGA_BAD soft −10; clamped to 0–100',
      minimumWindowMinutes: request.minimumWindowMinutes ?? 5,
      daytimeOnly: request.daytimeOnly ?? false,
    },
    input: {
      activity,
      startDate: request.startDate,
      endDate: request.endDate,
      timezone: c.frame.timezone,
      latitude: request.latitude,
      longitude: request.longitude,
      participants: c.participants.length,
    },
    warnings: [],
    result,
  };
}
