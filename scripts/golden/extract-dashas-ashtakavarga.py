#!/usr/bin/env python3
"""Copies the dasha and ashtakavarga values of ../shared/reference/{dev_cases,book_cases_dev}.json
into test/golden/dashas/ and test/golden/ashtakavarga/, so the tests read committed outside
values (PyJHora 4.8.5, P.V.R. Narasimha Rao's book examples, Jagannatha Hora screen values).
Nothing is recomputed. Usage: python3 scripts/golden/extract-dashas-ashtakavarga.py
"""
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
REF = os.path.join(ROOT, 'test', 'golden', 'reference')


def load(name):
    with open(os.path.join(REF, name), encoding='utf-8') as f:
        return json.load(f)


def birth(case):
    return {
        'id': case['id'],
        'local_datetime': case['local_datetime'],
        'utc_offset_hours': case['utc_offset_hours'],
        'lat': case['lat'],
        'lon': case['lon'],
    }


def dump(path, payload, indent=1):
    out = os.path.join(ROOT, path)
    with open(out, 'w', encoding='utf-8') as f:
        json.dump(payload, f, ensure_ascii=False, indent=indent)
        f.write('\n')
    print(f'wrote {out}')


def group(book, name, src_lines=None):
    out = []
    for g in book['groups']:
        if g['test_function'] != name:
            continue
        cases = [c for c in g['cases'] if src_lines is None or c['src_line'] in src_lines]
        out.append({'inputs': g['inputs'], 'other_context_vars': g.get('other_context_vars', {}), 'cases': cases})
    return out


def main():
    dev = load('dev_cases.json')
    book = load('book_cases_dev.json')
    meta = {
        'source': '../shared/reference/dev_cases.json',
        'description': dev['description'],
        'pyjhora_meta': dev['pyjhora_meta'],
        'extracted_by': 'scripts/golden/extract-dashas-ashtakavarga.py',
    }
    dashas, avs = [], []
    for c in dev['cases']:
        pj = c['pyjhora']
        planets = {k: {'lon': v['lon'], 'rasi': v['rasi']} for k, v in pj['planets'].items() if not k.startswith('_')}
        vim = pj['vimshottari']['mean_sidereal_year_365.256364']
        dashas.append({
            **birth(c),
            'pyjhora_planets': planets,
            'vimshottari': {
                'year_days': vim['year_days'],
                'balance_ymd': vim['balance_ymd'],
                'mahadashas': vim['mahadashas'],
                'antardashas': vim['antardashas'],
            },
            'yogini': {
                'year_days': pj['yogini']['year_days'],
                'mahadashas': pj['yogini']['mahadashas'],
                'antardashas_first_cycle': pj['yogini']['antardashas_first_cycle'],
            },
            'chara_knr': {
                'variant': pj['chara_dasha']['variant'],
                'year_days': pj['chara_dasha']['year_days'],
                'mahadashas': pj['chara_dasha']['mahadashas'],
            },
        })
        # The bhava block rides along: the same charts' cusps for the kundli-advanced bhavaCusps test.
        avs.append({**birth(c), 'pyjhora_planets': planets, 'ashtakavarga': pj['ashtakavarga'], 'bhava': pj['bhava']})
    # One line: ~15,000 dated rows; indentation would triple the file.
    dump('test/golden/dashas/dev-cases-dashas.json', {'meta': meta, 'cases': dashas}, indent=None)
    dump('test/golden/ashtakavarga/dev-cases-ashtakavarga.json', {'meta': meta, 'cases': avs})

    book_meta = {
        'source': '../shared/reference/book_cases_dev.json',
        'description': book['description'],
        'field_notes': book['field_notes'],
        'pyjhora_version': book['pyjhora_version'],
        'extracted_by': 'scripts/golden/extract-dashas-ashtakavarga.py',
    }
    dump('test/golden/dashas/book-dashas.json', {
        'meta': book_meta,
        'vimsottari_test_3': group(book, '_vimsottari_test_3'),
        'vimsottari_test_6': group(book, '_vimsottari_test_6'),
        # src_line 6018: K. N. Rao method (PyJHora reproduces); 6024: the PVR/Parasara table the
        # test expects (PyJHora does not reproduce it: JHora values).
        'chara_dhasa_test': group(book, 'chara_dhasa_test', {6018, 6024}),
        'stronger_planet_test': group(book, '__stronger_planet_test'),
    })
    dump('test/golden/ashtakavarga/book-ashtakavarga.json', {
        'meta': book_meta,
        'ashtaka_varga_tests': group(book, '_ashtaka_varga_tests'),
        'uchcha_bala_test': group(book, 'uchcha_bala_test'),
    })


if __name__ == '__main__':
    sys.exit(main())
