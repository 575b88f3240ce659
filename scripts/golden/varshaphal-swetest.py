#!/usr/bin/env python3
"""Golden data for the Varshaphal tests: the sidereal (Lahiri) solar return instants
(varsha pravesh) of 24 (birth, completed years) pairs, found with Debian's `swetest` alone,
and the natal sidereal Moon of each birth (for the mudda dasha's first lord and balance).

For each pair the natal Sun is read from swetest at the birth instant; the return is then
found by Newton iteration on swetest's own longitude and speed, starting from
birth + years × 365.256363 days, until the step is below 1e-8 day (≈ 0.9 ms). Nothing here
is computed by Jyotish API code; the only arithmetic of this script is the calendar → Julian
day conversion of the birth instant and the Newton step t += Δλ / λ̇.

    python3 scripts/golden/varshaphal-swetest.py   # writes test/golden/varshaphal/swetest-solar-returns.json
"""
import datetime as dt
import json
import os
import random
import re
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
EPHE = os.path.join(ROOT, 'data', 'ephe')
OUT = os.path.join(ROOT, 'test', 'golden', 'varshaphal', 'swetest-solar-returns.json')
SIDEREAL_YEAR_DAYS = 365.256363
SEED = 20260519

# id, local birth date-time, UTC offset (hours), latitude, longitude, completed years, note
FIXED = [
    ('BOOK-118', '1967-03-08T17:40:00', 5.5, 26.3, 73.0666667, 33, 'PVR book Example 118 / Chart 66: varsha pravesh 2000-03-08 ~04:41 IST'),
    ('BOOK-EX47', '1967-03-08T17:40:00', 5.5, 26.3, 73.0666667, 26, 'PVR book Exercise 47: varsha pravesh 1993-03-08 ~09:36 IST'),
    ('BOOK-122', '1972-06-01T04:16:00', 5.5, 16.25, 81.2, 21, 'PVR book Example 122 / Chart 67: varsha pravesh 1993-06-01 ~13:30 IST'),
    ('BOOK-122-Y22', '1972-06-01T04:16:00', 5.5, 16.25, 81.2, 22, 'PVR book 30.4 (varsha narayana example), year 22'),
    ('EXAMPLE', '1990-05-10T19:55:00', 5.5, 19.076, 72.8777, 35, 'the documented example birth (Mumbai), age 35'),
    ('AGE-0', '1990-05-10T19:55:00', 5.5, 19.076, 72.8777, 0, 'age 0: the return is the birth itself'),
    ('DEC31', '1950-12-31T23:50:00', 5.5, 28.6139, 77.209, 60, 'late-December birth: the 60th return falls in the next January'),
    ('JAN1', '2001-01-01T00:10:00', 0.0, 51.5074, -0.1278, 40, 'New-Year birth in London'),
    ('EDGE-EARLY', '1800-06-15T12:00:00', 0.0, 0.0, 0.0, 1, 'first year of the served range'),
    ('EDGE-LATE', '2300-03-21T06:00:00', -5.0, 40.7128, -74.006, 99, 'return near 2399'),
]


def run(args):
    cmd = ['swetest', f'-edir{EPHE}'] + args
    out = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout
    shown = ' '.join(['swetest', '-edir<worktree>/data/ephe'] + args)
    return shown, [l for l in out.splitlines() if l.strip()]


def jd_from_utc(t):
    return 2440587.5 + (t - dt.datetime(1970, 1, 1)).total_seconds() / 86400.0


def sun(jd):
    cmd, lines = run([f'-bj{jd!r}', '-ut', '-p0', '-sid1', '-fls', '-ep', '-head'])
    lon, speed = (float(x) for x in lines[0].split())
    return cmd, lon, speed


def moon(jd):
    cmd, lines = run([f'-bj{jd!r}', '-ut', '-p1', '-sid1', '-fl', '-ep', '-head'])
    return cmd, float(lines[0].split()[0])


def wrap(x):
    return (x + 180.0) % 360.0 - 180.0


def solve(natal, t):
    commands = []
    for _ in range(20):
        cmd, lon, speed = sun(t)
        commands.append(cmd)
        step = wrap(natal - lon) / speed
        t += step
        if abs(step) < 1e-8:
            break
    cmd, lon, speed = sun(t)
    commands.append(cmd)
    return t, lon, commands


def cases():
    rng = random.Random(SEED)
    out = list(FIXED)
    places = [(5.5, 28.6139, 77.209), (5.5, 13.0827, 80.2707), (5.5, 22.5726, 88.3639), (0.0, 51.5074, -0.1278),
              (-5.0, 40.7128, -74.006), (8.0, 1.3521, 103.8198), (10.0, -33.8688, 151.2093), (3.0, 55.7558, 37.6173)]
    for i in range(14):
        year = rng.randint(1850, 2150)
        local = dt.datetime(year, rng.randint(1, 12), rng.randint(1, 28), rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59))
        offset, lat, lon = places[i % len(places)]
        age = rng.randint(1, 90)
        out.append((f'R{i + 1:02d}', local.isoformat(), offset, lat, lon, age, 'seeded random birth and age'))
    return out


def main():
    records = []
    for cid, local, offset, lat, lon, age, note in cases():
        birth_ut = dt.datetime.fromisoformat(local) - dt.timedelta(hours=offset)
        jd_birth = jd_from_utc(birth_ut)
        cmd_natal, natal, _ = sun(jd_birth)
        cmd_moon, natal_moon = moon(jd_birth)
        t, lon_at, commands = solve(natal, jd_birth + age * SIDEREAL_YEAR_DAYS)
        records.append({
            'id': cid, 'note': note, 'birth_local': local, 'utc_offset_hours': offset, 'latitude': lat, 'longitude': lon,
            'birth_jd_ut': jd_birth, 'completed_years': age, 'natal_sun_sidereal': natal, 'natal_moon_sidereal': natal_moon,
            'return_jd_ut': t, 'sun_sidereal_at_return': lon_at,
            'residual_arcsec': abs(wrap(lon_at - natal)) * 3600,
            'commands': {'natal_sun': cmd_natal, 'natal_moon': cmd_moon, 'newton_steps': commands},
        })
    version = subprocess.run(['swetest', '-h'], capture_output=True, text=True).stdout
    m = re.search(r'Version:\s*(\S+)', version)
    meta = {
        'program': 'swetest ' + (m.group(1) if m else 'unknown'),
        'ayanamsha': '-sid1 (Lahiri, SE_SIDM_LAHIRI)',
        'positions': 'swetest default: apparent geocentric, true equinox of date, with nutation',
        'method': 'Newton on swetest longitude/speed from birth + years x 365.256363 d until |step| < 1e-8 d',
        'seed': SEED,
    }
    with open(OUT, 'w') as f:
        json.dump({'meta': meta, 'cases': records}, f, indent=1)
        f.write('\n')


if __name__ == '__main__':
    main()
