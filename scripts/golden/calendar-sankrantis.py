#!/usr/bin/env python3
"""The Sun's sidereal (Lahiri) sign ingresses -- sankrantis -- from Debian's `swetest`, for the
Indian calendar golden test (test/golden/calendar/swetest-sankrantis.json).

Run by developers only (CI has no swetest); the output is committed. Everything comes from the
`swetest` command-line program (Swiss Ephemeris 2.10.03, SE files), never from the Jyotish API
code. Python standard library only.

Method:
 1. One swetest run per year prints the Sun's apparent sidereal (Lahiri, -sid1) longitude once
    a day at 00:00 UT.
 2. A day whose two samples lie in different signs holds one ingress (the Sun never moves
    backwards).
 3. Each ingress is solved by bisection on swetest longitudes (one run per trial instant, -bj
    with the full double) until the bracket is below 1e-8 day (~1 ms). The two swetest lines
    that bound the final bracket are kept in the output as evidence.

Years: 1957 (the national calendar's adoption year), 2023, 2024, 2025 -> 48 ingresses.

Usage:
    python3 scripts/golden/calendar-sankrantis.py [--swetest /usr/bin/swetest] [--ephe <repo>/data/ephe]
"""
import argparse
import datetime as dt
import hashlib
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUT = os.path.join(ROOT, 'test', 'golden', 'calendar', 'swetest-sankrantis.json')
YEARS = [1957, 2023, 2024, 2025]
TOLERANCE_DAYS = 1e-8


def run(args):
    out = subprocess.run(args, capture_output=True, text=True, check=True)
    text = out.stdout
    low = text.lower()
    if 'error' in low or 'warning' in low or 'moshier' in low or 'not found' in low:
        sys.exit('swetest reported a problem: ' + text[:400])
    return text


def jd_of(year, month, day):
    return (dt.datetime(year, month, day, tzinfo=dt.timezone.utc) - dt.datetime(1970, 1, 1, tzinfo=dt.timezone.utc)).days + 2440587.5


def jd_to_iso(jd):
    ms = round((jd - 2440587.5) * 86400000)
    t = dt.datetime(1970, 1, 1, tzinfo=dt.timezone.utc) + dt.timedelta(milliseconds=ms)
    return t.strftime('%Y-%m-%dT%H:%M:%S.') + '%03dZ' % (t.microsecond // 1000)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--swetest', default='/usr/bin/swetest')
    ap.add_argument('--ephe', default=os.path.join(ROOT, 'data', 'ephe'))
    a = ap.parse_args()
    base = [a.swetest, '-edir' + a.ephe, '-ut', '-sid1', '-p0', '-fl', '-ep', '-head']
    calls = 0

    def lon_at(jd):
        nonlocal calls
        calls += 1
        return float(run(base + ['-bj' + repr(jd)]).split()[0])

    rows = []
    for year in YEARS:
        jd0 = jd_of(year, 1, 1)
        n = int(jd_of(year + 1, 1, 1) - jd0) + 1
        text = run(base + ['-bj' + repr(jd0), '-n%d' % n, '-s1'])
        calls += 1
        lons = [float(x.split()[0]) for x in text.strip().splitlines()]
        if len(lons) != n:
            sys.exit('expected %d rows, got %d' % (n, len(lons)))
        for i in range(n - 1):
            s0 = int(lons[i] // 30)
            s1 = int(lons[i + 1] // 30)
            if s0 == s1:
                continue
            target = s1 * 30.0
            lo, hi = jd0 + i, jd0 + i + 1
            while hi - lo > TOLERANCE_DAYS:
                mid = (lo + hi) / 2
                lm = lon_at(mid)
                # Past the target sign boundary (with the 360 -> 0 wrap for Mesha).
                past = int(lm // 30) == s1
                if past:
                    hi = mid
                else:
                    lo = mid
            jd = (lo + hi) / 2
            rows.append({
                'sign': s1,  # 0-based sign entered, 0 = Mesha
                'jd_ut': jd,
                'utc': jd_to_iso(jd),
                'evidence': {
                    'before': {'jd_ut': lo, 'longitude': run(base + ['-bj' + repr(lo)]).split()[0]},
                    'after': {'jd_ut': hi, 'longitude': run(base + ['-bj' + repr(hi)]).split()[0]},
                },
            })
            calls += 2
    help_text = subprocess.run([a.swetest, '-h'], capture_output=True, text=True).stdout
    version = next((l for l in help_text.splitlines() if 'Version:' in l), 'unknown')
    sha = {}
    for f in ('sepl_18.se1', 'semo_18.se1'):
        p = os.path.join(a.ephe, f)
        if os.path.exists(p):
            sha[f] = hashlib.sha256(open(p, 'rb').read()).hexdigest()
    meta = {
        'source': 'swetest (Debian package swetest 2.10.03), Sun apparent geocentric sidereal longitude, Lahiri (-sid1)',
        'swetest_version': version.strip(),
        'ephe_files_sha256': sha,
        'years': YEARS,
        'tolerance_days': TOLERANCE_DAYS,
        'command_templates': {
            'daily_scan': ' '.join(base).replace(ROOT, '<repo>') + ' -bj<jd of 1 Jan 00:00 UT> -n<days+1> -s1',
            'trial_instant': ' '.join(base).replace(ROOT, '<repo>') + ' -bj<jd>',
        },
        'swetest_calls': calls,
        'count': len(rows),
    }
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with open(OUT, 'w') as fh:
        json.dump({'meta': meta, 'sankrantis': rows}, fh, indent=1)
        fh.write('\n')
    print('wrote %d sankrantis with %d swetest calls to %s' % (len(rows), calls, OUT))


if __name__ == '__main__':
    main()
