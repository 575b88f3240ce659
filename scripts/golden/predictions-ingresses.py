#!/usr/bin/env python3
"""Sidereal (Lahiri) sign ingresses, stations, Moon nakshatra changes and sunrises from
Debian's `swetest`, for the prediction golden tests (test/golden/predictions/).

Run by developers only (CI has no swetest); the output is committed. Everything comes from the
`swetest` command-line program (Swiss Ephemeris 2.10.03, the SE files of data/ephe), never from
the Jyotish API code. Python standard library only.

Method (as scripts/golden/saturn-ingress.py):
 1. One swetest run per body prints its apparent sidereal longitude and speed at a fixed step
    (daily for the planets and the mean node over 2024-01-01 .. 2026-01-01; hourly for the
    Moon over March 2024).
 2. Two samples in different divisions hold one crossing; a change of the speed's sign holds a
    station, solved by bisection on the speed (to 1e-6 day) and kept as a station row; a
    division visited only between two samples and a station is also caught.
 3. Each crossing is solved by bisection on swetest longitudes (one run per trial instant,
    -bj with the full double) to 1e-8 day (~1 ms).
 4. Sunrises: swetest -rise for the listed places and local dates (upper limb, refraction).

Usage:
    python3 scripts/golden/predictions-ingresses.py [--swetest /usr/bin/swetest] [--ephe data/ephe]
"""
import argparse
import datetime as dt
import hashlib
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUT = os.path.join(ROOT, 'test', 'golden', 'predictions', 'swetest-ingresses.json')
TOLERANCE_DAYS = 1e-8
JD_2024 = 2460310.5  # 2024-01-01T00:00:00Z
JD_2026 = 2461041.5  # 2026-01-01T00:00:00Z
JD_MARCH_2024 = 2460370.5  # 2024-03-01T00:00:00Z
NAKSHATRA = 360.0 / 27.0

BODIES = [
    # (name, swetest -p letter, step days, first jd, count of steps)
    ('sun', '0', 1.0, JD_2024, 731),
    ('mercury', '2', 1.0, JD_2024, 731),
    ('venus', '3', 1.0, JD_2024, 731),
    ('mars', '4', 1.0, JD_2024, 731),
    ('jupiter', '5', 1.0, JD_2024, 731),
    ('saturn', '6', 1.0, JD_2024, 731),
    ('rahu', 'm', 1.0, JD_2024, 731),
    ('moon', '1', 1.0 / 24.0, JD_MARCH_2024, 31 * 24),
]

# Sunrise checks: (place, latitude, longitude, IANA zone, local date, UT Julian day of local midnight)
SUNRISES = [
    ('New Delhi', 28.6139, 77.209, 'Asia/Kolkata', '2024-03-01', 2460370.5 - 5.5 / 24),
    ('New Delhi', 28.6139, 77.209, 'Asia/Kolkata', '2024-03-02', 2460371.5 - 5.5 / 24),
    ('New Delhi', 28.6139, 77.209, 'Asia/Kolkata', '2024-04-01', 2460401.5 - 5.5 / 24),
    ('New Delhi', 28.6139, 77.209, 'Asia/Kolkata', '2024-04-08', 2460408.5 - 5.5 / 24),
    ('Mumbai', 19.076, 72.8777, 'Asia/Kolkata', '2024-03-01', 2460370.5 - 5.5 / 24),
    ('Mumbai', 19.076, 72.8777, 'Asia/Kolkata', '2024-03-02', 2460371.5 - 5.5 / 24),
    ('New York', 40.7128, -74.006, 'America/New_York', '2024-03-11', 2460380.5 + 4.0 / 24),
    ('New York', 40.7128, -74.006, 'America/New_York', '2024-03-18', 2460387.5 + 4.0 / 24),
]


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

    def base(self, letter):
        return [self.exe, '-edir' + self.ephe, '-ut', '-sid1', '-p' + letter, '-ep', '-head']

    def scan(self, letter, jd0, step, n):
        text = run(self.base(letter) + ['-bj' + repr(jd0), '-fls', '-n%d' % (n + 1), '-s' + repr(step)])
        self.calls += 1
        rows = []
        for line in text.strip().splitlines():
            lon, speed = line.split()
            rows.append((float(lon), float(speed)))
        if len(rows) != n + 1:
            sys.exit('expected %d rows, got %d' % (n + 1, len(rows)))
        return rows

    def at(self, letter, jd):
        text = run(self.base(letter) + ['-bj' + repr(jd), '-fls'])
        self.calls += 1
        lon, speed = text.split()
        return float(lon), float(speed)

    def sunrise(self, lat, lon, jd):
        text = run([self.exe, '-edir' + self.ephe, '-bj' + repr(jd), '-ut', '-rise', '-p0', '-geopos%r,%r,0' % (lon, lat), '-n1', '-head'])
        self.calls += 1
        parts = text.split()
        i = parts.index('rise')
        d, m, y = (int(x) for x in parts[i + 1].split('.'))
        hh, mm, ss = parts[i + 2].split(':')
        t = dt.datetime(y, m, d, int(hh), int(mm), tzinfo=dt.timezone.utc) + dt.timedelta(seconds=float(ss))
        return (t - dt.datetime(1970, 1, 1, tzinfo=dt.timezone.utc)).total_seconds() / 86400 + 2440587.5, text.strip()


def signed(a, b):
    """a - b wrapped to [-180, 180)."""
    return (a - b + 180.0) % 360.0 - 180.0


def division(lon, size):
    return int(lon // size + 1e-12) % round(360 / size)


def solve(sw, letter, lo, hi, boundary, forward):
    while hi - lo > TOLERANCE_DAYS:
        mid = (lo + hi) / 2
        lon, _ = sw.at(letter, mid)
        past = signed(lon, boundary) >= 0 if forward else signed(lon, boundary) < 0
        if past:
            hi = mid
        else:
            lo = mid
    return (lo + hi) / 2


def station(sw, letter, lo, hi, speed_lo):
    while hi - lo > 1e-6:
        mid = (lo + hi) / 2
        _, v = sw.at(letter, mid)
        if (v > 0) == (speed_lo > 0):
            lo = mid
        else:
            hi = mid
    jd = (lo + hi) / 2
    return jd, sw.at(letter, jd)[0]


def crossings_between(sw, letter, t0, l0, t1, l1, size):
    """Crossings of a monotonic piece (at most one division boundary per piece at these steps)."""
    d0, d1 = division(l0, size), division(l1, size)
    if d0 == d1:
        return []
    count = round(360 / size)
    forward = (d1 - d0) % count == 1
    if not forward and (d0 - d1) % count != 1:
        sys.exit('jump of more than one division in a step at JD %r' % t0)
    boundary = (d1 if forward else d0) * size
    jd = solve(sw, letter, t0, t1, boundary % 360.0, forward)
    return [{'jd_ut': jd, 'utc': jd_to_iso(jd), 'from': d0, 'to': d1, 'retrograde': not forward}]


def body_events(sw, name, letter, step, jd0, n, size):
    rows = sw.scan(letter, jd0, step, n)
    found, stations = [], []
    for i in range(n):
        t0, t1 = jd0 + i * step, jd0 + (i + 1) * step
        (l0, v0), (l1, v1) = rows[i], rows[i + 1]
        if name != 'rahu' and (v0 > 0) != (v1 > 0):
            ts, ls = station(sw, letter, t0, t1, v0)
            stations.append({'body': name, 'jd_ut': ts, 'utc': jd_to_iso(ts), 'kind': 'retrograde' if v0 > 0 else 'direct', 'longitude': ls})
            found += crossings_between(sw, letter, t0, l0, ts, ls, size)
            found += crossings_between(sw, letter, ts, ls, t1, l1, size)
        else:
            found += crossings_between(sw, letter, t0, l0, t1, l1, size)
    for p, q in zip(found, found[1:]):
        if q['from'] != p['to'] or q['jd_ut'] <= p['jd_ut']:
            sys.exit('%s: inconsistent sequence at %s' % (name, q['utc']))
    return found, stations


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--swetest', default='/usr/bin/swetest')
    ap.add_argument('--ephe', default=os.path.join(ROOT, 'data', 'ephe'))
    a = ap.parse_args()
    sw = Swetest(a.swetest, a.ephe)
    help_text = subprocess.run([a.swetest, '-h'], capture_output=True, text=True).stdout.splitlines()
    version = next((l.split(':', 1)[1].strip() for l in help_text if 'Version:' in l), 'unknown')
    ingresses, stations, nakshatras = [], [], []
    for name, letter, step, jd0, n in BODIES:
        found, st = body_events(sw, name, letter, step, jd0, n, 30.0)
        ingresses += [{'body': name, **x} for x in found]
        stations += st
        if name == 'moon':
            nk, _ = body_events(sw, name, letter, step, jd0, n, NAKSHATRA)
            nakshatras += [{'body': name, **x} for x in nk]
    sunrises = []
    for place, lat, lon, zone, date, jd in SUNRISES:
        rise, line = sw.sunrise(lat, lon, jd)
        sunrises.append({'place': place, 'latitude': lat, 'longitude': lon, 'timezone': zone, 'local_date': date,
                         'search_from_jd_ut': jd, 'sunrise_jd_ut': rise, 'sunrise_utc': jd_to_iso(rise), 'swetest_line': line})
    ephe_sha = {}
    for f in ('sepl_18.se1', 'semo_18.se1'):
        with open(os.path.join(a.ephe, f), 'rb') as fh:
            ephe_sha[f] = hashlib.sha256(fh.read()).hexdigest()
    doc = {
        'meta': {
            'source': 'swetest (Swiss Ephemeris command-line program), NOT the Jyotish API code',
            'swetest_version': version,
            'ephe_dir': 'data/ephe (the vendored SE files)',
            'ephe_files_sha256': ephe_sha,
            'generated': dt.date.today().isoformat(),
            'regenerate': 'python3 scripts/golden/predictions-ingresses.py',
            'frame': 'apparent geocentric, sidereal Lahiri (-sid1), ecliptic of date; our positions=apparent, ayanamsha=lahiri; Rahu = mean node (-pm)',
            'time_scale': 'UT (-ut); jd_ut is the Julian day UT',
            'ranges': {'planets_and_node': ['2024-01-01T00:00:00Z', '2026-01-01T00:00:00Z'], 'moon': ['2024-03-01T00:00:00Z', '2024-04-01T00:00:00Z']},
            'command_templates': {
                'scan': '%s -edir<ephe> -ut -sid1 -p{0|1|2|3|4|5|6|m} -ep -head -bj{first jd} -fls -n{steps + 1} -s{1 day, or 1/24 day for the Moon}' % a.swetest,
                'trial_instant': '%s -edir<ephe> -ut -sid1 -p{letter} -ep -head -bj{jd_ut} -fls' % a.swetest,
                'sunrise': '%s -edir<ephe> -bj{jd of local midnight} -ut -rise -p0 -geopos{lon},{lat},0 -n1 -head' % a.swetest,
            },
            'method': 'fixed-step samples; stations by bisection on the speed (1e-6 day); each crossing by bisection on the longitude to 1e-8 day',
            'bisection_tolerance_days': TOLERANCE_DAYS,
            'swetest_runs': sw.calls,
            'counts': {'ingresses': len(ingresses), 'stations': len(stations), 'moon_nakshatra_changes': len(nakshatras), 'sunrises': len(sunrises)},
            'index': 'signs 0 = Aries (Mesha) … 11 = Pisces (Meena); nakshatras 0 = Ashwini … 26 = Revati',
        },
        'ingresses': ingresses,
        'stations': stations,
        'moon_nakshatra_changes': nakshatras,
        'sunrises': sunrises,
    }
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with open(OUT, 'w', encoding='utf-8') as f:
        json.dump(doc, f, indent=1, ensure_ascii=False)
        f.write('\n')
    print('wrote %s: %s' % (OUT, doc['meta']['counts']))


if __name__ == '__main__':
    main()
