#!/usr/bin/env python3
"""Golden day segments (Rahu Kaal, Yamaganda, Gulika Kaal, Abhijit, Brahma muhurta,
choghadiya, unequal horas) timed from swetest sunrises and sunsets.

For each (city, local date) of a week (Sunday … Saturday), the script asks swetest for the
first sunrise after local midnight and the sunset after it (`swetest -rise`, upper limb with
standard refraction: SUNRISE.ASTRO), on the date itself, the day before (its sunset is the
previous sunset S₋) and the day after (its sunrise is the next sunrise R′). The segments are
then laid out by the rules of ../shared/methods/time-and-sky.md §8, read from the hand-typed
tables in test/golden/panchang-segments/tables.json. Nothing comes from Jyotish API code.

Every swetest command line and the line it printed are stored beside the values.

Python standard library only; it reuses the swetest runner and rise-line parser of
scripts/golden/swetest-positions.py (any warning, error or Moshier fall-back stops the run).

Usage:
    python3 scripts/golden/panchang-segments.py [--ephe DIR] [--swetest PATH] [--out PATH]
"""

import argparse
import datetime as _dt
import hashlib
import importlib.util
import json
import os
import subprocess
from fractions import Fraction
from zoneinfo import ZoneInfo

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
GOLDEN = os.path.join(ROOT, "test", "golden", "panchang-segments")

_spec = importlib.util.spec_from_file_location("swetest_positions", os.path.join(HERE, "swetest-positions.py"))
sp = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(sp)

UTC = _dt.timezone.utc
JD_UNIX_EPOCH = 2440587.5

# (id, name, latitude, longitude, IANA zone, first date of the week: a Sunday)
CITIES = [
    ("delhi", "New Delhi", 28.6139, 77.209, "Asia/Kolkata", (2022, 1, 23)),
    ("chennai", "Chennai", 13.0827, 80.2707, "Asia/Kolkata", (2024, 6, 16)),
    # Europe's summer time begins at 01:00 UTC on Sunday 2024-03-31, before that sunrise.
    ("london", "London", 51.5074, -0.1278, "Europe/London", (2024, 3, 31)),
    # Sydney's summer time ends at 03:00 local on Sunday 2024-04-07 (southern hemisphere).
    ("sydney", "Sydney", -33.8688, 151.2093, "Australia/Sydney", (2024, 4, 7)),
]
DAYS = 7


def jd_of(dt):
    secs = Fraction(int(dt.timestamp() * 1_000_000), 1_000_000)
    return float(Fraction(JD_UNIX_EPOCH) + secs / 86400)


def iso_utc(jd):
    """ISO UTC with milliseconds."""
    ms = round((Fraction(jd) - Fraction(JD_UNIX_EPOCH)) * 86_400_000)
    dt = _dt.datetime(1970, 1, 1, tzinfo=UTC) + _dt.timedelta(milliseconds=ms)
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (dt.microsecond // 1000)


def iso_local(jd, zone):
    ms = round((Fraction(jd) - Fraction(JD_UNIX_EPOCH)) * 86_400_000)
    dt = (_dt.datetime(1970, 1, 1, tzinfo=UTC) + _dt.timedelta(milliseconds=ms)).astimezone(zone)
    off = dt.utcoffset()
    sign = "+" if off >= _dt.timedelta(0) else "-"
    mins = abs(int(off.total_seconds())) // 60
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + "%03d%s%02d:%02d" % (dt.microsecond // 1000, sign, mins // 60, mins % 60)


def sun_rise_set(sw, jd0, lat, lon):
    """First sunrise after jd0 and first sunset after jd0, with the command line and output."""
    args = ["-bj" + sp.jd_arg(jd0), "-ut", "-rise", "-p0", "-geopos%s,%s,0" % (repr(float(lon)), repr(float(lat))), "-n1", "-head"]
    rise, sett, line = sp.rise_once(sw, jd0, 0, lat, lon, [])
    if rise is None or sett is None or sett[0] <= rise[0]:
        raise RuntimeError("expected a rise before a set after %r: %s" % (jd0, line))
    command = " ".join(["swetest", "-edir<ephe>"] + args)
    return rise[0], sett[0], {"command": command, "output": line}


def part(a, b, n, k):
    size = (b - a) / n
    return a + (k - 1) * size, a + k * size


def span(a, b, zone, **extra):
    out = dict(extra)
    out.update({"start_utc": iso_utc(a), "end_utc": iso_utc(b), "start_local": iso_local(a, zone), "end_local": iso_local(b, zone)})
    return out


def day_case(sw, tables, city, date):
    cid, name, lat, lon, tzname, _ = city
    zone = ZoneInfo(tzname)
    weekday = (date.weekday() + 1) % 7  # Python: Monday = 0 → tables: Sunday = 0
    wd = tables["weekdays"][weekday]
    runs = []
    events = []
    for delta in (-1, 0, 1):
        d = date + _dt.timedelta(days=delta)
        midnight = _dt.datetime(d.year, d.month, d.day, tzinfo=zone)
        r, s, raw = sun_rise_set(sw, jd_of(midnight.astimezone(UTC)), lat, lon)
        raw["localDate"] = d.isoformat()
        runs.append(raw)
        events.append((r, s))
    (_, prev_set), (R, S), (next_rise, _) = events
    assert prev_set < R < S < next_rise
    dl = S - R
    oc = tables["octant"]
    ab = tables["abhijit"]
    br = tables["brahmaMuhurta"]
    ch = tables["choghadiya"]
    ho = tables["hora"]
    expected = {}
    for key in ("rahuKaal", "yamaganda", "gulikaKaal"):
        k = oc[key][weekday]
        expected[key] = span(*part(R, S, 8, k), zone, part=k)
    expected["abhijitMuhurta"] = span(*part(R, S, ab["of"], ab["muhurta"]), zone, excluded=wd in ab["excludedOn"])
    expected["brahmaMuhurta"] = span(*part(prev_set, R, br["of"], br["muhurta"]), zone)
    expected["choghadiya"] = {}
    for period, a, b in (("day", R, S), ("night", S, next_rise)):
        rows = []
        for i, abbr in enumerate(ch[period][wd]):
            rows.append(span(*part(a, b, 8, i + 1), zone, part=i + 1, id=ch["ids"][abbr], quality=ch["quality"][abbr]))
        expected["choghadiya"][period] = rows
    chain = ho["descendingChain"]
    first = chain.index(ho["weekdayLord"][weekday])
    horas = []
    for i in range(24):
        night = i >= 12
        a, b = part(S, next_rise, 12, i - 11) if night else part(R, S, 12, i + 1)
        horas.append(span(a, b, zone, number=i + 1, lord=chain[(first + i) % 7], period="night" if night else "day"))
    expected["horas"] = horas
    return {
        "id": "%s-%s" % (cid, date.isoformat()),
        "city": name,
        "latitude": lat,
        "longitude": lon,
        "timezone": tzname,
        "localDate": date.isoformat(),
        "weekday": weekday,
        "weekdayName": wd,
        "swetest": runs,
        "previousSunset_utc": iso_utc(prev_set),
        "sunrise_utc": iso_utc(R),
        "sunset_utc": iso_utc(S),
        "nextSunrise_utc": iso_utc(next_rise),
        "sunrise_local": iso_local(R, zone),
        "sunset_local": iso_local(S, zone),
        "expected": expected,
    }


def sha256(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        h.update(f.read())
    return h.hexdigest()


def dpkg_version(pkg):
    p = subprocess.run(["dpkg-query", "-W", "-f=${Version}", pkg], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                       universal_newlines=True, check=False)
    return p.stdout.strip() or None


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--swetest", default="/usr/bin/swetest")
    ap.add_argument("--ephe", default=os.path.join(ROOT, "data", "ephe"))
    ap.add_argument("--out", default=os.path.join(GOLDEN, "swetest-segments.json"))
    a = ap.parse_args()
    with open(os.path.join(GOLDEN, "tables.json"), encoding="utf-8") as f:
        tables = json.load(f)
    sw = sp.Swetest(a.swetest, a.ephe)
    cases = []
    for city in CITIES:
        start = _dt.date(*city[5])
        assert start.weekday() == 6, "%s week must start on a Sunday" % city[0]
        for i in range(DAYS):
            cases.append(day_case(sw, tables, city, start + _dt.timedelta(days=i)))
    # Check values (time-and-sky.md §6, §8): New Delhi 2022-01-24 sunrise 07:12:58, sunset
    # 17:53:37 IST, Rahu Kaal 08:33:03–09:53:08, Brahma muhurta 05:26:16–06:19:37.
    delhi = next(c for c in cases if c["id"] == "delhi-2022-01-24")

    def hms(local):  # the local time of day rounded to the second, as the methods file prints it
        t = _dt.datetime.fromisoformat(local) + _dt.timedelta(milliseconds=500)
        return t.strftime("%H:%M:%S")

    assert delhi["sunrise_local"].startswith("2022-01-24T07:12:57.7"), delhi["sunrise_local"]
    assert delhi["sunset_local"].startswith("2022-01-24T17:53:37.2"), delhi["sunset_local"]
    assert hms(delhi["expected"]["rahuKaal"]["start_local"]) == "08:33:03", delhi["expected"]["rahuKaal"]
    assert hms(delhi["expected"]["rahuKaal"]["end_local"]) == "09:53:08", delhi["expected"]["rahuKaal"]
    assert hms(delhi["expected"]["brahmaMuhurta"]["start_local"]) == "05:26:16", delhi["expected"]["brahmaMuhurta"]
    assert hms(delhi["expected"]["brahmaMuhurta"]["end_local"]) == "06:19:37", delhi["expected"]["brahmaMuhurta"]
    ephe_files = {fn: sha256(os.path.join(a.ephe, fn)) for fn in sorted(os.listdir(a.ephe)) if fn.endswith(".se1")}
    out = {
        "meta": {
            "source": "swetest (Swiss Ephemeris command-line program) sunrises and sunsets laid out by the tables of "
                      "tables.json (typed from ../shared/methods/time-and-sky.md §8); NOT the Jyotish API code",
            "swetest_version": sw.version(),
            "debian_packages": {p: dpkg_version(p) for p in ("swetest", "libswe2.0", "tzdata")},
            "ephe_files_sha256": ephe_files,
            "generator": "scripts/golden/panchang-segments.py",
            "regenerate": "python3 scripts/golden/panchang-segments.py",
            "sunrise": "SUNRISE.ASTRO: upper limb, standard refraction, altitude 0 m (swetest -rise default); sunrise = "
                       "first rise after local midnight of the date, sunset = the set swetest prints with it (the first "
                       "set after that midnight, after the rise), next sunrise = the rise of the next date, previous "
                       "sunset = the set of the previous date",
            "command_template": "swetest -edir<ephe> -bj<JD UT of local midnight> -ut -rise -p0 -geopos<lon>,<lat>,0 -n1 -head",
            "precision": "swetest prints rise and set times to 0.1 s; segment instants are exact fractions of those",
            "case_count": len(cases),
        },
        "cases": cases,
    }
    with open(a.out, "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
        f.write("\n")
    print("wrote %d cases to %s (%d swetest calls)" % (len(cases), a.out, sw.calls))


if __name__ == "__main__":
    main()
