#!/usr/bin/env python3
"""Saturn's sidereal (Lahiri, apparent) sign ingresses over the whole served range, 1800-01-02 to
2399-12-31, from Debian's `swetest`, for the whole-range ingress table test
(test/golden/insights/swetest-saturn-ingresses-1800-2399.json).

The same method as scripts/golden/saturn-ingress.py (daily swetest scan, stations by bisection on
the speed, every crossing by bisection on swetest longitudes to 1e-8 day), over the 600 years
the ephemeris files serve instead of 1900-2100; this script reuses that one's functions. Run by
developers only (CI has no swetest); the output is committed. Python standard library only.

Usage:
    python3 scripts/golden/saturn-ingress-full.py [--swetest /usr/bin/swetest] [--ephe data/ephe]
"""
import argparse
import datetime as dt
import hashlib
import importlib.util
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
spec = importlib.util.spec_from_file_location('saturn_ingress', os.path.join(HERE, 'saturn-ingress.py'))
base = importlib.util.module_from_spec(spec)
spec.loader.exec_module(base)

OUT = os.path.join(ROOT, 'test', 'golden', 'insights', 'swetest-saturn-ingresses-1800-2399.json')
JD_FIRST = 2378497.5  # 1800-01-02T00:00:00Z (the files start at 1800-01-01 TT)
JD_LAST = 2597641.0   # 2399-12-31T12:00:00Z (the last whole day the files serve)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--swetest', default='/usr/bin/swetest')
    ap.add_argument('--ephe', default=os.path.join(ROOT, 'data', 'ephe'))
    a = ap.parse_args()
    sw = base.Swetest(a.swetest, a.ephe)
    help_text = subprocess.run([a.swetest, '-h'], capture_output=True, text=True).stdout.splitlines()
    version = next((l.split(':', 1)[1].strip() for l in help_text if 'Version:' in l), 'unknown')
    n = int(JD_LAST - JD_FIRST) + 1
    rows = sw.daily(JD_FIRST, n)
    found = []
    stations_checked = 0
    sign_of = base.sign_of
    for i in range(n - 1):
        t0, t1 = JD_FIRST + i, JD_FIRST + i + 1
        (l0, v0), (l1, v1) = rows[i], rows[i + 1]
        if (v0 > 0) != (v1 > 0):
            stations_checked += 1
            ts, ls = base.station(sw, t0, t1, v0)
            if sign_of(ls) != sign_of(l0) and sign_of(ls) != sign_of(l1):
                sys.exit('a sign visited between two samples and a station; not handled')
            if sign_of(ls) != sign_of(l0) and sign_of(l0) == sign_of(l1):
                found.append(base.crossing(sw, t0, l0, ts, ls))
                found.append(base.crossing(sw, ts, ls, t1, l1))
                continue
            if sign_of(ls) != sign_of(l0):
                found.append(base.crossing(sw, t0, l0, ts, ls))
                continue
            if sign_of(ls) != sign_of(l1):
                found.append(base.crossing(sw, ts, ls, t1, l1))
                continue
        elif sign_of(l0) != sign_of(l1):
            found.append(base.crossing(sw, t0, l0, t1, l1))
    for p, q in zip(found, found[1:]):
        if q['from_sign'] != p['to_sign'] or q['jd_ut'] <= p['jd_ut']:
            sys.exit('inconsistent sequence at %s' % q['utc'])
    ephe_sha = {}
    for f in ('sepl_18.se1', 'semo_18.se1'):
        with open(os.path.join(a.ephe, f), 'rb') as fh:
            ephe_sha[f] = hashlib.sha256(fh.read()).hexdigest()
    meta = {
        'source': 'swetest (Swiss Ephemeris command-line program), NOT the Jyotish API code',
        'swetest_version': version,
        'ephe_dir': os.path.relpath(a.ephe, ROOT) if a.ephe.startswith(ROOT) else a.ephe,
        'ephe_files_sha256': ephe_sha,
        'generated': dt.date.today().isoformat(),
        'regenerate': 'python3 scripts/golden/saturn-ingress-full.py',
        'body': 'Saturn (swetest -p6)',
        'frame': 'apparent geocentric, sidereal Lahiri (-sid1), ecliptic of date; our positions=apparent, ayanamsha=lahiri',
        'time_scale': 'UT (-ut); jd_ut is the Julian day UT',
        'range_jd_ut': [JD_FIRST, JD_LAST],
        'range_utc': [base.jd_to_iso(JD_FIRST), base.jd_to_iso(JD_LAST)],
        'command_templates': {
            'daily_scan': 'swetest -edir<ephe_dir> -ut -sid1 -p6 -ep -head -bj{%r + 30000k} -fls -n{30000, last chunk shorter} -s1 (%d days in all)' % (JD_FIRST, n),
            'trial_instant': 'swetest -edir<ephe_dir> -ut -sid1 -p6 -ep -head -bj{jd_ut} -fls',
        },
        'method': 'daily samples, stations located by bisection on the speed, each crossing by bisection on the longitude to 1e-8 day',
        'bisection_tolerance_days': base.TOLERANCE_DAYS,
        'stations_checked': stations_checked,
        'swetest_runs': sw.calls,
        'count': len(found),
        'sign_index': '0 = Aries (Mesha) … 11 = Pisces (Meena); from_sign/to_sign 0-based',
    }
    with open(OUT, 'w', encoding='utf-8') as f:
        f.write('{\n"meta": ' + json.dumps(meta, indent=1) + ',\n"ingresses": [\n')
        f.write(',\n'.join(json.dumps(x) for x in found))
        f.write('\n]\n}\n')
    print('wrote %s: %d ingresses, %d swetest runs' % (OUT, len(found), sw.calls))


if __name__ == '__main__':
    main()
