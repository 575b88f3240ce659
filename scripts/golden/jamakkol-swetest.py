#!/usr/bin/env python3
"""Golden data for the Jamakkol tests: sunrise, sunset and the next sunrise at each query
place (swetest -rise), the Sun's sidereal (Lahiri) longitude at the start of the day or
night and at the query, and the sidereal ascendant at the query (swetest -house).

Only swetest output is recorded (raw lines kept); nothing is computed by Jyotish API code.

    python3 scripts/golden/jamakkol-swetest.py   # writes test/golden/jamakkol/swetest-jamakkol.json
"""
import datetime as dt
import json
import os
import re
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
EPHE = os.path.join(ROOT, 'data', 'ephe')
OUT = os.path.join(ROOT, 'test', 'golden', 'jamakkol', 'swetest-jamakkol.json')

# id, place, local date-time, UTC offset (hours), latitude, longitude
QUERIES = [
    ('Q1', 'Mumbai', '1990-05-10T19:55:00', 5.5, 19.076, 72.8777),
    ('Q2', 'Chennai', '2024-03-01T10:37:30', 5.5, 13.0827, 80.2707),
    ('Q3', 'Madurai', '2023-11-15T04:20:00', 5.5, 9.9252, 78.1198),
    ('Q4', 'Delhi', '2022-06-21T13:02:45', 5.5, 28.6139, 77.209),
    ('Q5', 'Singapore', '2024-07-15T21:05:00', 8.0, 1.3521, 103.8198),
    ('Q6', 'Colombo', '2025-01-26T06:40:10', 5.5, 6.9271, 79.8612),
]


def run(args):
    cmd = ['swetest', f'-edir{EPHE}'] + args
    out = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout
    shown = ' '.join(['swetest', '-edir<worktree>/data/ephe'] + args)
    return shown, [l for l in out.splitlines() if l.strip()]


def ut_string(t):
    return t.strftime('%d.%m.%Y'), t.strftime('%H:%M:%S') + f'.{t.microsecond // 100000}'


def parse_rise_lines(lines):
    """(rise, set) UT datetimes per line; '-' for a rise swetest did not print."""
    pat = re.compile(r'rise\s+(-|\d+\.\d+\.\d+\s+\d+:\d+:\d+\.\d)\s+set\s+(\d+\.\d+\.\d+\s+\d+:\d+:\d+\.\d)')
    out = []
    for line in lines:
        m = pat.search(line.replace('\t', ' '))
        if not m:
            continue
        def conv(s):
            if s == '-':
                return None
            d, t = s.split()
            return dt.datetime.strptime(f'{d} {t}', '%d.%m.%Y %H:%M:%S.%f')
        out.append((conv(m.group(1)), conv(m.group(2))))
    return out


def main():
    records = []
    for qid, place, local, offset, lat, lon in QUERIES:
        t_local = dt.datetime.fromisoformat(local)
        t_ut = t_local - dt.timedelta(hours=offset)
        # Start the search at local midnight two days earlier, so the sunrise before the query is listed.
        start = (t_local.replace(hour=0, minute=0, second=0) - dt.timedelta(days=1)) - dt.timedelta(hours=offset)
        d, tm = ut_string(start)
        cmd_rise, rise_lines = run([f'-b{d}', f'-ut{tm[:8]}', '-rise', '-p0', f'-geopos{lon},{lat},0', '-n4', '-head'])
        events = parse_rise_lines(rise_lines)
        rises = [r for r, _ in events if r is not None]
        sets = [s for _, s in events]
        sunrise = max(r for r in rises if r <= t_ut)
        next_sunrise = min(r for r in rises if r > t_ut)
        sunset = min(s for s in sets if s > sunrise)
        is_day = t_ut < sunset
        start_half = sunrise if is_day else sunset
        commands = [cmd_rise]
        lines = {'rise': rise_lines}
        d, tm = ut_string(start_half)
        c, l = run([f'-b{d}', f'-ut{tm}', '-p0', '-sid1', '-fl', '-head'])
        commands.append(c)
        lines['sun_at_start'] = l
        sun_at_start = float(l[0])
        d, tm = ut_string(t_ut)
        c, l = run([f'-b{d}', f'-ut{tm}', '-p0', '-sid1', '-fl', '-head'])
        commands.append(c)
        lines['sun_at_query'] = l
        sun_at_query = float(l[0])
        c, l = run([f'-b{d}', f'-ut{tm}', '-p0', f'-house{lon},{lat},E', '-sid1', '-fPl', '-head'])
        commands.append(c)
        lines['houses_at_query'] = l
        asc = float(next(x for x in l if x.startswith('Ascendant')).split()[-1])
        iso = lambda x: x.strftime('%Y-%m-%dT%H:%M:%S.') + f'{x.microsecond // 100000}Z'
        records.append({
            'id': qid, 'place': place, 'local': local, 'utc_offset_hours': offset, 'latitude': lat, 'longitude': lon,
            'query_ut': iso(t_ut), 'sunrise_ut': iso(sunrise), 'sunset_ut': iso(sunset), 'next_sunrise_ut': iso(next_sunrise),
            'is_day': is_day, 'sun_sidereal_at_start_of_half_day': sun_at_start, 'sun_sidereal_at_query': sun_at_query,
            'ascendant_sidereal_at_query': asc, 'commands': commands, 'swetest_lines': lines,
        })
    version = subprocess.run(['swetest', '-h'], capture_output=True, text=True).stdout
    m = re.search(r'Version:\s*(\S+)', version)
    meta = {
        'program': 'swetest ' + (m.group(1) if m else 'unknown'),
        'ayanamsha': '-sid1 (Lahiri)',
        'rise_definition': 'swetest default: upper limb, refraction 1013.25 hPa / 15 °C (SUNRISE.ASTRO)',
        'times': 'UT, as printed by swetest (0.1 s)',
    }
    with open(OUT, 'w') as f:
        json.dump({'meta': meta, 'queries': records}, f, indent=1, ensure_ascii=False)
        f.write('\n')


if __name__ == '__main__':
    main()
