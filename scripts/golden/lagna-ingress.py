#!/usr/bin/env python3
"""Generate the lagna-ingress golden corpus from Debian's `swetest`.

Run by developers only; the output is committed:

    test/golden/muhurat/swetest-lagna-ingress.json

For each (place, UT day) it samples the sidereal (Lahiri) ascendant that `swetest -house`
prints every 10 minutes, brackets every change of sign, and bisects each with single-instant
calls until the bracket is below 1e-7 day (0.009 s). Nothing here uses the Jyotish API code.

Usage:
    python3 scripts/golden/lagna-ingress.py [--out PATH] [--swetest PATH] [--ephe DIR]
"""

import argparse
import datetime as _dt
import importlib.util
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SCRIPT_REL = "scripts/golden/lagna-ingress.py"
_spec = importlib.util.spec_from_file_location("swetest_positions", os.path.join(HERE, "swetest-positions.py"))
sp = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(sp)

STEP = 10.0 / 1440.0
BRACKET = 1e-7
HOUSE_CMD = "swetest -edir{ephe} -bj{jd_ut} -ut -sid1 -house{lon},{lat},E -p -fPl -ep -head [-n{n} -s{step}]"

# (name, latitude, longitude, UT start of the day as (y, m, d, h))
DAYS = [
    ("New Delhi", 28.6139, 77.2090, (2024, 2, 29, 18.5)),
    ("Mumbai", 19.0760, 72.8777, (2023, 6, 20, 18.5)),
    ("Chennai", 13.0827, 80.2707, (2022, 12, 20, 18.5)),
    ("Varanasi", 25.3176, 82.9739, (1990, 5, 14, 18.5)),
    ("New York", 40.7128, -74.0060, (2024, 3, 10, 5.0)),
    ("London", 51.5074, -0.1278, (2024, 6, 20, 23.0)),
    ("Reykjavik", 64.1466, -21.9426, (2024, 1, 15, 0.0)),
    ("Sydney", -33.8688, 151.2093, (2024, 6, 30, 14.0)),
    ("Quito", -0.1807, -78.4678, (2024, 9, 23, 5.0)),
    ("Ujjain", 23.1765, 75.7885, (2350, 12, 30, 18.5)),
]

ASC = re.compile(r"^Ascendant\s+(" + sp.FLOAT + r")\s*$", re.M)


def ascendants(sw, jd, lat, lon, n=1):
    args = ["-bj" + sp.jd_arg(jd), "-ut", "-sid1", "-house%s,%s,E" % (repr(float(lon)), repr(float(lat))),
            "-p", "-fPl", "-ep", "-head"]
    if n > 1:
        args += ["-n%d" % n, "-s" + repr(STEP)]
    vals = [float(x) for x in ASC.findall(sw.run(args))]
    if len(vals) != n:
        raise RuntimeError("expected %d ascendants, got %d" % (n, len(vals)))
    return vals


def offset(value, target):
    return ((value - target + 180.0) % 360.0) - 180.0


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    root = os.path.normpath(os.path.join(HERE, "..", ".."))
    ap.add_argument("--out", default=os.path.join(root, "test", "golden", "muhurat", "swetest-lagna-ingress.json"))
    ap.add_argument("--swetest", default="/usr/bin/swetest")
    ap.add_argument("--ephe", default=os.path.join(root, "data", "ephe"))
    a = ap.parse_args()
    sw = sp.Swetest(a.swetest, a.ephe)
    cases = []
    for i, (name, lat, lon, (y, m, d, h)) in enumerate(DAYS):
        jd0 = sp.julday(y, m, d, h)
        n = int(round(1.0 / STEP)) + 1
        series = ascendants(sw, jd0, lat, lon, n)
        start_sign = int(series[0] // 30) % 12
        ingresses = []
        for k in range(n - 1):
            s0, s1 = int(series[k] // 30) % 12, int(series[k + 1] // 30) % 12
            if s0 == s1:
                continue
            if (s1 - s0) % 12 != 1:
                raise RuntimeError("%s: the ascendant skipped a sign in 10 minutes" % name)
            lo, hi = jd0 + k * STEP, jd0 + (k + 1) * STEP
            while hi - lo > BRACKET:
                mid = (lo + hi) / 2.0
                if offset(ascendants(sw, mid, lat, lon)[0], s1 * 30.0) < 0:
                    lo = mid
                else:
                    hi = mid
            jd = (lo + hi) / 2.0
            ingresses.append({"jd_ut": jd, "utc": sp.iso_from_jd(jd, 3), "sign": s1 + 1})
        cases.append({"id": "li-%02d" % (i + 1), "place": name, "latitude": lat, "longitude": lon,
                      "from_jd_ut": jd0, "to_jd_ut": jd0 + (n - 1) * STEP, "sign_at_start": start_sign + 1,
                      "ingresses": ingresses})
        print("  %s %s: %d ingresses" % (cases[-1]["id"], name, len(ingresses)), file=sys.stderr)
    meta = {
        "source": "swetest (Swiss Ephemeris command-line program), NOT the Jyotish API code",
        "swetest_version": sw.version(),
        "debian_packages": {k: sp.dpkg_version(k) for k in ("swetest", "libswe2.0", "swe-basic-data")},
        "ephe_dir": a.ephe,
        "generated": _dt.datetime.now(_dt.timezone.utc).strftime("%Y-%m-%d"),
        "generator": SCRIPT_REL,
        "regenerate": "python3 " + SCRIPT_REL,
        "command_template": HOUSE_CMD,
        "ascendant": "sidereal Lahiri (-sid1) ascendant printed by swetest -house (any house system gives the same ascendant)",
        "search": "10-minute samples bracket each sign change; bisection on single-instant calls to < %g day" % BRACKET,
        "numbering": "signs 1..12, 1 = Mesha",
        "case_count": len(cases),
    }
    sp.dump_json(a.out, meta, cases)
    print("wrote %s (%d calls)" % (a.out, sw.calls), file=sys.stderr)


if __name__ == "__main__":
    main()
