#!/usr/bin/env python3
"""Moon crossings of 300 deg and 0 deg (Panchaka start and end) and Moon longitudes, from swetest.

Extra reference instants for test/panchang/limbs-of-day.mutants.test.ts: for some pairs of
test/golden/panchang/swetest-panchang-boundaries.json the Panchaka (Moon in sidereal
300-360 deg, docs/methods/panchang-completion.md) starts or ends outside that file's windows.
Found exactly as the boundary file finds its instants (same swetest command, same bisection to
1e-9 day, imported from scripts/golden/panchang-boundaries.py). Also the apparent sidereal
Moon at a few sunrises and requested moments (for the Moon's pada). Nothing here uses the
Jyotish API code. Output: test/golden/panchang/swetest-panchaka.json

Usage: python3 scripts/golden/swetest-panchaka.py [--swetest /usr/bin/swetest] [--ephe DIR]
"""
import argparse
import importlib.util
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("panchang_boundaries", os.path.join(HERE, "panchang-boundaries.py"))
pb = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(pb)

HOUR = 1.0 / 24.0


def crossing(sw, target, jd0, forward):
    """First instant after (forward) or last before jd0 at which the sidereal Moon passes target."""
    step = HOUR if forward else -HOUR
    a = jd0
    fa = pb.offset(pb.sun_moon(sw, a)[1] % 360.0, target)
    for _ in range(24 * 31):
        b = a + step
        fb = pb.offset(pb.sun_moon(sw, b)[1] % 360.0, target)
        lo, hi, flo, fhi = (a, b, fa, fb) if forward else (b, a, fb, fa)
        if flo < 0 <= fhi and fhi - flo < 90:
            return pb.bisect(sw, "rashi", target, lo, hi)[0]
        a, fa = b, fb
    raise RuntimeError("no crossing of %r from %r" % (target, jd0))


def main():
    root = os.path.dirname(os.path.dirname(HERE))
    ap = argparse.ArgumentParser()
    ap.add_argument("--swetest", default="/usr/bin/swetest")
    ap.add_argument("--ephe", default=os.path.join(root, "data", "ephe"))
    ap.add_argument("--out", default=os.path.join(root, "test", "golden", "panchang", "swetest-panchaka.json"))
    a = ap.parse_args()
    sw = pb.sp.Swetest(a.swetest, a.ephe)
    with open(os.path.join(root, "test", "golden", "panchang", "swetest-panchang-boundaries.json")) as f:
        cases = {c["id"]: c for c in json.load(f)["cases"]}
    out = []
    # Pairs whose day sees the Moon enter 300 deg: the end is the next 0 deg crossing.
    for cid in ("pb-009", "pb-022", "pb-066", "pb-098"):
        c = cases[cid]
        start = next(jd for jd, i in c["boundaries"]["rashi"] if i == 10 and c["sunrise_jd_ut"] <= jd < c["next_sunrise_jd_ut"])
        out.append({"id": cid, "panchakaStartJdUt": start, "panchakaEndJdUt": crossing(sw, 0.0, start, True)})
    # Pairs whose day starts with the Moon in 300-360 deg: the start is the previous 300 deg crossing.
    for cid in ("pb-008", "pb-039", "pb-051"):
        c = cases[cid]
        start = crossing(sw, 300.0, c["sunrise_jd_ut"], False)
        end = next(jd for jd, i in c["boundaries"]["rashi"] if i == 0 and jd > start)
        out.append({"id": cid, "panchakaStartJdUt": start, "panchakaEndJdUt": end})
    # Panchakas that began minutes after a Delhi sunrise (28.61 N, 77.21 E): the start, and the
    # swetest sunrises of that date and of the following days (the vaara of the start is the
    # weekday of the last sunrise before it).
    delhi = []
    for date, guess in (("2020-12-19", 2459202.5), ("2023-06-09", 2460104.4)):
        start = crossing(sw, 300.0, guess, True)
        rises = []
        jd = guess - 0.5
        for _ in range(6):
            r = pb.next_sunrise(sw, jd, 28.61, 77.21)
            rises.append(r)
            jd = r + 0.5
        delhi.append({"localDate": date, "latitude": 28.61, "longitude": 77.21, "timezone": "Asia/Kolkata",
                      "panchakaStartJdUt": start, "sunrisesJdUt": rises})
    moon = []
    for cid in ("pb-001", "pb-005", "pb-003"):
        c = cases[cid]
        for key in ("sunrise_jd_ut", "moment_jd_ut", "previous_sunrise_jd_ut"):
            jd = c.get(key)
            if jd is not None:
                moon.append({"id": cid, "at": key, "jdUt": jd, "moonSiderealDegrees": pb.sun_moon(sw, jd)[1],
                             "sunSiderealDegrees": pb.sun_moon(sw, jd)[0]})
    meta = {
        "source": "swetest (Swiss Ephemeris command-line program), NOT the Jyotish API code",
        "swetest_version": sw.version(),
        "generator": "scripts/golden/swetest-panchaka.py",
        "command_template": pb.SUN_MOON_CMD,
        "sunrise_command": pb.RISE_CMD,
        "ephe_dir": "data/ephe (byte-identical to Debian swe-basic-data, data/ephe/SHA256SUMS)",
        "search": "hourly steps from the given instant, then bisection to < 1e-9 day (as swetest-panchang-boundaries.json)",
    }
    with open(a.out, "w") as f:
        json.dump({"meta": meta, "panchaka": out, "delhiPanchakaAfterSunrise": delhi, "moon": moon}, f, indent=1)
        f.write("\n")
    print("wrote %s (%d swetest calls)" % (a.out, sw.calls))


if __name__ == "__main__":
    main()
