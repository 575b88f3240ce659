#!/usr/bin/env python3
"""Copies Debian swetest's (Swiss Ephemeris 2.10.03) apparent sidereal longitude speeds of the
30 dev cases from ../shared/reference/dev_cases.json into test/golden/kundli/dev-cases-speeds.json,
so the kundli retrograde flags are tested against an outside reference (nothing recomputed).
Usage: python3 scripts/kundli/extract-speeds.py
"""
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SOURCE = os.path.join(ROOT, 'test', 'golden', 'reference', 'dev_cases.json')
BODIES = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu_mean', 'ketu_mean', 'uranus', 'neptune']


def main():
    with open(SOURCE, encoding='utf-8') as f:
        data = json.load(f)
    cases = []
    for c in data['cases']:
        app = c['swetest']['apparent_sidereal']
        cases.append({
            'id': c['id'],
            'speed_degrees_per_day': {b.replace('_mean', ''): app[b]['speed'] for b in BODIES},
            'pyjhora_retrograde': c['pyjhora']['planets'].get('_retrograde_planets', []),
        })
    meta = {
        'source': '../shared/reference/dev_cases.json (swetest.apparent_sidereal.*.speed)',
        'swetest_meta': data['swetest_meta'],
        'extracted_by': 'scripts/kundli/extract-speeds.py',
    }
    out = os.path.join(ROOT, 'test', 'golden', 'kundli', 'dev-cases-speeds.json')
    with open(out, 'w', encoding='utf-8') as f:
        json.dump({'meta': meta, 'cases': cases}, f, ensure_ascii=False, indent=1)
    print(f'wrote {out}: {len(cases)} cases')


if __name__ == '__main__':
    sys.exit(main())
