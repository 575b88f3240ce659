#!/usr/bin/env python3
"""Generate the panchang-completion golden corpus from Debian's `swetest`.

Run by developers only (CI machines do not have swetest); the output is committed:

    test/golden/panchang-completion/swetest-panchang-completion.json

For each (local date, place) pair it takes from `swetest` alone the sunrise, sunset and next
sunrise (`-rise`, upper limb, standard refraction) and, by bisection on the printed apparent
sidereal (Lahiri) Sun and Moon, the nakshatra, karana (6 deg elongation) and Moon-sign
boundaries and the Moon's crossings of 300 deg and 360 deg. From these instants and the rule
tables written out below (docs/methods/panchang-completion.md), it derives what the panchang
of that date must list: Dur Muhurtam, Varjyam and Amrit Kaal, Bhadra with its vaas and
Panchaka with its type. Nothing here uses the Jyotish API code.

It reuses scripts/golden/panchang-boundaries.py (bisection, sunrises) and its swetest runner.

Usage:
    python3 scripts/golden/panchang-completion.py [--out PATH] [--swetest PATH] [--ephe DIR]
"""

import argparse
import datetime as _dt
import importlib.util
import os
import random
import sys
from zoneinfo import ZoneInfo

HERE = os.path.dirname(os.path.abspath(__file__))
SCRIPT_REL = "scripts/golden/panchang-completion.py"
SEED = 20261122

_spec = importlib.util.spec_from_file_location("panchang_boundaries", os.path.join(HERE, "panchang-boundaries.py"))
pb = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(pb)
sp = pb.sp

# ---- rule tables (docs/methods/panchang-completion.md), written out independently of src/

# Dur Muhurtam: weekday (0 = Sunday) -> [(muhurta 1..15, 'day' | 'night')]
DUR_MUHURTA = {
    0: [(14, "day")],
    1: [(9, "day"), (12, "day")],
    2: [(4, "day"), (7, "night")],
    3: [(8, "day")],
    4: [(6, "day"), (12, "day")],
    5: [(4, "day"), (9, "day")],
    6: [(1, "day"), (2, "day")],
}
# Ghatis elapsed at the start of Varjyam / Amrit Kaal (of 60), Ashwini .. Revati; spans last 4.
VARJYAM = [[50], [24], [30], [40], [14], [21], [30], [20], [32], [30], [20], [18], [21], [20],
           [14], [14], [10], [14], [20, 56], [24], [20], [10], [10], [18], [16], [24], [30]]
AMRIT = [42, 48, 54, 52, 38, 35, 54, 44, 56, 54, 44, 42, 45, 44, 38, 38, 34, 38, 44, 48, 44,
         34, 34, 42, 40, 48, 54]
# Bhadra vaas by the Moon's sign (0 = Mesha)
VAAS = ["heaven", "heaven", "heaven", "earth", "earth", "underworld", "underworld", "heaven",
        "underworld", "underworld", "earth", "earth"]
# Panchaka type by the vaara it begins on (0 = Sunday)
PANCHAKA = ["roga", "raja", "agni", None, None, "chora", "mrityu"]

PLACES = [
    ("Delhi", 28.6139, 77.2090, "Asia/Kolkata"),
    ("Mumbai", 19.0760, 72.8777, "Asia/Kolkata"),
    ("Chennai", 13.0827, 80.2707, "Asia/Kolkata"),
    ("Kolkata", 22.5726, 88.3639, "Asia/Kolkata"),
    ("Kathmandu", 27.7172, 85.3240, "Asia/Kathmandu"),
    ("Singapore", 1.3521, 103.8198, "Asia/Singapore"),
    ("London", 51.5074, -0.1278, "Europe/London"),
    ("New York", 40.7128, -74.0060, "America/New_York"),
    ("Los Angeles", 34.0522, -118.2437, "America/Los_Angeles"),
    ("Sydney", -33.8688, 151.2093, "Australia/Sydney"),
    ("Nairobi", -1.2921, 36.8219, "Africa/Nairobi"),
    ("Fiji", -18.1248, 178.4501, "Pacific/Fiji"),
]
N_RANDOM = 40
FIXED = [("Delhi", 28.6139, 77.2090, "Asia/Kolkata", (2022, 1, 24))]


def local_midnight_jd(zone, date):
    return pb.jd_of_utc(_dt.datetime(date.year, date.month, date.day).replace(tzinfo=ZoneInfo(zone)))


def sunrise_of_date(sw, zone, date, lat, lon):
    jd_mid = local_midnight_jd(zone, date)
    r = pb.next_sunrise(sw, jd_mid, lat, lon)
    nxt = local_midnight_jd(zone, date + _dt.timedelta(days=1))
    return r if r is not None and r < nxt else None


def weekday_of(date):
    return (date.weekday() + 1) % 7  # Python Monday = 0 -> Sunday = 0


def vaara_at(sw, zone, jd, lat, lon):
    """Weekday of the sunrise-to-sunrise day holding jd (VAARA.SUNRISE)."""
    utc = _dt.datetime(1970, 1, 1, tzinfo=pb.UTC) + _dt.timedelta(days=jd - pb.JD_UNIX_EPOCH)
    date = utc.astimezone(ZoneInfo(zone)).date()
    rise = sunrise_of_date(sw, zone, date, lat, lon)
    if rise is not None and jd < rise:
        date = date - _dt.timedelta(days=1)
    return weekday_of(date)


def row(a, b, **extra):
    d = {"start_utc": pb.iso_ms(a), "end_utc": pb.iso_ms(b), "start_jd_ut": a, "end_jd_ut": b}
    d.update(extra)
    return d


def occurrences(bounds):
    """Consecutive boundaries -> [(index0, start, end)]."""
    return [(bounds[i]["to"], bounds[i]["jd_ut"], bounds[i + 1]["jd_ut"]) for i in range(len(bounds) - 1)]


def moon_crossings(sw, jd_from, jd_to, targets):
    """Instants the Moon's sidereal longitude passes each target (hourly bracket, bisection)."""
    step = pb.COARSE_STEP_DAYS
    n = int(round((jd_to - jd_from) / step)) + 1
    samples = pb.sun_moon_series(sw, jd_from, n, step)
    out = []
    for i in range(n - 1):
        m0, m1 = samples[i][1], samples[i + 1][1]
        for t in targets:
            if pb.offset(m0, t) < 0 <= pb.offset(m1, t) and abs(pb.offset(m0, t)) < 30:
                jd, _c = pb.bisect(sw, "rashi", t, jd_from + i * step, jd_from + (i + 1) * step)
                out.append((jd, t))
    return out


def build_pair(sw, case_id, name, lat, lon, zone, date):
    jd_mid = local_midnight_jd(zone, date)
    sunrise = sunrise_of_date(sw, zone, date, lat, lon)
    following = pb.next_sunrise(sw, sunrise + 0.01, lat, lon)
    _r, sett, _raw = sp.rise_once(sw, sunrise + 0.0001, 0, lat, lon, [])
    sunset = sett[0]
    assert sunrise < sunset < following
    weekday = weekday_of(date)
    b = pb.boundaries(sw, jd_mid)

    dur = []
    for k, period in DUR_MUHURTA[weekday]:
        a, z = (sunrise, sunset) if period == "day" else (sunset, following)
        size = (z - a) / 15.0
        dur.append(row(a + (k - 1) * size, a + k * size, muhurta=k, period=period))

    naks = occurrences(b["nakshatra"])
    varjyam, amrit = [], []
    for idx, s, e in naks:
        g = (e - s) / 60.0
        for start in VARJYAM[idx]:
            a = s + start * g
            if sunrise <= a < following:
                varjyam.append(row(a, a + 4 * g, nakshatra=idx + 1, startGhati=start))
        a = s + AMRIT[idx] * g
        if sunrise <= a < following:
            amrit.append(row(a, a + 4 * g, nakshatra=idx + 1, startGhati=AMRIT[idx]))
    varjyam.sort(key=lambda r: r["start_jd_ut"])

    bhadra = None
    for k, s, e in occurrences(b["elongation6"]):
        if pb.karana_id(k) == "vishti" and s < following and e > sunrise:
            parts = []
            for sign, rs, re_ in occurrences(b["rashi"]):
                a, z = max(s, rs), min(e, re_)
                if z > a:
                    parts.append(row(a, z, moonRashi=sign + 1, vaas=VAAS[sign]))
            bhadra = row(s, e, halfTithi=k + 1, parts=parts)

    crossings = moon_crossings(sw, sunrise - 6.0, following + 6.0, [300.0, 0.0])
    panchaka = None
    starts = [jd for jd, t in crossings if t == 300.0]
    ends = [jd for jd, t in crossings if t == 0.0]
    for s in (x for x in starts if x < following):
        e = min(x for x in ends if x > s)
        if e > sunrise:
            wd = vaara_at(sw, zone, s, lat, lon)
            panchaka = row(s, e, startWeekday=wd, type=PANCHAKA[wd])

    return {
        "id": case_id,
        "place": name,
        "latitude": lat,
        "longitude": lon,
        "timezone": zone,
        "localDate": date.isoformat(),
        "weekday": weekday,
        "sunrise_utc": pb.iso_ms(sunrise),
        "sunset_utc": pb.iso_ms(sunset),
        "next_sunrise_utc": pb.iso_ms(following),
        "expected": {
            "durMuhurtam": dur,
            "varjyam": varjyam,
            "amritKaal": amrit,
            "bhadra": bhadra,
            "panchaka": panchaka,
        },
    }


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    root = os.path.normpath(os.path.join(HERE, "..", ".."))
    ap.add_argument("--out", default=os.path.join(root, "test", "golden", "panchang-completion", "swetest-panchang-completion.json"))
    ap.add_argument("--swetest", default="/usr/bin/swetest")
    ap.add_argument("--ephe", default=os.path.join(root, "data", "ephe"),
                    help="the SE files (data/ephe holds the same files as Debian swe-basic-data)")
    a = ap.parse_args()
    sw = sp.Swetest(a.swetest, a.ephe)
    rng = random.Random(SEED)
    plan = [(n, la, lo, z, _dt.date(*d)) for n, la, lo, z, d in FIXED]
    first, last = _dt.date(1990, 1, 1).toordinal(), _dt.date(2035, 12, 31).toordinal()
    for _ in range(N_RANDOM):
        n, la, lo, z = PLACES[rng.randrange(len(PLACES))]
        plan.append((n, la, lo, z, _dt.date.fromordinal(rng.randint(first, last))))
    cases = []
    for i, (n, la, lo, z, d) in enumerate(plan):
        cases.append(build_pair(sw, "pc-%03d" % (i + 1), n, la, lo, z, d))
        print("  %s %s %s" % (cases[-1]["id"], d, n), file=sys.stderr)
    with_bhadra = sum(1 for c in cases if c["expected"]["bhadra"])
    with_panchaka = sum(1 for c in cases if c["expected"]["panchaka"])
    if with_bhadra < 5 or with_panchaka < 5:
        raise SystemExit("too few Bhadra (%d) or Panchaka (%d) days" % (with_bhadra, with_panchaka))
    meta = {
        "source": "swetest (Swiss Ephemeris command-line program) and the rule tables in this script, NOT the Jyotish API code",
        "swetest_version": sw.version(),
        "debian_packages": {k: sp.dpkg_version(k) for k in ("swetest", "libswe2.0", "swe-basic-data", "tzdata")},
        "ephe_dir": a.ephe,
        "generated": _dt.datetime.now(pb.UTC).strftime("%Y-%m-%d"),
        "generator": SCRIPT_REL,
        "regenerate": "python3 " + SCRIPT_REL,
        "seed": SEED,
        "command_templates": {
            "sun_moon": pb.SUN_MOON_CMD,
            "sun_moon_hourly_series": pb.SUN_MOON_SERIES_CMD,
            "sunrise_and_sunset": pb.RISE_CMD,
        },
        "rules": "docs/methods/panchang-completion.md: Dur Muhurtam slots, Varjyam/Amrit ghati tables (4 ghatis of a "
                 "60-ghati nakshatra, listed on the day they start), Bhadra vaas by Moon sign, Panchaka = Moon "
                 "300..360 deg named by the vaara it begins on",
        "days_with_bhadra": with_bhadra,
        "days_with_panchaka": with_panchaka,
        "case_count": len(cases),
    }
    sp.dump_json(a.out, meta, cases)
    print("wrote %s (%d cases, %d swetest calls)" % (a.out, len(cases), sw.calls), file=sys.stderr)


if __name__ == "__main__":
    main()
