#!/usr/bin/env python3
"""Reference tables from PyJHora for issue 18's open dasha items (test/golden/dashas-more/).

Runs PyJHora (an open-source port of Jagannatha Hora) as an outside reference generator for
  (a) Narayana dasha of divisional charts D9 and D10 with antardashas,
  (b) tribhagi of births late in their nakshatra: Vimshottari (PyJHora keeps the fraction run)
      and Chaturaseeti-sama / Shodashottari (PyJHora anchors at the full period's start),
      plus the start of the full Vimshottari period holding birth,
  (c) Vimshottari and Yogini counted from the Moon of D9 and D10 (seed in a varga),
for the reference birth 1996-12-07 10:34 Chennai and eight dev births of
test/golden/reference/dev_cases.json. Nothing of PyJHora is copied: this script only calls it
and writes what it returns.

Settings, matched to the requests of test/dashas-more/pyjhora-more.golden.test.ts: Lahiri
ayanamsha, mean nodes, PyJHora's default true-geometric planet flags, Swiss Ephemeris files of
this repository's data/ephe, the mean sidereal dasha year of 365.256364 days.

PyJHora is not a dependency of the project. To run this script, put on PYTHONPATH:
  - PyJHora's `src` directory (4.8.5, commit e20943c620cdb07bd868124bae5ffc8c3a99861a),
  - a pyswisseph module built against Debian's libswe (see test/golden/dashas-more/README.md),
  - stand-ins for `geocoder` and `timezonefinder` (imported by PyJHora, never called here),
and use Debian's python3 with python3-numpy, python3-tz, python3-dateutil, python3-geopy and
python3-requests installed. Then:
  python3 scripts/golden/pyjhora-dashas-more.py > test/golden/dashas-more/pyjhora-dashas-more.json
"""
import contextlib
import io
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

with contextlib.redirect_stdout(io.StringIO()):  # PyJHora prints its sys.path on import
    import swisseph as swe
    from jhora import const
    # Mean nodes must be chosen before drik is imported: drik builds its planet table from
    # const._RAHU at import time (set later, the nodes would silently stay true).
    const.set_node_mode(False)
    from jhora import utils, _package_info
    from jhora.panchanga import drik
    from jhora.horoscope.chart import charts
    from jhora.horoscope.dhasa.raasi import narayana
    from jhora.horoscope.dhasa.graha import vimsottari, yogini, chathuraaseethi_sama, shodasottari

_dhasavarga = drik.dhasavarga


def _mean_node_dhasavarga(*args, **kwargs):
    # drik.dhasavarga defaults to true nodes whatever const says; every chart goes through it.
    kwargs['set_rahu_ketu_as_true_nodes'] = False
    return _dhasavarga(*args, **kwargs)


drik.dhasavarga = _mean_node_dhasavarga
drik.set_ayanamsa_mode('LAHIRI')
swe.set_ephe_path(os.path.join(ROOT, 'data', 'ephe'))
MEAN_SIDEREAL = const.DHASA_YEAR_DURATION.MEAN_SIDEREAL_YEAR

DEV_IDS = ['R001', 'R002', 'R004', 'R008', 'R010', 'R017', 'R026', 'R030']
NARAYANA_VARGAS = [9, 10]
SEED_VARGAS = [9, 10]


def births():
    ref = {'id': 'CHENNAI', 'local_datetime': '1996-12-07T10:34:00', 'utc_offset_hours': 5.5,
           'lat': 13.0878, 'lon': 80.2785}
    with open(os.path.join(ROOT, 'test', 'golden', 'reference', 'dev_cases.json'), encoding='utf8') as f:
        dev = {c['id']: c for c in json.load(f)['cases']}
    out = [ref]
    for i in DEV_IDS:
        c = dev[i]
        out.append({k: c[k] for k in ('id', 'local_datetime', 'utc_offset_hours', 'lat', 'lon')})
    return out


def start(t):
    """PyJHora's (year, month, day, local hours) as written by jd_to_gregorian."""
    y, m, d, h = t
    return [int(y), int(m), int(d), round(float(h), 7)]


def rows_of(rows):
    """[lords..., y, m, d, local hours, years] per row; lords as PyJHora's ids."""
    out = []
    for lords, t, years in rows:
        lords = list(lords) if isinstance(lords, (tuple, list)) else [lords]
        out.append([int(x) for x in lords] + start(t) + [round(float(years), 9)])
    return out


def one(b):
    date, time = b['local_datetime'].split('T')
    y, m, d = (int(x) for x in date.split('-'))
    hh, mm, ss = (int(x) for x in time.split(':'))
    dob, tob = drik.Date(y, m, d), (hh, mm, ss)
    place = drik.Place(b['id'], b['lat'], b['lon'], b['utc_offset_hours'])
    jd = utils.julian_day_number(dob, tob)
    moon = charts.get_chart_element_longitude(jd, place, 1, 1, 1, 1)
    rec = dict(b)
    rec['moon_longitude'] = round(moon, 9)
    rec['moon_fraction_of_nakshatra'] = round((moon % (360 / 27)) / (360 / 27), 9)
    rec['narayana_varga'] = {
        str(n): rows_of(narayana.narayana_dhasa_for_divisional_chart(
            dob, tob, place, divisional_chart_factor=n, dhasa_level_index=2,
            round_duration=False, dhasa_duration_type=MEAN_SIDEREAL))
        for n in NARAYANA_VARGAS
    }
    # (b) Vimshottari tribhagi: PyJHora repeats the first cycle's dates for cycles 2 and 3, so
    # only the first 9 thirds (81 antardashas) are kept; the flag records that it was checked.
    _, vt = vimsottari.get_vimsottari_dhasa_bhukthi(
        jd, place, use_tribhagi_variation=True, dhasa_level_index=2, dhasa_duration_type=MEAN_SIDEREAL)
    vt = rows_of(vt)
    rec['vimshottari_tribhagi_cycle1'] = vt[:81]
    rec['vimshottari_tribhagi_cycles_repeat_dates'] = vt[81:162] == vt[:81] and vt[162:] == vt[:81]
    _, vfull = vimsottari.get_vimsottari_dhasa_bhukthi(
        jd, place, dhasa_level_index=1, dhasa_duration_type=MEAN_SIDEREAL)
    rec['vimshottari_mahadashas'] = rows_of(vfull)
    rec['chaturaseeti_sama_tribhagi'] = rows_of(chathuraaseethi_sama.get_dhasa_bhukthi(
        dob, tob, place, use_tribhagi_variation=True, dhasa_level_index=1, round_duration=False,
        dhasa_duration_type=MEAN_SIDEREAL))
    rec['shodashottari_tribhagi'] = rows_of(shodasottari.get_dhasa_bhukthi(
        dob, tob, place, use_tribhagi_variation=True, dhasa_level_index=1, round_duration=False,
        dhasa_duration_type=MEAN_SIDEREAL))
    # (c) main blocks counted from the Moon of a varga.
    rec['vimshottari_seed_varga'] = {}
    rec['yogini_seed_varga'] = {}
    for n in SEED_VARGAS:
        _, vs = vimsottari.get_vimsottari_dhasa_bhukthi(
            jd, place, divisional_chart_factor=n, dhasa_level_index=2, dhasa_duration_type=MEAN_SIDEREAL)
        rec['vimshottari_seed_varga'][str(n)] = {
            'moon_varga_longitude': round(charts.get_chart_element_longitude(jd, place, n, 1, 1, 1), 9),
            'rows': rows_of(vs),
        }
        rec['yogini_seed_varga'][str(n)] = rows_of(yogini.get_dhasa_bhukthi(
            dob, tob, place, divisional_chart_factor=n, dhasa_level_index=2, round_duration=False,
            dhasa_duration_type=MEAN_SIDEREAL))[:64]  # the first cycle: 8 yoginis x 8 antardashas
    return rec


def main():
    out = {
        'source': 'PyJHora %s (naturalstupid/PyJHora, commit e20943c620cdb07bd868124bae5ffc8c3a99861a), run by scripts/golden/pyjhora-dashas-more.py' % _package_info.version,
        'swisseph': swe.version,
        'settings': {
            'ayanamsha': 'LAHIRI (drik.set_ayanamsa_mode)',
            'nodes': 'mean (const.set_node_mode(False) before drik is imported, and drik.dhasavarga called with set_rahu_ketu_as_true_nodes=False)',
            'planet_flags': 'PyJHora default: FLG_SWIEPH|FLG_SIDEREAL|FLG_TRUEPOS|FLG_NOGDEFL|FLG_NONUT|FLG_SPEED',
            'ephemeris': 'Swiss Ephemeris files of data/ephe',
            'dasha_year_days': const.sidereal_year,
            'dhasa_duration_type': 'MEAN_SIDEREAL_YEAR',
        },
        'row_format': '[lord ids (PyJHora: planets 0=Sun..8=Ketu; signs 0=Aries..11=Pisces)..., year, month, day, local hours at utc_offset_hours, years]',
        'births': [one(b) for b in births()],
    }
    json.dump(out, sys.stdout, separators=(',', ':'))
    sys.stdout.write('\n')


if __name__ == '__main__':
    main()
