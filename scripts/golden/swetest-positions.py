#!/usr/bin/env python3
"""Generate the outside-reference golden corpus from Debian's `swetest`.

This script is run by developers only (CI machines do not have swetest).
Its output is committed:

    test/golden/positions/swetest-positions.json
    test/golden/houses/swetest-houses.json
    test/golden/rise-set/swetest-rise-set.json

Everything is produced by the `swetest` command-line program (Debian package
`swetest` 2.10.03-3, ephemeris files from `swe-basic-data`), never by the
Jyotish API code.  Python standard library only.

Usage:
    python3 scripts/golden/swetest-positions.py [--out-root DIR] [--swetest PATH]
                                                [--ephe DIR]

The selection of instants/places is deterministic (seeded); only
meta.generated changes between runs with the same swetest build.
"""

import argparse
import datetime as _dt
import hashlib
import json
import os
import random
import re
import subprocess
import sys
from fractions import Fraction

SEED = 20260515
SCRIPT_REL = "scripts/golden/swetest-positions.py"

# (id used in our API, swetest -sid number, SE constant name)
AYANAMSHAS = [
    ("lahiri", 1, "SE_SIDM_LAHIRI"),
    ("raman", 3, "SE_SIDM_RAMAN"),
    ("krishnamurti", 5, "SE_SIDM_KRISHNAMURTI"),
    ("krishnamurti-new", 45, "SE_SIDM_KRISHNAMURTI_VP291"),
    ("true-chitra", 27, "SE_SIDM_TRUE_CITRA"),
    ("yukteshwar", 7, "SE_SIDM_YUKTESHWAR"),
    ("fagan-bradley", 0, "SE_SIDM_FAGAN_BRADLEY"),
    ("true-pushya", 29, "SE_SIDM_TRUE_PUSHYA"),
    ("true-revati", 28, "SE_SIDM_TRUE_REVATI"),
    ("suryasiddhanta", 21, "SE_SIDM_SURYASIDDHANTA"),
    ("lahiri-icrc", 46, "SE_SIDM_LAHIRI_ICRC"),
]

# swetest -p letters -> (json key, swetest output label, SE body number)
BODIES = [
    ("0", "sun", "Sun", 0),
    ("1", "moon", "Moon", 1),
    ("2", "mercury", "Mercury", 2),
    ("3", "venus", "Venus", 3),
    ("4", "mars", "Mars", 4),
    ("5", "jupiter", "Jupiter", 5),
    ("6", "saturn", "Saturn", 6),
    ("7", "uranus", "Uranus", 7),
    ("8", "neptune", "Neptune", 8),
    ("9", "pluto", "Pluto", 9),
    ("m", "mean_node", "mean Node", 10),
    ("t", "true_node", "true Node", 11),
]
PLIST = "".join(b[0] for b in BODIES) + "bq"  # + ayanamsha + delta T

RANGE_START = _dt.datetime(1800, 1, 2, 0, 0, 0)   # inclusive
RANGE_END = _dt.datetime(2399, 12, 30, 23, 59, 59)  # inclusive
N_RANDOM_INSTANTS = 242  # 22 per ayanamsha

# Edge instants: each is computed under ALL ayanamshas.
EDGE_INSTANTS = [
    ("range-start", _dt.datetime(1800, 1, 2, 0, 0, 0)),
    ("range-end", _dt.datetime(2399, 12, 30, 23, 59, 59)),
    ("j2000-ut", _dt.datetime(2000, 1, 1, 12, 0, 0)),  # JD_UT 2451545.0 (J2000.0 epoch is TT; this is the UT instant 12:00)
    ("methods-test-vector", _dt.datetime(1990, 5, 15, 5, 0, 0)),
    ("j1900-ut", _dt.datetime(1900, 1, 1, 0, 0, 0)),
    ("leap-day", _dt.datetime(2024, 2, 29, 18, 30, 0)),
]

HOUSE_SYSTEMS = ["P", "K", "O", "E", "W"]
N_HOUSE_CASES = 40

JD_UNIX_EPOCH = Fraction(4881175, 2)  # 2440587.5


# --------------------------------------------------------------------------
# helpers
# --------------------------------------------------------------------------

def jd_from_datetime(dt):
    """Exact (rational) Julian Day of a naive UT datetime (proleptic Gregorian)."""
    epoch = _dt.datetime(1970, 1, 1)
    delta = dt - epoch
    secs = Fraction(delta.days * 86400 + delta.seconds) + Fraction(delta.microseconds, 10**6)
    return JD_UNIX_EPOCH + secs / 86400


def julday(y, m, d, hour):
    """Same algorithm as swe_julday() for the Gregorian calendar."""
    u = y
    if m < 3:
        u -= 1
    u0 = u + 4712.0
    u1 = m + 1.0
    if u1 < 4:
        u1 += 12.0
    import math
    jd = math.floor(u0 * 365.25) + math.floor(30.6 * u1 + 0.000001) + d + hour / 24.0 - 63.5
    u2 = math.floor(abs(u) / 100) - math.floor(abs(u) / 400)
    if u < 0.0:
        u2 = -u2
    jd = jd - u2 + 2
    if u < 0.0 and u / 100 == math.floor(u / 100) and u / 400 != math.floor(u / 400):
        jd -= 1
    return jd


def iso_from_jd(jd, decimals=1):
    """ISO 8601 UT string from a JD (rounded to `decimals` of a second)."""
    secs = (Fraction(jd) - JD_UNIX_EPOCH) * 86400
    q = Fraction(1, 10**decimals)
    secs = round(secs / q) * q
    whole = int(secs // 1)
    frac = secs - whole
    dt = _dt.datetime(1970, 1, 1) + _dt.timedelta(seconds=whole)
    s = dt.strftime("%Y-%m-%dT%H:%M:%S")
    if decimals:
        s += ("%.*f" % (decimals, float(frac)))[1:]
    return s + "Z"


def iso(dt):
    s = dt.strftime("%Y-%m-%dT%H:%M:%S")
    if dt.microsecond:
        s += ".%06d" % dt.microsecond
    return s + "Z"


class Swetest:
    def __init__(self, exe, ephe):
        self.exe = exe
        self.ephe = ephe
        self.calls = 0

    def run(self, args):
        cmd = [self.exe, "-edir" + self.ephe] + args
        self.calls += 1
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                           universal_newlines=True, check=False)
        out = p.stdout
        low = out.lower()
        # swetest signals fallbacks and file problems inside stdout and exits 0.
        for bad in ("moshier", "not found", "warning", "illegal", "error"):
            for line in low.splitlines():
                if bad in line and "porphyry calculated instead" not in line:
                    raise RuntimeError("swetest problem (%s) for: %s\n%s" % (bad, " ".join(cmd), out))
        if p.returncode != 0:
            raise RuntimeError("swetest rc=%d for %s\n%s" % (p.returncode, " ".join(cmd), out))
        return out

    def version(self):
        p = subprocess.run([self.exe, "-h"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                           universal_newlines=True, check=False)
        m = re.search(r"Version:\s*(\S+)", p.stdout)
        return m.group(1) if m else "unknown"


def dpkg_version(pkg):
    try:
        p = subprocess.run(["dpkg-query", "-W", "-f=${Version}", pkg], stdout=subprocess.PIPE,
                           stderr=subprocess.DEVNULL, universal_newlines=True, check=False)
        return p.stdout.strip() or None
    except OSError:
        return None


def sha256(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def jd_arg(jd):
    # repr() gives the shortest string that round-trips; swetest reads it
    # with sscanf("%lf") so it uses exactly the same double.
    return repr(float(jd))


FLOAT = r"[-+]?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?"


def parse_body_lines(out):
    """Map swetest label -> list of floats for lines '<label>  f f f'."""
    res = {}
    labels = [b[2] for b in BODIES] + ["Ayanamsha", "Delta T"]
    for line in out.splitlines():
        for lab in labels:
            if line.startswith(lab + " "):
                nums = re.findall(FLOAT, line[len(lab):])
                res[lab] = [float(x) for x in nums]
                break
    return res


def parse_header(out):
    m_ut = re.search(r"^UT:\s+(" + FLOAT + r")\s+delta t:\s+(" + FLOAT + ") sec", out, re.M)
    m_tt = re.search(r"^TT:\s+(" + FLOAT + ")", out, re.M)
    if not (m_ut and m_tt):
        raise RuntimeError("cannot parse header:\n" + out)
    return float(m_ut.group(1)), float(m_ut.group(2)), float(m_tt.group(1))


def dump_json(path, meta, cases):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write("{\n\"meta\": ")
        f.write(json.dumps(meta, indent=2, ensure_ascii=False))
        f.write(",\n\"cases\": [\n")
        for i, c in enumerate(cases):
            f.write(json.dumps(c, separators=(",", ":"), ensure_ascii=False))
            f.write(",\n" if i + 1 < len(cases) else "\n")
        f.write("]\n}\n")
    return os.path.getsize(path)


# --------------------------------------------------------------------------
# instants
# --------------------------------------------------------------------------

def random_instants(rng):
    """Stratified: the range is cut into N equal slices, one whole-second
    instant drawn uniformly inside each slice."""
    total = int((RANGE_END - RANGE_START).total_seconds())
    out = []
    for i in range(N_RANDOM_INSTANTS):
        lo = total * i // N_RANDOM_INSTANTS
        hi = total * (i + 1) // N_RANDOM_INSTANTS - 1
        out.append(RANGE_START + _dt.timedelta(seconds=rng.randint(lo, hi)))
    return out


# --------------------------------------------------------------------------
# positions
# --------------------------------------------------------------------------

POS_CMD_APPARENT = "swetest -edir{ephe} -bj{jd_ut} -ut -sid{sid} -p" + PLIST + " -fPlbs -ep"
POS_CMD_TRUE = POS_CMD_APPARENT + " -true"
POS_CMD_NONUT = "swetest -edir{ephe} -bj{jd_ut} -ut -sid{sid} -pb -fPl -ep -head -nonut"


def position_set(sw, jd, sid, extra):
    out = sw.run(["-bj" + jd_arg(jd), "-ut", "-sid%d" % sid, "-p" + PLIST, "-fPlbs", "-ep"] + extra)
    ut, dt_hdr, tt = parse_header(out)
    if abs(ut - float(jd)) > 2e-9:
        raise RuntimeError("swetest did not take -bj as UT: %r vs %r" % (ut, jd))
    vals = parse_body_lines(out)
    bodies = {}
    for _, key, lab, _n in BODIES:
        v = vals[lab]
        if len(v) != 3:
            raise RuntimeError("bad line for %s: %r\n%s" % (lab, v, out))
        bodies[key] = [v[0], v[1], v[2]]
    return {
        "jd_tt": tt,
        "delta_t_sec": vals["Delta T"][0],
        "delta_t_sec_header": dt_hdr,
        "ayanamsha": vals["Ayanamsha"][0],
        "bodies": bodies,
    }


def build_positions(sw, rng, instants):
    plan = []  # (edge label or None, datetime, ayanamsha tuple)
    for label, dt in EDGE_INSTANTS:
        for ay in AYANAMSHAS:
            plan.append((label, dt, ay))
    for i, dt in enumerate(instants):
        plan.append((None, dt, AYANAMSHAS[i % len(AYANAMSHAS)]))

    cases = []
    for idx, (label, dt, (ay_id, sid, sid_const)) in enumerate(plan):
        jd = float(jd_from_datetime(dt))
        app = position_set(sw, jd, sid, [])
        tru = position_set(sw, jd, sid, ["-true"])
        out = sw.run(["-bj" + jd_arg(jd), "-ut", "-sid%d" % sid, "-pb", "-fPl", "-ep", "-head", "-nonut"])
        ay_nonut = parse_body_lines(out)["Ayanamsha"][0]
        if app["jd_tt"] != tru["jd_tt"] or app["delta_t_sec"] != tru["delta_t_sec"]:
            raise RuntimeError("TT differs between apparent and true runs")
        cases.append({
            "id": "pos-%04d" % (idx + 1),
            "edge": label,
            "ut": iso(dt),
            "jd_ut": jd,
            "jd_tt": app["jd_tt"],
            "delta_t_sec": app["delta_t_sec"],
            "ayanamsha": ay_id,
            "sid_mode": sid,
            "ayanamsha_nonut": ay_nonut,
            "apparent": {"ayanamsha": app["ayanamsha"], "bodies": app["bodies"]},
            "true": {"ayanamsha": tru["ayanamsha"], "bodies": tru["bodies"]},
        })
        if (idx + 1) % 50 == 0:
            print("  positions: %d/%d" % (idx + 1, len(plan)), file=sys.stderr)
    return cases


# --------------------------------------------------------------------------
# houses
# --------------------------------------------------------------------------

HOUSE_CMD = "swetest -edir{ephe} -bj{jd_ut} -ut -sid1 -house{lon},{lat},{hsys} -p -fPl -ep -head"

HOUSE_LABELS = [
    ("Ascendant", "asc"),
    ("MC", "mc"),
    ("ARMC", "armc"),
    ("Vertex", "vertex"),
    ("equat. Asc.", "equatorial_asc"),
    ("co-Asc. W.Koch", "co_asc_koch"),
    ("co-Asc Munkasey", "co_asc_munkasey"),
    ("Polar Asc.", "polar_asc"),
]

FIXED_HOUSE_PLACES = [
    # (name, lat, lon) -- lat north +, lon east +
    ("Delhi", 28.6139, 77.2090),
    ("lat +66 edge", 66.0, 25.7),
    ("lat -60 edge", -60.0, -45.5),
    ("equator/Greenwich", 0.0, 0.0),
    ("London", 51.5074, -0.1278),
    ("Sydney", -33.8688, 151.2093),
    ("Reykjavik", 64.1466, -21.9426),
    ("Ushuaia", -54.8019, -68.3030),
    ("New York", 40.7128, -74.0060),
    ("Chennai", 13.0827, 80.2707),
    ("Honolulu", 21.3069, -157.8583),
    ("Fiji (near 180E)", -18.1248, 178.4501),
]


def parse_houses(out):
    cusps = [None] * 12
    extra = {}
    fallback = "failed, Porphyry calculated instead" in out
    for line in out.splitlines():
        m = re.match(r"^house\s+(\d+)\s+(" + FLOAT + r")\s*$", line)
        if m:
            cusps[int(m.group(1)) - 1] = float(m.group(2))
            continue
        for lab, key in HOUSE_LABELS:
            if line.startswith(lab + " "):
                extra[key] = float(re.findall(FLOAT, line[len(lab):])[0])
    if None in cusps or len(extra) != len(HOUSE_LABELS):
        raise RuntimeError("cannot parse houses:\n" + out)
    d = {"cusps": cusps}
    d.update(extra)
    d["fallback_porphyry"] = fallback
    return d


def build_houses(sw, rng, instants):
    # instants: methods test vector first (with Delhi), then a seeded sample
    chosen = [("methods-test-vector", _dt.datetime(1990, 5, 15, 5, 0, 0))]
    sample = sorted(rng.sample(range(len(instants)), N_HOUSE_CASES - 1))
    chosen += [(None, instants[i]) for i in sample]
    places = list(FIXED_HOUSE_PLACES)
    while len(places) < N_HOUSE_CASES:
        places.append((None, round(rng.uniform(-60.0, 66.0), 4), round(rng.uniform(-180.0, 180.0), 4)))
    # shuffle the non-Delhi places so fixed places get varied epochs
    rest = places[1:]
    rng.shuffle(rest)
    places = places[:1] + rest

    cases = []
    for idx, ((label, dt), (pname, lat, lon)) in enumerate(zip(chosen, places)):
        jd = float(jd_from_datetime(dt))
        systems = {}
        for hs in HOUSE_SYSTEMS:
            out = sw.run_houses(jd, lon, lat, hs)
            systems[hs] = parse_houses(out)
        cases.append({
            "id": "house-%03d" % (idx + 1),
            "edge": label,
            "place": pname,
            "ut": iso(dt),
            "jd_ut": jd,
            "lat": lat,
            "lon": lon,
            "ayanamsha": "lahiri",
            "sid_mode": 1,
            "systems": systems,
        })
    return cases


def _run_houses(self, jd, lon, lat, hs):
    out = self.run(["-bj" + jd_arg(jd), "-ut", "-sid1",
                    "-house%s,%s,%s" % (repr(float(lon)), repr(float(lat)), hs),
                    "-p", "-fPl", "-ep", "-head"])
    return out


Swetest.run_houses = _run_houses


# --------------------------------------------------------------------------
# rise / set
# --------------------------------------------------------------------------

RISE_CMD = "swetest -edir{ephe} -bj{jd_ut_start} -ut -rise -p{body} -geopos{lon},{lat},0 -n1 -head"
RISE_CMD_HINDU = RISE_CMD + " -hindu"

RISE_PLACES = [
    # (name, lat, lon, tz offset hours (standard time), local date)
    ("Delhi", 28.6139, 77.2090, 5.5, (2022, 1, 24)),
    ("Mumbai", 19.0760, 72.8777, 5.5, (2023, 6, 21)),
    ("Chennai", 13.0827, 80.2707, 5.5, (2021, 3, 20)),
    ("Kolkata", 22.5726, 88.3639, 5.5, (2024, 10, 31)),
    ("Bengaluru", 12.9716, 77.5946, 5.5, (1990, 5, 15)),
    ("Ujjain", 23.1765, 75.7885, 5.5, (2000, 1, 1)),
    ("Varanasi", 25.3176, 82.9739, 5.5, (2025, 11, 5)),
    ("Kathmandu", 27.7172, 85.3240, 5.75, (2019, 8, 15)),
    ("Colombo", 6.9271, 79.8612, 5.5, (2018, 4, 14)),
    ("Dhaka", 23.8103, 90.4125, 6.0, (2020, 12, 21)),
    ("Singapore", 1.3521, 103.8198, 8.0, (2022, 9, 23)),
    ("Tokyo", 35.6762, 139.6503, 9.0, (2011, 3, 11)),
    ("Sydney", -33.8688, 151.2093, 10.0, (2023, 12, 22)),
    ("Auckland", -36.8485, 174.7633, 12.0, (2024, 6, 21)),
    ("Cape Town", -33.9249, 18.4241, 2.0, (2015, 7, 4)),
    ("Nairobi", -1.2921, 36.8219, 3.0, (2017, 2, 10)),
    ("London", 51.5074, -0.1278, 0.0, (2024, 3, 31)),
    ("New York", 40.7128, -74.0060, -5.0, (2021, 11, 7)),
    ("Los Angeles", 34.0522, -118.2437, -8.0, (1969, 7, 20)),
    ("Quito", -0.1807, -78.4678, -5.0, (2010, 1, 15)),
    ("Oslo", 59.9139, 10.7522, 1.0, (2022, 6, 21)),
    ("Reykjavik", 64.1466, -21.9426, 0.0, (2023, 12, 21)),
    ("Ushuaia", -54.8019, -68.3030, -3.0, (2020, 12, 21)),
    ("Tromso", 69.6492, 18.9553, 1.0, (2022, 12, 21)),
    ("Tromso", 69.6492, 18.9553, 1.0, (2022, 6, 21)),
    ("Tromso", 69.6492, 18.9553, 1.0, (2023, 1, 17)),
    ("Longyearbyen 78N", 78.2232, 15.6267, 1.0, (2022, 12, 15)),
    ("Longyearbyen 78N", 78.2232, 15.6267, 1.0, (2023, 6, 15)),
    ("McMurdo", -77.8419, 166.6863, 12.0, (2021, 6, 21)),
    ("Delhi", 28.6139, 77.2090, 5.5, (1857, 5, 10)),
    ("Ujjain", 23.1765, 75.7885, 5.5, (2399, 6, 15)),
    ("Delhi", 28.6139, 77.2090, 5.5, (1800, 1, 3)),
]

RISE_MODES = [
    ("upper_limb_refracted", []),
    ("hindu", ["-hindu"]),
]

RISE_LINE = re.compile(
    r"^rise\s+(?P<r>-\s+-|\d+\.\d+\.-?\d+\s+\d+:\d+:\d+(?:\.\d+)?)\s+"
    r"set\s+(?P<s>-\s+-|\d+\.\d+\.-?\d+\s+\d+:\d+:\d+(?:\.\d+)?)")


def parse_event(s):
    s = s.strip()
    if s.startswith("-"):
        return None
    m = re.match(r"(\d+)\.(\d+)\.(-?\d+)\s+(\d+):(\d+):(\d+(?:\.\d+)?)", s)
    d, mo, y, h, mi, sec = m.groups()
    hours = int(h) + int(mi) / 60.0 + float(sec) / 3600.0
    # julday(date, 0h) + hours/24 also handles a possible "24:00:00.0"
    jd0 = julday(int(y), int(mo), int(d), 0.0)
    return jd0 + hours / 24.0, "%s-%s-%sT%02d:%02d:%04.1fZ" % (y.zfill(4), mo.zfill(2), d.zfill(2), int(h), int(mi), float(sec))


def rise_once(sw, jd0, body, lat, lon, extra):
    args = ["-bj" + jd_arg(jd0), "-ut", "-rise", "-p%s" % body,
            "-geopos%s,%s,0" % (repr(float(lon)), repr(float(lat))), "-n1", "-head"] + extra
    out = sw.run(args)
    lines = [l for l in out.splitlines() if l.startswith("rise")]
    if len(lines) != 1:
        raise RuntimeError("unexpected -rise output for %r:\n%s" % (args, out))
    m = RISE_LINE.match(lines[0])
    if not m:
        raise RuntimeError("cannot parse -rise line: %r" % lines[0])
    return parse_event(m.group("r")), parse_event(m.group("s")), lines[0].strip()


def slow_path(body, lat):
    # swe_rise_trans() uses its fast algorithm for |lat| <= 60 (all bodies)
    # or |lat| <= 65 (Sun); otherwise the slow scan over (t0, t0 + 26 h].
    return not (abs(lat) <= 60 or (body == 0 and abs(lat) <= 65))


def build_rise_set(sw):
    cases = []
    for idx, (name, lat, lon, tz, (y, m, d)) in enumerate(RISE_PLACES):
        local_midnight = _dt.datetime(y, m, d)
        t0 = local_midnight - _dt.timedelta(hours=tz)
        jd0 = float(jd_from_datetime(t0))
        results = {}
        for body, bkey in ((0, "sun"), (1, "moon")):
            results[bkey] = {}
            for mkey, extra in RISE_MODES:
                rise, sett, raw = rise_once(sw, jd0, body, lat, lon, extra)
                raw_lines = [raw]
                note = None
                if rise is None and sett is not None:
                    # swetest suppresses a rise that comes after the set it
                    # found (it prints "-"); re-run from just after that set
                    # to obtain the next rise after t0.
                    jd1 = sett[0] + 0.0001
                    r2, _s2, raw2 = rise_once(sw, jd1, body, lat, lon, extra)
                    raw_lines.append(raw2)
                    if r2 is not None:
                        if slow_path(body, lat) and r2[0] > jd0 + 26.0 / 24.0:
                            note = "rise after t0+26h: swe_rise_trans(t0) returns -2 on the slow path"
                        else:
                            rise = r2
                            note = "rise taken from re-run after the set (swetest hid it on the first line)"
                if sett is not None and rise is not None and slow_path(body, lat) and sett[0] > jd0 + 26.0 / 24.0:
                    note = "set after t0+26h on the slow path; swe_rise_trans(t0) would return -2"
                    sett = None
                results[bkey][mkey] = {
                    "rise_jd_ut": rise[0] if rise else None,
                    "rise_ut": rise[1] if rise else None,
                    "rise_local": local_str(rise[0], tz) if rise else None,
                    "set_jd_ut": sett[0] if sett else None,
                    "set_ut": sett[1] if sett else None,
                    "set_local": local_str(sett[0], tz) if sett else None,
                    "swetest_lines": raw_lines,
                    "note": note,
                }
        cases.append({
            "id": "rs-%03d" % (idx + 1),
            "place": name,
            "lat": lat,
            "lon": lon,
            "alt_m": 0,
            "tz_offset_hours": tz,
            "local_date": "%04d-%02d-%02d" % (y, m, d),
            "start_ut": iso(t0),
            "start_jd_ut": jd0,
            "slow_path_sun": slow_path(0, lat),
            "slow_path_moon": slow_path(1, lat),
            "sun": results["sun"],
            "moon": results["moon"],
        })
    return cases


def local_str(jd, tz):
    s = iso_from_jd(jd + tz / 24.0, 1)
    return s[:-1]  # no 'Z': this is local standard time at tz_offset_hours


# --------------------------------------------------------------------------
# sanity checks (fail loudly)
# --------------------------------------------------------------------------

def check(cond, msg):
    if not cond:
        raise SystemExit("SANITY CHECK FAILED: " + msg)
    print("  ok: " + msg, file=sys.stderr)


def sanity(pos_cases, house_cases, rs_cases):
    c = [x for x in pos_cases if x["edge"] == "methods-test-vector" and x["ayanamsha"] == "lahiri"][0]
    b = c["apparent"]["bodies"]
    check(abs(b["sun"][0] - 30.389) < 0.001, "1990-05-15 05:00 UT Lahiri apparent Sun ~30.389 (got %.7f)" % b["sun"][0])
    check(abs(b["moon"][0] - 269.8425) < 0.0005, "Moon ~269.8425 (got %.7f)" % b["moon"][0])
    check(abs(b["mean_node"][0] - 287.629) < 0.001, "mean node ~287.629 (got %.7f)" % b["mean_node"][0])
    check(abs(c["apparent"]["ayanamsha"] - 23.7257921) < 1e-6, "Lahiri ayanamsha 23d43m32.85s (got %.9f)" % c["apparent"]["ayanamsha"])
    check(abs(c["delta_t_sec"] - 57.105) < 0.001, "delta T ~57.105 s")
    check(abs(c["jd_tt"] - (c["jd_ut"] + c["delta_t_sec"] / 86400)) < 2e-9, "jd_tt = jd_ut + dT")
    j = [x for x in pos_cases if x["edge"] == "j2000-ut"][0]
    check(j["jd_ut"] == 2451545.0, "J2000 UT case has jd_ut 2451545.0")
    d = rs_cases[0]
    check(d["place"] == "Delhi" and d["sun"]["upper_limb_refracted"]["rise_ut"].startswith("2022-01-24T01:42:5"),
          "Delhi 2022-01-24 sunrise ~01:42:58 UT (got %s)" % d["sun"]["upper_limb_refracted"]["rise_ut"])
    check(d["sun"]["hindu"]["rise_local"].startswith("2022-01-24T07:17:0"),
          "Delhi Hindu sunrise ~07:17:02 IST (got %s)" % d["sun"]["hindu"]["rise_local"])
    polar = [x for x in rs_cases if x["place"].startswith("Longyearbyen") and x["local_date"].endswith("-12-15")][0]
    check(polar["sun"]["upper_limb_refracted"]["rise_jd_ut"] is None, "78N December: no sunrise (null)")
    for x in house_cases:
        for hs in ("E", "W"):
            cu = x["systems"][hs]["cusps"]
            for i in range(12):
                diff = (cu[(i + 1) % 12] - cu[i]) % 360
                if abs(diff - 30) > 1e-6:
                    raise SystemExit("house %s %s not 30 deg apart" % (x["id"], hs))
        w = x["systems"]["W"]["cusps"][0]
        check_w = abs(w - 30 * int(x["systems"]["W"]["asc"] // 30)) < 1e-9
        if not check_w:
            raise SystemExit("whole-sign cusp 1 is not the sign of the Asc in " + x["id"])
    print("  ok: equal/whole-sign cusp spacing", file=sys.stderr)


# --------------------------------------------------------------------------

def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    here = os.path.dirname(os.path.abspath(__file__))
    ap.add_argument("--out-root", default=os.path.normpath(os.path.join(here, "..", "..")))
    ap.add_argument("--swetest", default="/usr/bin/swetest")
    ap.add_argument("--ephe", default="/usr/share/libswe/ephe")
    a = ap.parse_args()

    sw = Swetest(a.swetest, a.ephe)
    version = sw.version()
    rng = random.Random(SEED)
    instants = random_instants(rng)

    ephe_files = {}
    for fn in sorted(os.listdir(a.ephe)):
        if fn.endswith(".se1"):
            ephe_files[fn] = sha256(os.path.join(a.ephe, fn))

    common = {
        "source": "swetest (Swiss Ephemeris command-line test program), NOT the Jyotish API code",
        "swetest_version": version,
        "debian_packages": {
            "swetest": dpkg_version("swetest"),
            "libswe2.0": dpkg_version("libswe2.0"),
            "swe-basic-data": dpkg_version("swe-basic-data"),
        },
        "ephemeris": "Swiss Ephemeris files (SEFLG_SWIEPH)",
        "ephe_dir": a.ephe,
        "ephe_files_sha256": ephe_files,
        "generated": _dt.datetime.now(_dt.timezone.utc).strftime("%Y-%m-%d"),
        "generator": SCRIPT_REL,
        "regenerate": "python3 " + SCRIPT_REL,
        "seed": SEED,
    }

    print("positions ...", file=sys.stderr)
    pos_cases = build_positions(sw, rng, instants)
    print("houses ...", file=sys.stderr)
    house_cases = build_houses(sw, rng, instants)
    print("rise/set ...", file=sys.stderr)
    rs_cases = build_rise_set(sw)
    print("sanity checks ...", file=sys.stderr)
    sanity(pos_cases, house_cases, rs_cases)

    per_ay = {}
    for c in pos_cases:
        per_ay[c["ayanamsha"]] = per_ay.get(c["ayanamsha"], 0) + 1

    pos_meta = dict(common)
    pos_meta.update({
        "description": "Sidereal geocentric ecliptic positions of date (apparent and true-geometric), "
                       "ayanamsha and delta T at UT instants 1800-01-02 .. 2399-12-30",
        "command_templates": {
            "apparent": POS_CMD_APPARENT,
            "true_geometric": POS_CMD_TRUE,
            "ayanamsha_nonut": POS_CMD_NONUT,
        },
        "se_flags": {
            "apparent": "SEFLG_SWIEPH | SEFLG_SPEED | SEFLG_SIDEREAL (swe_set_sid_mode(sid_mode, 0, 0))",
            "true_geometric": "SEFLG_SWIEPH | SEFLG_SPEED | SEFLG_SIDEREAL | SEFLG_TRUEPOS",
        },
        "ayanamshas": [{"id": i, "sid_mode": n, "se_constant": c} for i, n, c in AYANAMSHAS],
        "bodies": [{"key": k, "se_body": n, "swetest_letter": l} for l, k, _lab, n in BODIES],
        "body_value_layout": ["longitude_deg", "latitude_deg", "longitude_speed_deg_per_day"],
        "units": "degrees, degrees/day, seconds (delta T), Julian days",
        "precision": "swetest -ep prints 11 decimals of a degree (1e-11 deg); values are copied unrounded",
        "instant_selection": "6 edge instants x all 11 ayanamshas, then %d stratified random whole-second "
                             "UT instants (one per equal slice of 1800-01-02T00:00:00..2399-12-30T23:59:59), "
                             "ayanamsha cycling in the order of meta.ayanamshas" % N_RANDOM_INSTANTS,
        "cases_per_ayanamsha": per_ay,
        "case_count": len(pos_cases),
    })
    house_meta = dict(common)
    house_meta.update({
        "description": "Sidereal (Lahiri) house cusps, Asc, MC and other angles (swe_houses_ex2 via swetest -house)",
        "command_template": HOUSE_CMD,
        "house_systems": {"P": "Placidus", "K": "Koch", "O": "Porphyry", "E": "Equal (from Asc)", "W": "Whole sign"},
        "se_flags": "SEFLG_SWIEPH | SEFLG_SPEED | SEFLG_SIDEREAL, sid_mode 1 (Lahiri); swe_houses_ex2(jd_ut, iflag, lat, lon, hsys)",
        "units": "degrees (sidereal ecliptic longitude; armc is right ascension in degrees, not sidereal)",
        "precision": "11 decimals of a degree",
        "case_count": len(house_cases),
    })
    rs_meta = dict(common)
    rs_meta.update({
        "description": "Next rise and next set of Sun and Moon after start_jd_ut (local standard-time midnight), "
                       "as swe_rise_trans(start_jd_ut, ...) returns them",
        "command_templates": {
            "upper_limb_refracted": RISE_CMD,
            "hindu": RISE_CMD_HINDU,
            "rerun_after_set": "same command with -bj<set_jd_ut + 0.0001> (only when swetest printed '-' for the rise but a set)",
        },
        "modes": {
            "upper_limb_refracted": "SE_CALC_RISE / SE_CALC_SET, upper limb, refraction with atpress=1013.25 hPa, attemp=15 C, topocentric",
            "hindu": "SE_BIT_HINDU_RISING = SE_BIT_DISC_CENTER | SE_BIT_NO_REFRACTION | SE_BIT_GEOCTR_NO_ECL_LAT",
        },
        "geopos": "lon east +, lat north +, altitude 0 m",
        "precision": "swetest prints times rounded to 0.1 s; *_jd_ut are reconstructed from those strings (+-0.05 s)",
        "null_means": "swetest printed '-' (swe_rise_trans returned -2: body does not rise/set in the search window)",
        "case_count": len(rs_cases),
    })

    sizes = {}
    sizes["positions"] = dump_json(os.path.join(a.out_root, "test/golden/positions/swetest-positions.json"), pos_meta, pos_cases)
    sizes["houses"] = dump_json(os.path.join(a.out_root, "test/golden/houses/swetest-houses.json"), house_meta, house_cases)
    sizes["rise-set"] = dump_json(os.path.join(a.out_root, "test/golden/rise-set/swetest-rise-set.json"), rs_meta, rs_cases)
    print("swetest calls: %d" % sw.calls, file=sys.stderr)
    print("cases: positions %d, houses %d, rise-set %d" % (len(pos_cases), len(house_cases), len(rs_cases)), file=sys.stderr)
    print("per ayanamsha: %s" % json.dumps(per_ay), file=sys.stderr)
    print("sizes: %s" % json.dumps(sizes), file=sys.stderr)


if __name__ == "__main__":
    main()
