#!/usr/bin/env python3
"""Golden data for the dwadasha-vargiya bala tests: the twelve division signs (D1–D12) of the
seven grahas in two annual charts, from swetest's sidereal (Lahiri) longitudes at the varsha
pravesh instants already recorded in test/golden/varshaphal/swetest-solar-returns.json, and
the counts of own/friend/neutral/enemy divisions under the rules of
docs/methods/varshaphal.md §5c, worked here from scratch (no Jyotish API code is imported).

The division rules, written out (s = sign 0–11 with 0 = Aries, d = degrees in the sign,
j = the 0-based part, "odd" = Aries, Gemini, …; movable/fixed/dual = s mod 3 = 0/1/2):
  D1  s
  D2  odd sign: first half Leo, second Cancer; even sign: first half Cancer, second Leo
  D3  s + 4j                     D4  s + 3j
  D5  s + (0, 4, 8)[s mod 3] + j (Tajaka panchamsha of Adawal's sheet)
  D6  odd: Aries + j; even: Libra + j
  D7  odd: s + j; even: s + 6 + j
  D8  (Aries, Sagittarius, Leo)[s mod 3] + j
  D9  movable s + j, fixed s + 8 + j, dual s + 4 + j
  D10 odd: s + j; even: s + 8 + j
  D11 j − s (counted back from Aries)
  D12 s + j

    python3 scripts/golden/dwadasha-vargiya-swetest.py   # writes test/golden/varshaphal/dwadasha-vargiya.json
"""
import json
import os
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
EPHE = os.path.join(ROOT, 'data', 'ephe')
RETURNS = os.path.join(ROOT, 'test', 'golden', 'varshaphal', 'swetest-solar-returns.json')
OUT = os.path.join(ROOT, 'test', 'golden', 'varshaphal', 'dwadasha-vargiya.json')
CASES = ['EXAMPLE', 'BOOK-118']
GRAHAS = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn']  # swetest -p0123456 order
LORDS = ['mars', 'venus', 'mercury', 'moon', 'sun', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'saturn', 'jupiter']
# BPHS natural relationships: FRIENDS[a] / ENEMIES[a] are the grahas a regards as friends / enemies.
FRIENDS = {
    'sun': {'moon', 'mars', 'jupiter'}, 'moon': {'sun', 'mercury'}, 'mars': {'sun', 'moon', 'jupiter'},
    'mercury': {'sun', 'venus'}, 'jupiter': {'sun', 'moon', 'mars'}, 'venus': {'mercury', 'saturn'},
    'saturn': {'mercury', 'venus'},
}
ENEMIES = {
    'sun': {'venus', 'saturn'}, 'moon': set(), 'mars': {'mercury'}, 'mercury': {'moon'},
    'jupiter': {'mercury', 'venus'}, 'venus': {'sun', 'moon'}, 'saturn': {'sun', 'moon', 'mars'},
}


def division_sign(lon, n):
    s = int(lon // 30) % 12
    d = lon - 30 * int(lon // 30)
    j = min(n - 1, int(d * n // 30))
    odd = s % 2 == 0
    kind = s % 3
    if n == 1: r = s
    elif n == 2: r = (4 if j == 0 else 3) if odd else (3 if j == 0 else 4)
    elif n == 3: r = s + 4 * j
    elif n == 4: r = s + 3 * j
    elif n == 5: r = s + (0, 4, 8)[kind] + j
    elif n == 6: r = (0 if odd else 6) + j
    elif n == 7: r = s + j if odd else s + 6 + j
    elif n == 8: r = (0, 8, 4)[kind] + j
    elif n == 9: r = s + (0, 8, 4)[kind] + j
    elif n == 10: r = s + j if odd else s + 8 + j
    elif n == 11: r = j - s
    else: r = s + j
    return r % 12


def standing(graha, lord):
    if graha == lord: return 'own'
    if lord in FRIENDS[graha]: return 'friend'
    if lord in ENEMIES[graha]: return 'enemy'
    return 'neutral'


def main():
    returns = {c['id']: c for c in json.load(open(RETURNS))['cases']}
    out = {'meta': {'program': 'swetest (Debian package swetest), ephemeris data/ephe', 'generator': 'scripts/golden/dwadasha-vargiya-swetest.py',
                    'positions': 'Lahiri (-sid1), apparent (swetest default), at return_jd_ut of swetest-solar-returns.json'}, 'cases': []}
    for cid in CASES:
        jd = returns[cid]['return_jd_ut']
        cmd = ['swetest', f'-edir{EPHE}', f'-bj{jd}', '-ut', '-p0123456', '-sid1', '-fl', '-ep', '-head']
        lines = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout.split('\n')
        lons = [float(x) for x in lines if x.strip()]
        grahas = {}
        for g, lon in zip(GRAHAS, lons):
            signs = [division_sign(lon, n) for n in range(1, 13)]
            st = [standing(g, LORDS[x]) for x in signs]
            counts = {k: st.count(k) for k in ('own', 'friend', 'neutral', 'enemy')}
            grahas[g] = {'longitude': lon, 'signs': signs, 'standings': st, 'counts': counts, 'favourable': counts['own'] + counts['friend']}
        out['cases'].append({'id': cid, 'return_jd_ut': jd, 'command': ' '.join(cmd).replace(ROOT, '<worktree>'), 'grahas': grahas})
    with open(OUT, 'w') as f:
        json.dump(out, f, indent=1)
        f.write('\n')


if __name__ == '__main__':
    main()
