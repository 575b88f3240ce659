#!/usr/bin/env python3
"""The Sun's sidereal (Lahiri) entries into Aries before and after each of the 30 dev births,
from Debian's `swetest`, for the true-sidereal-year test of issue 18
(test/golden/dashas-more/swetest-aries-ingresses.json).

Run by developers only (CI has no swetest); the output is committed. Every number comes from
the `swetest` program (Swiss Ephemeris 2.10.03, SE files), never from Jyotish API code.
Python standard library only. Positions are true geometric (`-true`), as PyJHora's reference
run used (FLG_TRUEPOS).

Method: for each birth (UT from the case's local time and fixed offset), guess the ingress
before and after from the Sun's longitude at birth and its mean motion, bracket each guess by
±8 days, and bisect on single swetest runs (the Sun's offset from Aries 0° changing sign)
until the bracket is below 1e-8 day (~1 ms).
The true sidereal year of the birth is the difference of the two instants.

Usage:
    python3 scripts/golden/aries-ingress-swetest.py [--swetest /usr/bin/swetest] [--ephe data/ephe]
"""
import argparse
import datetime as dt
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CASES = os.path.join(ROOT, 'test', 'golden', 'dashas-more', 'dev-cases-year-lengths.json')
OUT = os.path.join(ROOT, 'test', 'golden', 'dashas-more', 'swetest-aries-ingresses.json')
TOLERANCE_DAYS = 1e-8


def run(args):
    text = subprocess.run(args, capture_output=True, text=True, check=True).stdout
    low = text.lower()
    if 'error' in low or 'warning' in low or 'moshier' in low or 'not found' in low:
        sys.exit('swetest reported a problem: ' + text[:400])
    return text


class Sun:
    def __init__(self, exe, ephe):
        self.exe, self.ephe, self.calls = exe, ephe, 0

    def lon(self, jd):
        self.calls += 1
        text = run([self.exe, '-edir' + self.ephe, '-ut', '-sid1', '-true', '-p0', '-fl', '-head', '-bj' + repr(jd)])
        return float(text.split()[0])


def signed(lon):
    """Longitude as an offset from Aries 0°, in (-180, 180]."""
    return lon - 360 if lon > 180 else lon


def crossing(sun, a, b):
    """Bisect the instant the signed offset from Aries 0° turns from negative to positive."""
    if not (signed(sun.lon(a)) < 0 <= signed(sun.lon(b))):
        sys.exit('no Aries ingress between %r and %r' % (a, b))
    while b - a > TOLERANCE_DAYS:
        m = (a + b) / 2
        if signed(sun.lon(m)) < 0:
            a = m
        else:
            b = m
    return (a + b) / 2


def around(sun, jd):
    """The ingresses before and after jd: guessed from the mean motion, bracketed by 8 days."""
    lon = sun.lon(jd)
    guess_before = jd - lon / 0.9856
    guess_after = jd + (360 - lon) / 0.9856
    before = crossing(sun, guess_before - 8, min(guess_before + 8, jd))
    after = crossing(sun, max(guess_after - 8, jd), guess_after + 8)
    return before, after


def jd_ut(case):
    local = dt.datetime.fromisoformat(case['local_datetime'])
    utc = local - dt.timedelta(hours=case['utc_offset_hours'])
    epoch = dt.datetime(1970, 1, 1)
    return (utc - epoch).total_seconds() / 86400 + 2440587.5


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--swetest', default='/usr/bin/swetest')
    ap.add_argument('--ephe', default=os.path.join(ROOT, 'data', 'ephe'))
    args = ap.parse_args()
    sun = Sun(args.swetest, args.ephe)
    with open(CASES, encoding='utf-8') as f:
        cases = json.load(f)['cases']
    rows = []
    for c in cases:
        jd = jd_ut(c)
        before, after = around(sun, jd)
        rows.append({'id': c['id'], 'birth_jd_ut': jd, 'aries_ingress_before_jd_ut': before,
                     'aries_ingress_after_jd_ut': after, 'true_sidereal_year_days': after - before})
        print(c['id'], round(after - before, 6), file=sys.stderr)
    with open(OUT, 'w', encoding='utf-8') as f:
        json.dump({'meta': {'source': 'swetest (Swiss Ephemeris 2.10.03, SE files), -sid1 -true -ut',
                            'script': 'scripts/golden/aries-ingress-swetest.py', 'swetest_calls': sun.calls,
                            'tolerance_days': TOLERANCE_DAYS}, 'cases': rows}, f, indent=1)
        f.write('\n')
    print('wrote', OUT, file=sys.stderr)


if __name__ == '__main__':
    sys.exit(main())
