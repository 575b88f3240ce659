#!/usr/bin/env python3
"""Saturn's sidereal (Lahiri) sign ingresses 1900-2100 from Debian's `swetest`, for the
Sade Sati golden test (test/golden/insights/swetest-saturn-ingresses.json).

Run by developers only (CI has no swetest); the output is committed. Everything comes from the
`swetest` command-line program (Swiss Ephemeris 2.10.03, SE files), never from the Jyotish API
code. Python standard library only.

Method:
 1. One swetest run prints Saturn's apparent sidereal longitude and speed once a day
    (00:00 UT) from 1900-01-01 to 2100-01-01.
 2. A day whose two samples lie in different signs holds one crossing. A day in which the speed
    changes sign holds a station; the station is located by bisection on the speed and, if its
    longitude lies in a third sign (a loop dipping over a boundary for less than a day), both
    crossings of that day are kept. Retrograde re-entries are crossings like any other.
 3. Each crossing is solved by bisection on swetest longitudes (one swetest run per trial
    instant, -bj with the full double) until the bracket is below 1e-8 day (~1 ms).

Usage:
    python3 scripts/golden/saturn-ingress.py [--swetest /usr/bin/swetest] [--ephe /usr/share/libswe/ephe]
"""
import argparse
import datetime as dt
import hashlib
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUT = os.path.join(ROOT, 'test', 'golden', 'insights', 'swetest-saturn-ingresses.json')
JD_1900 = 2415020.5  # 1900-01-01T00:00:00Z
JD_2100 = 2488069.5  # 2100-01-01T00:00:00Z
TOLERANCE_DAYS = 1e-8


def run(args):
    out = subprocess.run(args, capture_output=True, text=True, check=True)
    text = out.stdout
    low = text.lower()
    if 'error' in low or 'warning' in low or 'moshier' in low or 'not found' in low:
        sys.exit('swetest reported a problem: ' + text[:400])
    return text


def jd_to_iso(jd):
    ms = round((jd - 2440587.5) * 86400000)
    t = dt.datetime(1970, 1, 1, tzinfo=dt.timezone.utc) + dt.timedelta(milliseconds=ms)
    return t.strftime('%Y-%m-%dT%H:%M:%S.') + '%03dZ' % (t.microsecond // 1000)


class Swetest:
    def __init__(self, exe, ephe):
        self.exe = exe
        self.ephe = ephe
        self.calls = 0

    def base(self):
        return [self.exe, '-edir' + self.ephe, '-ut', '-sid1', '-p6', '-ep', '-head']

    def daily(self, jd0, n):
        # swetest prints at most 36525 steps per run: scan in chunks.
        rows = []
        chunk = 30000
        for k in range(0, n, chunk):
            m = min(chunk, n - k)
            text = run(self.base() + ['-bj' + repr(jd0 + k), '-fls', '-n%d' % m, '-s1'])
            self.calls += 1
            for line in text.strip().splitlines():
                lon, speed = line.split()
                rows.append((float(lon), float(speed)))
        if len(rows) != n:
            sys.exit('expected %d daily rows, got %d' % (n, len(rows)))
        return rows

    def at(self, jd):
        text = run(self.base() + ['-bj' + repr(jd), '-fls'])
        self.calls += 1
        lon, speed = text.split()
        return float(lon), float(speed)


def sign_of(lon):
    return int(lon // 30) % 12


def signed(a, b):
    """a - b wrapped to [-180, 180)."""
    return (a - b + 180.0) % 360.0 - 180.0


def solve(sw, lo, hi, boundary, forward):
    """Bisection for the instant the longitude crosses `boundary` in [lo, hi]."""
    while hi - lo > TOLERANCE_DAYS:
        mid = (lo + hi) / 2
        lon, _ = sw.at(mid)
        past = signed(lon, boundary) >= 0 if forward else signed(lon, boundary) < 0
        if past:
            hi = mid
        else:
            lo = mid
    return (lo + hi) / 2


def station(sw, lo, hi, speed_lo):
    while hi - lo > 1e-6:
        mid = (lo + hi) / 2
        _, v = sw.at(mid)
        if (v > 0) == (speed_lo > 0):
            lo = mid
        else:
            hi = mid
    jd = (lo + hi) / 2
    return jd, sw.at(jd)[0]


def crossing(sw, t0, lon0, t1, lon1):
    s0, s1 = sign_of(lon0), sign_of(lon1)
    forward = (s1 - s0) % 12 == 1
    if not forward and (s0 - s1) % 12 != 1:
        sys.exit('jump of more than one sign in a day at JD %r' % t0)
    boundary = (s1 if forward else s0) * 30.0
    jd = solve(sw, t0, t1, boundary, forward)
    return {
        'jd_ut': jd,
        'utc': jd_to_iso(jd),
        'from_sign': s0,
        'to_sign': s1,
        'retrograde': not forward,
        'boundary_deg': boundary % 360.0,
    }


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--swetest', default='/usr/bin/swetest')
    ap.add_argument('--ephe', default='/usr/share/libswe/ephe')
    a = ap.parse_args()
    sw = Swetest(a.swetest, a.ephe)
    help_text = subprocess.run([a.swetest, '-h'], capture_output=True, text=True).stdout.splitlines()
    version = next((l.split(':', 1)[1].strip() for l in help_text if 'Version:' in l), 'unknown')
    n = int(JD_2100 - JD_1900) + 1
    rows = sw.daily(JD_1900, n)
    found = []
    stations_checked = 0
    for i in range(n - 1):
        t0, t1 = JD_1900 + i, JD_1900 + i + 1
        (l0, v0), (l1, v1) = rows[i], rows[i + 1]
        if (v0 > 0) != (v1 > 0):
            stations_checked += 1
            ts, ls = station(sw, t0, t1, v0)
            if sign_of(ls) != sign_of(l0) and sign_of(ls) != sign_of(l1):
                sys.exit('a sign visited between two samples and a station; not handled')
            if sign_of(ls) != sign_of(l0) and sign_of(l0) == sign_of(l1):
                found.append(crossing(sw, t0, l0, ts, ls))
                found.append(crossing(sw, ts, ls, t1, l1))
                continue
            if sign_of(ls) != sign_of(l0):
                found.append(crossing(sw, t0, l0, ts, ls))
                continue
            if sign_of(ls) != sign_of(l1):
                found.append(crossing(sw, ts, ls, t1, l1))
                continue
        elif sign_of(l0) != sign_of(l1):
            found.append(crossing(sw, t0, l0, t1, l1))
    # Self-checks: crossings alternate consistently (each starts in the sign the last one entered).
    for p, q in zip(found, found[1:]):
        if q['from_sign'] != p['to_sign'] or q['jd_ut'] <= p['jd_ut']:
            sys.exit('inconsistent sequence at %s' % q['utc'])
    ephe_sha = {}
    for f in ('sepl_18.se1', 'semo_18.se1'):
        with open(os.path.join(a.ephe, f), 'rb') as fh:
            ephe_sha[f] = hashlib.sha256(fh.read()).hexdigest()
    doc = {
        'meta': {
            'source': 'swetest (Swiss Ephemeris command-line program), NOT the Jyotish API code',
            'swetest_version': version,
            'ephe_dir': a.ephe,
            'ephe_files_sha256': ephe_sha,
            'generated': dt.date.today().isoformat(),
            'regenerate': 'python3 scripts/golden/saturn-ingress.py',
            'body': 'Saturn (swetest -p6)',
            'frame': 'apparent geocentric, sidereal Lahiri (-sid1), ecliptic of date; our positions=apparent, ayanamsha=lahiri',
            'time_scale': 'UT (-ut); jd_ut is the Julian day UT',
            'range_utc': ['1900-01-01T00:00:00Z', '2100-01-01T00:00:00Z'],
            'command_templates': {
                'daily_scan': '%s -edir%s -ut -sid1 -p6 -ep -head -bj{2415020.5 + 30000k} -fls -n{30000, last chunk shorter} -s1 (%d days in all)' % (a.swetest, a.ephe, n),
                'trial_instant': '%s -edir%s -ut -sid1 -p6 -ep -head -bj{jd_ut} -fls' % (a.swetest, a.ephe),
            },
            'method': 'daily samples, stations located by bisection on the speed, each crossing by bisection on the longitude to 1e-8 day',
            'bisection_tolerance_days': TOLERANCE_DAYS,
            'stations_checked': stations_checked,
            'swetest_runs': sw.calls,
            'count': len(found),
            'sign_index': '0 = Aries (Mesha) … 11 = Pisces (Meena); from_sign/to_sign 0-based',
        },
        'ingresses': found,
    }
    with open(OUT, 'w', encoding='utf-8') as f:
        f.write('{\n"meta": ' + json.dumps(doc['meta'], indent=1) + ',\n"ingresses": [\n')
        f.write(',\n'.join(json.dumps(x) for x in found))
        f.write('\n]\n}\n')
    print('wrote %s: %d ingresses, %d swetest runs' % (OUT, len(found), sw.calls))


if __name__ == '__main__':
    main()
