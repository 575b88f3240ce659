#!/usr/bin/env python3
"""Copies the book-case groups of issue 18 (divisional-chart variants and the dasha systems)
from test/golden/reference/book_cases_dev.json, and the Vimshottari year-length variants of
test/golden/reference/dev_cases.json, into test/golden/dashas-more/ and test/golden/charts/.
Nothing is recomputed: literals only, duplicates (the source lists some cases twice) dropped,
every flag (pyjhora_reproduces, likely_pyjhora_generated) kept.
Usage: python3 scripts/golden/extract-dashas-more.py
"""
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
REF = os.path.join(ROOT, 'test', 'golden', 'reference')

DASHA_GROUPS = [
    'vimsottari_tests', '_vimsottari_test_3', '_vimsottari_test_6', '_vimsottari_test_9',
    '_ashtothari_test_2', '_ashtothari_test_5', '_ashtothari_test_8',
    '_narayana_test_2', '_narayana_test_5', 'sudasa_tests', 'drig_dhasa_test_1', 'drig_dhasa_test_4',
    'shoola_dhasa_test_1', 'shoola_dhasa_test_4', 'kalachakra_dhasa_tests', 'tithi_ashtottari_tests',
    'chathuraseethi_sama_test_1', 'chathuraseethi_sama_test_4', 'dwadasottari_test_1', 'dwadasottari_test_4',
    'dwisatpathi_test_2', 'panchottari_test', 'sataatbika_test', 'shastihayani_test', 'shattrimsa_sama_test',
    'shodasottari_test', 'chara_dhasa_test', 'moola_dhasa_test', 'sthira_dhasa_test', 'varnada_dhasa_test',
    '_nak_dasa_vimsottari_test',
]
CHART_GROUPS = [
    'divisional_chart_tests', '_hora_chart_method_test', '_panchamsa_chart_method_test',
    '_ashtamsa_chart_method_test', '_rudramsa_chart_method_test', '_vimsamsa_chart_method_test',
    '_trimsamsa_chart_method_test', '_shashtyamsa_chart_method_test', '_mixed_chart_test',
]


def load(name):
    with open(os.path.join(REF, name), encoding='utf-8') as f:
        return json.load(f)


def dump(path, payload, indent=1):
    out = os.path.join(ROOT, path)
    with open(out, 'w', encoding='utf-8') as f:
        json.dump(payload, f, ensure_ascii=False, indent=indent)
        f.write('\n')
    print(f'wrote {out}')


def groups(book, names):
    out = {}
    for g in book['groups']:
        name = g['test_function']
        if name not in names:
            continue
        seen, cases = set(), []
        for c in g['cases']:
            key = json.dumps([c['expected'], c['extra_args'], c['src_line']], ensure_ascii=False)
            if key in seen:
                continue
            seen.add(key)
            cases.append(c)
        out.setdefault(name, []).append({
            'category': g['category'],
            'inputs': g['inputs'],
            'other_context_vars': g.get('other_context_vars', {}),
            'cases': cases,
        })
    return out


def main():
    book = load('book_cases_dev.json')
    dev = load('dev_cases.json')
    meta = {
        'source': 'test/golden/reference/book_cases_dev.json',
        'description': book['description'],
        'field_notes': book['field_notes'],
        'book_chart_data': book['book_chart_data'],
        'pyjhora_version': book['pyjhora_version'],
        'how_extracted': book['how_extracted'],
        'extracted_by': 'scripts/golden/extract-dashas-more.py',
    }
    dump('test/golden/dashas-more/book-dashas-more.json', {'meta': meta, 'groups': groups(book, DASHA_GROUPS)})
    dump('test/golden/charts/book-divisional-charts.json', {'meta': meta, 'groups': groups(book, CHART_GROUPS)})
    years = []
    for c in dev['cases']:
        v = c['pyjhora']['vimshottari']
        years.append({
            'id': c['id'], 'local_datetime': c['local_datetime'], 'utc_offset_hours': c['utc_offset_hours'],
            'lat': c['lat'], 'lon': c['lon'],
            'gregorian_year_365_2425': {k: v['gregorian_year_365.2425'][k] for k in ('year_days', 'balance_ymd', 'mahadashas')},
            'jhora_true_sidereal_year': {k: v['jhora_default_true_sidereal_year'][k] for k in ('year_days', 'balance_ymd', 'mahadashas')},
        })
    dump('test/golden/dashas-more/dev-cases-year-lengths.json', {
        'meta': {
            'source': 'test/golden/reference/dev_cases.json',
            'pyjhora_meta': dev['pyjhora_meta'],
            'note': 'PyJHora 4.8.5 Vimshottari mahadashas of the 30 dev births with a 365.2425-day year and with JHora\'s default true sidereal year (Sun\'s sidereal Aries ingress before birth to the next one).',
            'extracted_by': 'scripts/golden/extract-dashas-more.py',
        },
        'cases': years,
    })


if __name__ == '__main__':
    sys.exit(main())
