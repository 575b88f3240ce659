#!/usr/bin/env python3
"""Copies the parts of ../shared/reference/dev_cases.json that a test area uses into
test/golden/<area>/, so the tests read committed outside values (PyJHora 4.8.5 and Debian
swetest 2.10.03, see that file's description). Usage: python3 scripts/golden/extract-dev-cases.py
"""
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SOURCE = os.path.join(ROOT, 'test', 'golden', 'reference', 'dev_cases.json')


def birth(case):
    return {
        'id': case['id'],
        'local_datetime': case['local_datetime'],
        'utc_offset_hours': case['utc_offset_hours'],
        'tz_name_assumed': case['tz_name_assumed'],
        'lat': case['lat'],
        'lon': case['lon'],
    }


def main():
    with open(SOURCE, encoding='utf-8') as f:
        data = json.load(f)
    meta = {
        'source': '../shared/reference/dev_cases.json',
        'description': data['description'],
        'pyjhora_meta': data['pyjhora_meta'],
        'swetest_meta': data['swetest_meta'],
        'extracted_by': 'scripts/golden/extract-dev-cases.py',
    }
    charts = []
    for c in data['cases']:
        pj = c['pyjhora']
        charts.append({
            **birth(c),
            'pyjhora_planets': {k: v for k, v in pj['planets'].items() if not k.startswith('_')},
            'pyjhora_retrograde': pj['planets'].get('_retrograde_planets', []),
            'moon_nakshatra': pj['moon_nakshatra'],
            'vargas': pj['vargas'],
        })
    out = os.path.join(ROOT, 'test', 'golden', 'charts', 'dev-cases-vargas.json')
    with open(out, 'w', encoding='utf-8') as f:
        json.dump({'meta': meta, 'cases': charts}, f, ensure_ascii=False, indent=1)
    print(f'wrote {out}: {len(charts)} cases')


if __name__ == '__main__':
    sys.exit(main())
