/**
 * The named yogas of BPHS ch. 36 ("many other yogas") as taught in VAIA 11.6: Subha, Asubha,
 * Guru-Mangala, Amala, Parvata, Kahala, Chamara, Shankha, Bheri, Mridanga, Shrinatha, Sharada,
 * Matsya, Kurma, Khadga, Kusuma, Kalanidhi, Kalpadruma, Parijata, Lagnadhi, Hari, Hara, Brahma,
 * Hari-Hara-Brahma, Vishnu, Shiva, Trilochana, Gauri, Chandika, Lakshmi, Bharati, Saraswati,
 * Amshavatara, Devendra, Indra, Ravi, Bhaskara, Kulavardhana, Vasumati, Gandharva, Go, Vidyut,
 * Chapa, Pushkala, Makuta, Jaya, Chatussagara, Rajalakshana, Vanchana-Chora-Bheeti, Mahabhagya.
 * "Strong" is `STRONG.YOGA`; "benefics" are `BENEFIC.YOGA` (chart.ts).
 */
import { deepExaltationLongitude } from '../chart/dignity.ts';
import { exchange } from '../rules/chart-view.ts';
import { isOddRashi, rashiLord, type GrahaId } from '../core/zodiac.ts';
import {
  aspects, aspectsSign, conjoined, exalted, friendlyOrBetter, houseBetween, houseOf, inHouse, isBenefic, isKendra,
  isTrikona, isUpachaya, joinsOrAspects, lordOf, memo, modality, navamsaLord, naturalMalefics, ownOrExalted, seven, strong,
  type YogaChart,
} from './chart.ts';
import { asp, at, dig, lord, occ, placements, uniq, verdict, yoga } from './define.ts';
import { both, bphs, raman, vaia } from './sources.ts';
import type { YogaRule, YogaVerdict } from './types.ts';

const s36 = (verses?: string) => both(bphs(36, verses), vaia('11.6'));
const kendraOrTrikona = (h: number) => isKendra(h) || isTrikona(h);
/** House of graha b counted from graha a. */
const from = (c: YogaChart, a: GrahaId, b: GrahaId) => houseBetween(c.sign[a], c.sign[b]);
const mutualKendra = (c: YogaChart, a: GrahaId, b: GrahaId) => isKendra(from(c, a, b));
const benefics = (c: YogaChart) => c.benefics;
const onlyKind = (c: YogaChart, h: number, ok: (g: GrahaId) => boolean) => inHouse(c, h).every(ok);

/** A named yoga whose verdict is a list of conditions, all required; the grahas named are the evidence. */
function allOf(c: YogaChart, conditions: boolean[], grahas: GrahaId[], extraFacts = placements(c, grahas)): YogaVerdict {
  const formed = conditions.every(Boolean);
  return verdict(formed, extraFacts, { grahas: uniq(grahas), houses: uniq(grahas.map((g) => houseOf(c, g))) });
}

function named(id: string, ruleId: string, source: string, predicate: string, evaluate: (c: YogaChart) => YogaVerdict): YogaRule {
  return yoga({ id, ruleId, family: 'named', source, predicate, evaluate });
}

/** All benefics of the chart (the reference graha itself excepted) in the houses `hs` counted from graha `ref`. */
function beneficsAround(c: YogaChart, ref: GrahaId, hs: number[]): YogaVerdict {
  const bs = benefics(c).filter((g) => g !== ref);
  const ok = bs.length > 0 && bs.every((g) => hs.includes(from(c, ref, g)));
  return verdict(ok, [lord(c, ref), at(c, ref), ...placements(c, bs)], { grahas: [ref, ...bs], houses: uniq([ref, ...bs].map((g) => houseOf(c, g))) });
}

const hari = (c: YogaChart) => memo(c, 'hari', () => beneficsAround(c, lordOf(c, 2), [2, 12, 8]));
const hara = (c: YogaChart) => memo(c, 'hara', () => beneficsAround(c, lordOf(c, 7), [4, 9, 8]));
const brahma = (c: YogaChart) => memo(c, 'brahma', () => beneficsAround(c, lordOf(c, 1), [4, 10, 11]));

export const namedYogas: YogaRule[] = [
  named('subha', 'NAMED.SUBHA', s36('1–2'), 'a benefic in house 1 OR benefics in both houses 2 and 12', (c) => {
    const inLagna = inHouse(c, 1, benefics(c));
    const kartari = inHouse(c, 2, benefics(c)).length > 0 && inHouse(c, 12, benefics(c)).length > 0;
    return verdict(inLagna.length > 0 || kartari, [occ(c, 1), occ(c, 2), occ(c, 12)], { grahas: [...inLagna, ...(kartari ? [...inHouse(c, 2, benefics(c)), ...inHouse(c, 12, benefics(c))] : [])], houses: kartari ? [1, 2, 12] : [1], qualifiers: kartari ? ['shubha-kartari'] : [] });
  }),
  named('asubha', 'NAMED.ASUBHA', s36('1–2'), 'a malefic (Sun, Mars, Saturn, Rahu, Ketu) in house 1 OR malefics in both houses 2 and 12', (c) => {
    const inLagna = inHouse(c, 1, naturalMalefics);
    const kartari = inHouse(c, 2, naturalMalefics).length > 0 && inHouse(c, 12, naturalMalefics).length > 0;
    return verdict(inLagna.length > 0 || kartari, [occ(c, 1), occ(c, 2), occ(c, 12)], { grahas: [...inLagna, ...(kartari ? [...inHouse(c, 2, naturalMalefics), ...inHouse(c, 12, naturalMalefics)] : [])], houses: kartari ? [1, 2, 12] : [1], qualifiers: kartari ? ['papa-kartari'] : [] });
  }),
  named('guru-mangala', 'NAMED.GURU_MANGALA', vaia('11.6'), 'Jupiter with Mars (same sign) OR house(Mars from Jupiter) = 7', (c) =>
    allOf(c, [conjoined(c, 'jupiter', 'mars') || from(c, 'jupiter', 'mars') === 7], ['jupiter', 'mars'])),
  named('amala', 'AMALA', both(bphs(36, '5–6'), vaia('11.6'), raman(13)), 'house 10 from the lagna or from the Moon holds only benefics (BENEFIC.YOGA), at least one', (c) => {
    const only = (ref: 'lagna' | 'moon') => {
      const gs = inHouse(c, 10, undefined, ref === 'moon' ? 'moon' : undefined);
      return gs.length > 0 && gs.every((g) => isBenefic(c, g)) ? gs : [];
    };
    const a = only('lagna');
    const b = only('moon');
    return verdict(a.length > 0 || b.length > 0, [occ(c, 10, 'lagna'), occ(c, 10, 'moon')], {
      grahas: uniq([...a, ...b]), houses: uniq([...a, ...b].map((g) => houseOf(c, g))),
      qualifiers: [...(a.length ? ['from-lagna'] : []), ...(b.length ? ['from-moon'] : [])],
    });
  }),
  named('parvata', 'NAMED.PARVATA', s36('7–8'), 'every graha in a kendra is a benefic, at least one benefic in a kendra, AND houses 7 and 8 are empty or hold only benefics', (c) => {
    const inK = [1, 4, 7, 10].flatMap((h) => inHouse(c, h));
    const ok = inK.length > 0 && inK.every((g) => isBenefic(c, g)) && [7, 8].every((h) => onlyKind(c, h, (g) => isBenefic(c, g)));
    return verdict(ok, [1, 4, 7, 10, 8].map((h) => occ(c, h)), { grahas: inK, houses: uniq(inK.map((g) => houseOf(c, g))) });
  }),
  named('kahala', 'NAMED.KAHALA', s36('9–10'), '(lord 4 and Jupiter in mutual kendras AND lagna lord strong) OR (lord 4 in own or exaltation sign AND with lord 10)', (c) => {
    const l4 = lordOf(c, 4); const l1 = lordOf(c, 1); const l10 = lordOf(c, 10);
    const a = mutualKendra(c, l4, 'jupiter') && strong(c, l1);
    const b = ownOrExalted(c, l4) && (l4 === l10 || conjoined(c, l4, l10));
    return verdict(a || b, [lord(c, l4), at(c, l4), at(c, 'jupiter'), dig(c, l1), at(c, l1), at(c, l10)], { grahas: uniq([l4, ...(a ? ['jupiter' as GrahaId, l1] : [l10])]), houses: [houseOf(c, l4)] });
  }),
  named('chamara', 'NAMED.CHAMARA', s36('11–12'), '(lagna lord exalted in a kendra AND aspected by Jupiter) OR two benefics together in house 1, 7, 9 or 10', (c) => {
    const l1 = lordOf(c, 1);
    const a = exalted(c, l1) && isKendra(houseOf(c, l1)) && aspects(c, 'jupiter', l1);
    const hs = [1, 7, 9, 10].filter((h) => inHouse(c, h, benefics(c)).length >= 2);
    return verdict(a || hs.length > 0, [dig(c, l1), at(c, l1), asp(c, 'jupiter', l1), ...[1, 7, 9, 10].map((h) => occ(c, h))], {
      grahas: a ? [l1, 'jupiter'] : hs.flatMap((h) => inHouse(c, h, benefics(c))), houses: a ? [houseOf(c, l1)] : hs,
    });
  }),
  named('shankha', 'NAMED.SHANKHA', s36('13–14'), '(lords 5 and 6 in mutual kendras AND lagna lord strong) OR (lagna lord with lord 10 in a movable sign AND lord 9 strong)', (c) => {
    const l1 = lordOf(c, 1); const l5 = lordOf(c, 5); const l6 = lordOf(c, 6); const l9 = lordOf(c, 9); const l10 = lordOf(c, 10);
    const a = mutualKendra(c, l5, l6) && strong(c, l1);
    const b = (l1 === l10 || conjoined(c, l1, l10)) && modality(c.sign[l1]) === 0 && strong(c, l9);
    return verdict(a || b, placements(c, [l1, l5, l6, l9, l10]), { grahas: a ? [l5, l6, l1] : [l1, l10, l9], houses: uniq((a ? [l5, l6] : [l1, l10]).map((g) => houseOf(c, g))) });
  }),
  named('bheri', 'NAMED.BHERI', s36('15–16'), 'lord 9 strong AND (houses 1, 2, 7, 12 all occupied OR Jupiter, Venus and the lagna lord in mutual kendras)', (c) => {
    const l9 = lordOf(c, 9); const l1 = lordOf(c, 1);
    const a = [1, 2, 7, 12].every((h) => inHouse(c, h).length > 0);
    const b = mutualKendra(c, 'jupiter', 'venus') && mutualKendra(c, 'jupiter', l1) && mutualKendra(c, 'venus', l1);
    return verdict(strong(c, l9) && (a || b), [at(c, l9), dig(c, l9), ...[1, 2, 7, 12].map((h) => occ(c, h))], { grahas: [l9], houses: a ? [1, 2, 7, 12] : [houseOf(c, l9)] });
  }),
  named('mridanga', 'NAMED.MRIDANGA', s36('17–18'), 'some graha in own or exaltation sign in a kendra AND some in a trikona AND lagna lord strong', (c) => {
    const strongIn = (test: (h: number) => boolean) => seven.filter((g) => ownOrExalted(c, g) && test(houseOf(c, g)));
    const k = strongIn(isKendra); const t = strongIn(isTrikona); const l1 = lordOf(c, 1);
    return verdict(k.length > 0 && t.length > 0 && strong(c, l1), [...placements(c, uniq([...k, ...t])), dig(c, l1)], { grahas: uniq([...k, ...t, l1]), houses: uniq([...k, ...t].map((g) => houseOf(c, g))) });
  }),
  named('shrinatha', 'NAMED.SHRINATHA', s36('19–20'), 'lord 7 exalted in house 10 AND lord 10 with lord 9', (c) => {
    const l7 = lordOf(c, 7); const l9 = lordOf(c, 9); const l10 = lordOf(c, 10);
    return allOf(c, [exalted(c, l7), houseOf(c, l7) === 10, l9 === l10 || conjoined(c, l9, l10)], [l7, l9, l10]);
  }),
  named('sharada', 'NAMED.SHARADA', s36(), 'lord 10 in house 5 AND Mercury in a kendra AND the Sun in Leo AND (Mercury or Jupiter in a trikona from the Moon) AND Mars in house 11', (c) => {
    const l10 = lordOf(c, 10);
    return allOf(c, [houseOf(c, l10) === 5, isKendra(houseOf(c, 'mercury')), c.sign.sun === 4, isTrikona(from(c, 'moon', 'mercury')) || isTrikona(from(c, 'moon', 'jupiter')), houseOf(c, 'mars') === 11],
      [l10, 'mercury', 'sun', 'moon', 'jupiter', 'mars']);
  }),
  named('matsya', 'NAMED.MATSYA', s36(), 'benefics in houses 1 and 9, some graha in house 5, malefics in houses 4 and 8', (c) => {
    const m = naturalMalefics;
    const ok = inHouse(c, 1, benefics(c)).length > 0 && inHouse(c, 9, benefics(c)).length > 0 && inHouse(c, 5).length > 0 && inHouse(c, 4, m).length > 0 && inHouse(c, 8, m).length > 0;
    return verdict(ok, [1, 4, 5, 8, 9].map((h) => occ(c, h)), { houses: [1, 4, 5, 8, 9], grahas: [1, 4, 5, 8, 9].flatMap((h) => inHouse(c, h)) });
  }),
  named('kurma', 'NAMED.KURMA', s36(), 'houses 5, 6, 7 each hold a benefic in its own, exaltation or friend’s sign AND houses 1, 3, 11 each hold a malefic in its own or exaltation sign', (c) => {
    const a = [5, 6, 7].every((h) => inHouse(c, h, benefics(c)).some((g) => friendlyOrBetter(c, g)));
    const b = [1, 3, 11].every((h) => inHouse(c, h, naturalMalefics).some((g) => ownOrExalted(c, g)));
    return verdict(a && b, [1, 3, 5, 6, 7, 11].map((h) => occ(c, h)), { houses: [1, 3, 5, 6, 7, 11], grahas: [1, 3, 5, 6, 7, 11].flatMap((h) => inHouse(c, h)) });
  }),
  named('khadga', 'NAMED.KHADGA', s36(), 'lord 2 in house 9 AND lord 9 in house 2 AND lagna lord in a kendra or trikona', (c) => {
    const l1 = lordOf(c, 1); const l2 = lordOf(c, 2); const l9 = lordOf(c, 9);
    return allOf(c, [houseOf(c, l2) === 9, houseOf(c, l9) === 2, kendraOrTrikona(houseOf(c, l1))], [l2, l9, l1]);
  }),
  named('kusuma', 'NAMED.KUSUMA', s36(), 'lagna in a fixed sign AND Venus in a kendra AND the Moon in a trikona with a benefic AND Saturn in house 10', (c) =>
    allOf(c, [modality(c.lagna) === 1, isKendra(houseOf(c, 'venus')), isTrikona(houseOf(c, 'moon')) && benefics(c).some((g) => conjoined(c, g, 'moon')), houseOf(c, 'saturn') === 10], ['venus', 'moon', 'saturn'])),
  named('kalanidhi', 'NAMED.KALANIDHI', s36(), 'Jupiter in house 2 or 5 AND joined or aspected by both Mercury and Venus', (c) =>
    allOf(c, [[2, 5].includes(houseOf(c, 'jupiter')), joinsOrAspects(c, 'mercury', 'jupiter'), joinsOrAspects(c, 'venus', 'jupiter')], ['jupiter', 'mercury', 'venus'])),
  named('kalpadruma', 'NAMED.KALPADRUMA', vaia('11.6'), 'the lagna lord, its dispositor, that graha’s dispositor and the latter’s navamsa dispositor each in a kendra or trikona or exalted', (c) => {
    const l1 = lordOf(c, 1); const d1 = rashiLord[c.sign[l1]]; const d2 = rashiLord[c.sign[d1]]; const n = navamsaLord(c, d2);
    const chain = [l1, d1, d2, n];
    return allOf(c, chain.map((g) => kendraOrTrikona(houseOf(c, g)) || exalted(c, g)), chain);
  }),
  named('parijata', 'NAMED.PARIJATA', both(bphs(36), raman(37)), 'the dispositor of the lagna lord and that graha’s dispositor both in kendras or trikonas, or in own or exaltation signs', (c) => {
    const l1 = lordOf(c, 1); const d1 = rashiLord[c.sign[l1]]; const d2 = rashiLord[c.sign[d1]];
    return allOf(c, [d1, d2].map((g) => kendraOrTrikona(houseOf(c, g)) || ownOrExalted(c, g)), [l1, d1, d2]);
  }),
  named('lagnadhi', 'NAMED.LAGNADHI', vaia('11.6'), 'houses 7 and 8 each hold a benefic and no malefic, AND no malefic joins or aspects those benefics', (c) => {
    const bs = [7, 8].flatMap((h) => inHouse(c, h, benefics(c)));
    const ok = [7, 8].every((h) => inHouse(c, h, benefics(c)).length > 0 && inHouse(c, h, naturalMalefics).length === 0) && bs.every((b) => !naturalMalefics.some((m) => joinsOrAspects(c, m, b)));
    return verdict(ok, [occ(c, 7), occ(c, 8)], { grahas: bs, houses: [7, 8] });
  }),
  named('hari', 'NAMED.HARI', s36(), 'every benefic other than the lord of 2 in house 2, 8 or 12 counted from the lord of 2', hari),
  named('hara', 'NAMED.HARA', s36(), 'every benefic other than the lord of 7 in house 4, 8 or 9 counted from the lord of 7', hara),
  named('brahma', 'NAMED.BRAHMA', s36(), 'every benefic other than the lagna lord in house 4, 10 or 11 counted from the lagna lord', brahma),
  named('hari-hara-brahma', 'NAMED.HARI_HARA_BRAHMA', s36(), 'Hari OR Hara OR Brahma yoga', (c) => {
    const parts = [['hari', hari(c)], ['hara', hara(c)], ['brahma', brahma(c)]] as const;
    const held = parts.filter(([, v]) => v.formed);
    return verdict(held.length > 0, parts.flatMap(([, v]) => v.facts.slice(0, 2)), { grahas: uniq(held.flatMap(([, v]) => v.grahas ?? [])), houses: uniq(held.flatMap(([, v]) => v.houses ?? [])), qualifiers: held.map(([k]) => k) });
  }),
  named('vishnu', 'NAMED.VISHNU', s36(), 'lords 9 and 10 in house 2 AND the navamsa dispositor of lord 9 in house 2', (c) => {
    const l9 = lordOf(c, 9); const l10 = lordOf(c, 10); const n = navamsaLord(c, l9);
    return allOf(c, [houseOf(c, l9) === 2, houseOf(c, l10) === 2, houseOf(c, n) === 2], [l9, l10, n]);
  }),
  named('shiva', 'NAMED.SHIVA', s36(), 'lord 5 in house 9 AND lord 9 in house 10 AND lord 10 in house 5', (c) => {
    const l5 = lordOf(c, 5); const l9 = lordOf(c, 9); const l10 = lordOf(c, 10);
    return allOf(c, [houseOf(c, l5) === 9, houseOf(c, l9) === 10, houseOf(c, l10) === 5], [l5, l9, l10]);
  }),
  named('trilochana', 'NAMED.TRILOCHANA', vaia('11.6'), 'the Sun, the Moon and Mars in mutual trikonas (signs of one element)', (c) =>
    allOf(c, [isTrikona(from(c, 'sun', 'moon')), isTrikona(from(c, 'sun', 'mars')), isTrikona(from(c, 'moon', 'mars'))], ['sun', 'moon', 'mars'])),
  named('gauri', 'NAMED.GAURI', s36(), 'the navamsa dispositor of lord 10 exalted in house 10 AND joined by the lagna lord', (c) => {
    const n = navamsaLord(c, lordOf(c, 10)); const l1 = lordOf(c, 1);
    return allOf(c, [exalted(c, n), houseOf(c, n) === 10, l1 === n || conjoined(c, l1, n)], [lordOf(c, 10), n, l1]);
  }),
  named('chandika', 'NAMED.CHANDIKA', s36(), 'lagna in a fixed sign aspected by lord 6 AND the Sun with the navamsa dispositors of lords 6 and 9', (c) => {
    const l6 = lordOf(c, 6); const n6 = navamsaLord(c, l6); const n9 = navamsaLord(c, lordOf(c, 9));
    const withSun = (g: GrahaId) => g === 'sun' || conjoined(c, 'sun', g);
    return allOf(c, [modality(c.lagna) === 1, aspectsSign(c, l6, c.lagna), withSun(n6), withSun(n9)], [l6, 'sun', n6, n9]);
  }),
  named('lakshmi', 'NAMED.LAKSHMI', s36(), 'lord 9 in its own or exaltation sign in a kendra AND the lagna lord strong', (c) => {
    const l9 = lordOf(c, 9); const l1 = lordOf(c, 1);
    return allOf(c, [ownOrExalted(c, l9), isKendra(houseOf(c, l9)), strong(c, l1)], [l9, l1], [at(c, l9), dig(c, l9), at(c, l1), dig(c, l1)]);
  }),
  named('bharati', 'NAMED.BHARATI', s36(), 'the navamsa dispositor of lord 2, 5 or 11 exalted AND with lord 9', (c) => {
    const l9 = lordOf(c, 9);
    const ns = uniq([2, 5, 11].map((h) => navamsaLord(c, lordOf(c, h))));
    const held = ns.filter((n) => exalted(c, n) && (n === l9 || conjoined(c, n, l9)));
    return verdict(held.length > 0, placements(c, [...ns, l9]), { grahas: [...held, l9], houses: uniq([...held, l9].map((g) => houseOf(c, g))) });
  }),
  named('saraswati', 'NAMED.SARASWATI', s36(), 'Mercury, Jupiter and Venus each in a kendra, a trikona or house 2, AND Jupiter in its own, a friend’s or its exaltation sign', (c) => {
    const place = (g: GrahaId) => { const h = houseOf(c, g); return kendraOrTrikona(h) || h === 2; };
    return allOf(c, [place('mercury'), place('jupiter'), place('venus'), friendlyOrBetter(c, 'jupiter')], ['mercury', 'jupiter', 'venus']);
  }),
  named('amshavatara', 'NAMED.AMSHAVATARA', s36(), 'lagna in a movable sign AND Jupiter and Venus in kendras AND Saturn exalted in a kendra', (c) =>
    allOf(c, [modality(c.lagna) === 0, isKendra(houseOf(c, 'jupiter')), isKendra(houseOf(c, 'venus')), exalted(c, 'saturn'), isKendra(houseOf(c, 'saturn'))], ['jupiter', 'venus', 'saturn'])),
  named('devendra', 'NAMED.DEVENDRA', s36(), 'lagna in a fixed sign AND lords 2 and 10 exchange signs AND lords 1 and 11 exchange signs', (c) =>
    allOf(c, [modality(c.lagna) === 1, exchange(c.view, lordOf(c, 2), lordOf(c, 10)), exchange(c.view, lordOf(c, 1), lordOf(c, 11))], [lordOf(c, 2), lordOf(c, 10), lordOf(c, 1), lordOf(c, 11)])),
  named('indra', 'NAMED.INDRA', s36(), 'lords 5 and 11 exchange signs AND the Moon in house 5', (c) =>
    allOf(c, [exchange(c.view, lordOf(c, 5), lordOf(c, 11)), houseOf(c, 'moon') === 5], [lordOf(c, 5), lordOf(c, 11), 'moon'])),
  named('ravi', 'NAMED.RAVI', s36(), 'the Sun in house 10 AND lord 10 in house 3 with Saturn', (c) => {
    const l10 = lordOf(c, 10);
    return allOf(c, [houseOf(c, 'sun') === 10, houseOf(c, l10) === 3, l10 === 'saturn' || conjoined(c, l10, 'saturn')], ['sun', l10, 'saturn']);
  }),
  named('bhaskara', 'NAMED.BHASKARA', s36(), 'the Moon in house 12 from the Sun AND Mercury in house 2 from the Sun AND Jupiter in house 5 or 9 from the Moon', (c) =>
    allOf(c, [from(c, 'sun', 'moon') === 12, from(c, 'sun', 'mercury') === 2, [5, 9].includes(from(c, 'moon', 'jupiter'))], ['sun', 'moon', 'mercury', 'jupiter'])),
  named('kulavardhana', 'NAMED.KULAVARDHANA', s36(), 'every graha (Sun–Saturn) in house 5 from the lagna, the Moon or the Sun', (c) =>
    allOf(c, seven.map((g) => houseOf(c, g) === 5 || from(c, 'moon', g) === 5 || from(c, 'sun', g) === 5), [...seven])),
  named('vasumati', 'NAMED.VASUMATI', both(s36(), raman(9)), 'every benefic (BENEFIC.YOGA) in an upachaya (3, 6, 10, 11) from the lagna or from the Moon', (c) =>
    allOf(c, benefics(c).map((g) => isUpachaya(houseOf(c, g)) || isUpachaya(from(c, 'moon', g))), [...benefics(c)], [...placements(c, benefics(c)), ...placements(c, benefics(c), 'moon')])),
  named('gandharva', 'NAMED.GANDHARVA', s36(), 'lord 10 in a trikona from house 7 (houses 3, 7, 11) AND the lagna lord joined or aspected by Jupiter AND the Sun exalted AND the Moon in house 9', (c) => {
    const l10 = lordOf(c, 10); const l1 = lordOf(c, 1);
    return allOf(c, [[3, 7, 11].includes(houseOf(c, l10)), l1 === 'jupiter' || joinsOrAspects(c, 'jupiter', l1), exalted(c, 'sun'), houseOf(c, 'moon') === 9], [l10, l1, 'jupiter', 'sun', 'moon']);
  }),
  named('go', 'NAMED.GO', s36(), 'Jupiter in its moolatrikona AND lord 2 with Jupiter AND the lagna lord exalted', (c) => {
    const l2 = lordOf(c, 2); const l1 = lordOf(c, 1);
    return allOf(c, [c.dignity.jupiter === 'moolatrikona', l2 === 'jupiter' || conjoined(c, l2, 'jupiter'), exalted(c, l1)], ['jupiter', l2, l1], [dig(c, 'jupiter'), at(c, l2), dig(c, l1)]);
  }),
  named('vidyut', 'NAMED.VIDYUT', s36(), 'lord 11 in deep exaltation (within 5° of its exact point) AND with Venus AND both in a kendra from the lagna lord', (c) => {
    const l11 = lordOf(c, 11); const l1 = lordOf(c, 1);
    const deep = Math.abs(((c.view.longitude[l11] - deepExaltationLongitude[l11] + 540) % 360) - 180) <= 5;
    return allOf(c, [deep, l11 === 'venus' || conjoined(c, l11, 'venus'), isKendra(from(c, l1, l11))], [l11, 'venus', l1], [at(c, l11), dig(c, l11), at(c, 'venus'), at(c, l1)]);
  }),
  named('chapa-lordship', 'NAMED.CHAPA', s36(), 'lords 4 and 10 exchange signs AND the lagna lord exalted', (c) =>
    allOf(c, [exchange(c.view, lordOf(c, 4), lordOf(c, 10)), exalted(c, lordOf(c, 1))], [lordOf(c, 4), lordOf(c, 10), lordOf(c, 1)])),
  named('pushkala', 'NAMED.PUSHKALA', s36(), 'the lagna lord with the Moon AND the Moon’s dispositor in a kendra or a friend’s sign AND that dispositor aspects the lagna AND some graha in the lagna', (c) => {
    const l1 = lordOf(c, 1); const d = rashiLord[c.sign.moon];
    return allOf(c, [l1 === 'moon' || conjoined(c, l1, 'moon'), isKendra(houseOf(c, d)) || friendlyOrBetter(c, d), aspectsSign(c, d, c.lagna), inHouse(c, 1).length > 0], [l1, 'moon', d], [at(c, l1), at(c, 'moon'), at(c, d), occ(c, 1)]);
  }),
  named('makuta', 'NAMED.MAKUTA', s36(), 'Jupiter in house 9 from lord 9 AND a benefic in house 9 from Jupiter AND Saturn in house 10', (c) => {
    const l9 = lordOf(c, 9);
    return allOf(c, [from(c, l9, 'jupiter') === 9, benefics(c).some((g) => from(c, 'jupiter', g) === 9), houseOf(c, 'saturn') === 10], [l9, 'jupiter', 'saturn']);
  }),
  named('jaya', 'NAMED.JAYA', s36(), 'lord 10 in deep exaltation (within 5°) AND lord 6 debilitated', (c) => {
    const l10 = lordOf(c, 10); const l6 = lordOf(c, 6);
    const deep = Math.abs(((c.view.longitude[l10] - deepExaltationLongitude[l10] + 540) % 360) - 180) <= 5;
    return allOf(c, [deep, c.dignity[l6] === 'debilitated'], [l10, l6], [dig(c, l10), dig(c, l6)]);
  }),
  named('chatussagara', 'NAMED.CHATUSSAGARA', both(vaia('11.6'), raman(48)), 'all four kendras occupied', (c) => {
    const ok = [1, 4, 7, 10].every((h) => inHouse(c, h).length > 0);
    return verdict(ok, [1, 4, 7, 10].map((h) => occ(c, h)), { houses: [1, 4, 7, 10], grahas: [1, 4, 7, 10].flatMap((h) => inHouse(c, h)) });
  }),
  named('rajalakshana', 'NAMED.RAJALAKSHANA', raman(49), 'Jupiter, Venus, Mercury and the Moon all in kendras', (c) =>
    allOf(c, (['jupiter', 'venus', 'mercury', 'moon'] as const).map((g) => isKendra(houseOf(c, g))), ['jupiter', 'venus', 'mercury', 'moon'])),
  named('vanchana-chora-bheeti', 'NAMED.VANCHANA_CHORA_BHEETI', raman(50), 'the lagna lord in house 6, 8 or 12 AND joined or aspected by a malefic', (c) => {
    const l1 = lordOf(c, 1);
    return allOf(c, [[6, 8, 12].includes(houseOf(c, l1)), naturalMalefics.some((m) => joinsOrAspects(c, m, l1))], [l1]);
  }),
  named('mahabhagya', 'NAMED.MAHABHAGYA', both(vaia('11.6'), raman(25)), 'birth by day (the Sun in houses 7–12) with the lagna, the Sun and the Moon in odd signs (the rule for a male chart; its female form, night birth and even signs, is reported as a variant)', (c) => {
    const male = c.dayBirth && [c.lagna, c.sign.sun, c.sign.moon].every(isOddRashi);
    const female = !c.dayBirth && [c.lagna, c.sign.sun, c.sign.moon].every((s) => !isOddRashi(s));
    const v = allOf(c, [male], ['sun', 'moon'], [{ kind: 'lagna', sign: c.lagna }, at(c, 'sun'), at(c, 'moon')]);
    return { ...v, variants: [{ ruleId: 'NAMED.MAHABHAGYA.FEMALE', satisfied: female, facts: v.facts }] };
  }),
];
