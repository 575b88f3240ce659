#!/usr/bin/env python3
"""Copies the yoga groups of the reference book cases into test/golden/yogas/book-yogas.json.

Source: test/golden/reference/book_cases_dev.json (PyJHora 4.8.5 test-suite literals; see its
README). Nothing is recomputed: every group from `raja_yoga_tests` to `rajabhrashta_yoga_test`
and the three Tajaka yoga groups of chapter 29 are copied whole, with the book chart data and the
field notes. Standard library only.
"""
import json
import pathlib

root = pathlib.Path(__file__).resolve().parents[2]
src = json.loads((root / 'test/golden/reference/book_cases_dev.json').read_text(encoding='utf-8'))
groups = src['groups']
names = [g['test_function'] for g in groups]
start = names.index('raja_yoga_tests')
end = names.index('rajabhrashta_yoga_test')
tajaka = {'_ishkavala_yoga_test_1', '_induvara_yoga_test_2', 'nakta_yoga_1_test'}
picked = groups[start:end + 1] + [g for g in groups if g['test_function'] in tajaka]
out = {
    'source': 'test/golden/reference/book_cases_dev.json (copied, not recomputed)',
    'description': src['description'],
    'pyjhora_version': src['pyjhora_version'],
    'pyjhora_commit': src['pyjhora_commit'],
    'field_notes': src['field_notes'],
    'book_chart_data': src['book_chart_data'],
    'groups': picked,
}
(root / 'test/golden/yogas/book-yogas.json').write_text(json.dumps(out, ensure_ascii=False, indent=1) + '\n', encoding='utf-8')
print(len(picked), 'groups,', sum(len(g['cases']) for g in picked), 'cases')
