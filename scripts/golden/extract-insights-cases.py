#!/usr/bin/env python3
"""Copies the outside reference values the insights and Jaimini tests use from
../shared/reference/ into test/golden/insights/ and test/golden/jaimini/ (nothing is
recomputed; see the READMEs there). Usage: python3 scripts/golden/extract-insights-cases.py

Writes:
  test/golden/insights/dev-cases-doshas.json   PyJHora 4.8.5 manglik and kala sarpa of the 30 dev cases
  test/golden/insights/book-yogas.json         PVR-book yoga and dosha examples from PyJHora's test suite
  test/golden/jaimini/dev-cases-karakas.json   PyJHora 4.8.5 chara karakas (8 scheme) of the 30 dev cases
  test/golden/jaimini/book-jaimini.json        PVR-book chara karakas (ch. 8), bhava arudhas and special lagnas
"""
import json
import os

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
REF = os.path.join(ROOT, 'test', 'golden', 'reference')


def load(name):
    with open(os.path.join(REF, name), encoding='utf-8') as f:
        return json.load(f)


def birth(c):
    return {k: c[k] for k in ('id', 'local_datetime', 'utc_offset_hours', 'tz_name_assumed', 'lat', 'lon')}


def write(rel, doc):
    path = os.path.join(ROOT, rel)
    with open(path, 'w', encoding='utf-8') as f:
        json.dump(doc, f, ensure_ascii=False, indent=1)
        f.write('\n')
    print('wrote', rel)


def main():
    dev = load('dev_cases.json')
    meta = {
        'source': '../shared/reference/dev_cases.json',
        'description': dev['description'],
        'pyjhora_meta': dev['pyjhora_meta'],
        'extracted_by': 'scripts/golden/extract-insights-cases.py',
    }
    doshas, karakas = [], []
    for c in dev['cases']:
        pj = c['pyjhora']
        doshas.append({**birth(c), 'dosha': pj['dosha'],
                       'signs': {k: v['rasi'] for k, v in pj['planets'].items() if not k.startswith('_')},
                       'longitudes': {k: v['lon'] for k, v in pj['planets'].items() if not k.startswith('_')}})
        karakas.append({**birth(c), 'chara_karakas': pj['chara_karakas'],
                        'longitudes': {k: v['lon'] for k, v in pj['planets'].items() if not k.startswith('_')}})
    write('test/golden/insights/dev-cases-doshas.json', {'meta': meta, 'cases': doshas})
    write('test/golden/jaimini/dev-cases-karakas.json', {'meta': meta, 'cases': karakas})

    book = load('book_cases_dev.json')
    bmeta = {
        'source': '../shared/reference/book_cases_dev.json',
        'description': book['description'],
        'field_notes': book['field_notes'],
        'pyjhora_version': book['pyjhora_version'],
        'extracted_by': 'scripts/golden/extract-insights-cases.py',
    }
    wanted_yogas = {
        'chandra_mangala_yoga_test', 'anaphaa_yoga_test', 'bhadra_yoga_test', 'hamsa_yoga_test',
        'amala_yoga_test', 'vipareeta_yoga_test', 'raja_yoga_tests', 'sarpasaapa_yoga_test', 'manglik_dosha_tests',
    }
    wanted_jaimini = {'chapter_8_tests', 'bhava_arudha_tests_3', 'special_lagna_tests_2'}
    yogas, jaimini = [], []
    for g in book['groups']:
        entry = {k: g[k] for k in ('test_function', 'called_from', 'category', 'inputs', 'other_context_vars', 'likely_pyjhora_generated_fraction') if k in g}
        entry['cases'] = g['cases']
        if g['test_function'] in wanted_yogas:
            yogas.append(entry)
        if g['test_function'] in wanted_jaimini:
            jaimini.append(entry)
    write('test/golden/insights/book-yogas.json', {'meta': bmeta, 'book_chart_data': book['book_chart_data'], 'groups': yogas})
    write('test/golden/jaimini/book-jaimini.json', {'meta': bmeta, 'groups': jaimini})


if __name__ == '__main__':
    main()
