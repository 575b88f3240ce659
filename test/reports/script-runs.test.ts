/**
 * Script runs: text split so Devanagari goes to the Devanagari font and everything else to
 * the Latin font, losslessly.
 */
import { it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { isDevanagari, scriptRuns } from '../../src/render/pdf/script-runs.ts';

it('splits mixed text into Devanagari and Latin runs, spaces and brackets staying with the run before', () => {
  assert.deepEqual(scriptRuns('राशि (D1)'), [
    { script: 'deva', text: 'राशि (' },
    { script: 'latin', text: 'D1)' },
  ]);
  assert.deepEqual(scriptRuns('Moon 4° (व)'), [
    { script: 'latin', text: 'Moon 4° (' },
    { script: 'deva', text: 'व)' },
  ]);
  // Conjuncts, reph, nukta and the zero-width joiner stay inside one run.
  assert.deepEqual(scriptRuns('क्षत्रिय पढ़ाई कर्म क्‍ष'), [{ script: 'deva', text: 'क्षत्रिय पढ़ाई कर्म क्‍ष' }]);
});

it('gives the text back when the runs are joined, and puts every Devanagari letter in a Devanagari run', () => {
  const alphabet = fc.constantFrom('क', '्', 'ष', 'ि', 'र', 'ं', 'ड', '़', '\u200d', 'a', 'Z', '1', '°', ' ', '(', ')', ',', '।');
  fc.assert(
    fc.property(fc.array(alphabet, { maxLength: 40 }).map((xs) => xs.join('')), (text) => {
      const runs = scriptRuns(text);
      assert.equal(runs.map((r) => r.text).join(''), text);
      for (const r of runs) for (const ch of r.text) if (isDevanagari(ch.codePointAt(0) ?? 0)) assert.equal(r.script, 'deva');
      for (let i = 1; i < runs.length; i++) assert.notEqual(runs[i].script, runs[i - 1].script, 'neighbouring runs differ in script');
    }),
  );
});
