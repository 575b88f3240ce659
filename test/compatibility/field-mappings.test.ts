/**
 * The field-level evidence is consistent with itself and with ../shared/reference/legacy-fields.md:
 * every sample field and every production-read path has a mapping, statuses agree with their
 * native paths and comparison rules, the legacy quirks are answered, and assessments follow
 * from the field statuses.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { CompatibilityManifest, FieldMapping } from '../../src/api/documents/compatibility/schema.ts';
import { FORMS_WITHOUT_VENDOR_RESOURCE, SPEC_FORMS, getManifest } from './fetch-manifest.ts';

const mappingsOf = (m: CompatibilityManifest, resource: string) =>
  m.nativeFieldMappings.filter((n) => n.resource === resource).flatMap((n) => n.fieldMappings);
const field = (m: CompatibilityManifest, resource: string, legacyPath: string): FieldMapping => {
  const found = mappingsOf(m, resource).find((f) => f.legacyPath === legacyPath);
  assert.ok(found, `${resource}:${legacyPath} is mapped`);
  return found;
};

/** The assessment rule, restated from the enumeration's meaning. */
function assess(statuses: string[]): string {
  const set = new Set(statuses);
  const candidates = statuses.every((s) => s === 'candidate-direct' || s === 'candidate-derived');
  if (set.size === 1 && set.has('intentional-no-equivalent')) return 'intentional-no-equivalent';
  if (set.size === 1 && set.has('runtime-evidence-required')) return 'runtime-evidence-required';
  if (candidates) return 'candidate-field-map';
  if (set.has('runtime-evidence-required')) return 'partial-runtime-evidence-required';
  return 'partial-with-intentional-gap';
}

describe('native field mappings and legacy resource evidence', () => {
  it('map every legacy resource named in legacy-fields.md', async (t) => {
    const { body } = await getManifest(t);
    const named = [
      'astro_details', 'planets', 'general_ascendant_report', 'general_nakshatra_report', 'kalsarpa_details',
      'sadhesati_current_status', 'sadhesati_life_details', 'sadhesati_remedies', 'manglik', 'pitra_dosha_report',
      'major_yogini_dasha', 'sub_yogini_dasha', 'current_yogini_dasha', 'biorhythm', 'rudraksha_suggestion',
      'numero_table', 'basic_gem_suggestion',
    ];
    const mapped = new Set(body.nativeFieldMappings.map((n) => n.resource));
    const evidenced = new Set(body.legacyResourceEvidence.map((e) => e.resource));
    for (const r of named) {
      assert.ok(mapped.has(r), `${r} mapped`);
      assert.ok(evidenced.has(r), `${r} evidenced`);
    }
  });

  it('keep one evidence entry per resource, and every mapped or observed resource has one', async (t) => {
    const { body } = await getManifest(t);
    const resources = body.legacyResourceEvidence.map((e) => e.resource);
    assert.equal(new Set(resources).size, resources.length);
    for (const n of body.nativeFieldMappings) assert.ok(resources.includes(n.resource), n.resource);
    for (const r of body.observedUniqueLegacyResources) assert.ok(resources.includes(r), r);
  });

  it('have no official reference exactly for atmakaraka, ishatdevta, luckybracelate and vehicle-number', async (t) => {
    const { body } = await getManifest(t);
    const unreferenced = body.legacyResourceEvidence.filter((e) => e.officialReference === null);
    const forms = body.publicConsumerSurfaces.filter((s) => s.observedLegacyResources.some((r) => unreferenced.some((e) => e.resource === r)));
    assert.deepEqual(forms.map((s) => s.formIdentifier).sort(), [...FORMS_WITHOUT_VENDOR_RESOURCE].sort());
    for (const e of unreferenced) {
      assert.equal(e.officialSampleFields.length, 0, e.resource);
      assert.equal(e.officialSampleStatus, 'no-official-sample', e.resource);
    }
    for (const e of body.legacyResourceEvidence.filter((x) => x.officialReference !== null)) assert.ok(e.officialReference!.length > 0);
  });

  it('map every published sample field and every path the production pages read', async (t) => {
    const { body } = await getManifest(t);
    for (const e of body.legacyResourceEvidence) {
      const mapped = new Set(mappingsOf(body, e.resource).map((f) => f.legacyPath));
      for (const f of e.officialSampleFields) assert.ok(mapped.has(f.path), `${e.resource}:${f.path} sample field unmapped`);
      for (const p of e.productionConsumedPaths) assert.ok(mapped.has(p), `${e.resource}:${p} consumed path unmapped`);
      const known = new Set([...e.officialSampleFields.map((f) => f.path), ...e.productionConsumedPaths]);
      const uncaptured = e.officialSampleFields.length === 0 && e.productionConsumedPaths.length === 0;
      for (const p of mapped) assert.ok(known.has(p) || (uncaptured && p === '$'), `${e.resource}:${p} is not in the evidence`);
    }
  });

  it('give no native path and no comparison to an intentional gap, and a native path to every candidate', async (t) => {
    const { body } = await getManifest(t);
    for (const n of body.nativeFieldMappings) {
      for (const f of n.fieldMappings) {
        const where = `${n.resource}:${f.legacyPath}`;
        assert.ok(f.reason.length > 20, `${where} has a concrete reason`);
        if (f.mappingStatus === 'intentional-no-equivalent') {
          assert.deepEqual(f.nativePaths, [], where);
          assert.equal(f.comparisonRule, 'none', where);
        } else {
          assert.ok(f.nativePaths.length > 0, where);
          for (const p of f.nativePaths) assert.match(p, /^result\./, where);
        }
        if (f.mappingStatus === 'candidate-direct' || f.mappingStatus === 'candidate-derived') assert.notEqual(f.comparisonRule, 'none', where);
      }
    }
  });

  it('derive each assessment from the field statuses', async (t) => {
    const { body } = await getManifest(t);
    for (const n of body.nativeFieldMappings) {
      assert.ok(n.fieldMappings.length > 0, n.resource);
      assert.equal(n.assessment, assess(n.fieldMappings.map((f) => f.mappingStatus)), `${n.resource} → ${n.nativeEndpoint}`);
    }
    for (const e of body.legacyResourceEvidence) {
      assert.equal(e.assessment, assess(mappingsOf(body, e.resource).map((f) => f.mappingStatus)), e.resource);
    }
  });

  it('verify each mapping through one of the 17 forms, on an endpoint the spec names', async (t) => {
    const { body } = await getManifest(t);
    const specEndpoints = new Set([...Object.values(SPEC_FORMS).map(([e]) => e), '/v2/calculations/numerology']);
    for (const n of body.nativeFieldMappings) {
      assert.ok(n.verificationFormIdentifier in SPEC_FORMS, n.verificationFormIdentifier);
      assert.ok(specEndpoints.has(n.nativeEndpoint), n.nativeEndpoint);
    }
  });

  it('point the fields of spec §2.3 at the paths the spec names', async (t) => {
    const { body } = await getManifest(t);
    const expect = (resource: string, path: string, nativePath: string) =>
      assert.ok(field(body, resource, path).nativePaths.includes(nativePath), `${resource}:${path} → ${nativePath}`);
    expect('astro_details', 'ascendant', 'result.lagna.rashi');
    expect('astro_details', 'Naksahtra', 'result.moonNakshatra.name');
    expect('astro_details', 'Charan', 'result.moonNakshatra.pada');
    expect('planets', '[].sign', 'result.planets[].rashi');
    expect('kalsarpa_details', 'present', 'result.doshas.kaalSarpa.detected');
    expect('manglik', 'manglik_status', 'result.doshas.manglik.status');
    expect('sadhesati_current_status', 'sadhesati_status', 'result.transits.sadeSati.active');
    expect('sadhesati_current_status', 'moon_sign', 'result.transits.natalReferences.moonRashi');
    expect('local-php:atmakaraka', '$', 'result.atmakaraka.sourceName');
    expect('biorhythm', 'physical.percent', 'result.biorhythm.cycles[].valuePercent');
    expect('major_yogini_dasha', '[].duration', 'result.dashas.yogini.periods[].years');
    expect('pitra_dosha_report', 'rules_matched', 'result.rules[]');
  });

  it('answer the legacy quirks: typos, string booleans, zone-less dates, sentences and unexplained percentages', async (t) => {
    const { body } = await getManifest(t);
    assert.match(field(body, 'astro_details', 'Naksahtra').reason, /misspelt/);
    assert.equal(field(body, 'astro_details', 'Naksahtra').comparisonRule, 'normalized-text');
    const retro = field(body, 'planets', '[].isRetro');
    assert.deepEqual(retro.nativePaths, ['result.planets[].retrograde']);
    assert.match(retro.reason, /string/);
    assert.equal(field(body, 'major_yogini_dasha', '[].start_date').comparisonRule, 'number-within');
    assert.match(field(body, 'major_yogini_dasha', '[].start_date').reason, /without a zone/);
    assert.equal(field(body, 'sadhesati_current_status', 'is_undergoing_sadhesati').mappingStatus, 'intentional-no-equivalent');
    for (const p of ['percentage_manglik_present', 'percentage_manglik_after_cancellation']) {
      const f = field(body, 'manglik', p);
      assert.equal(f.mappingStatus, 'intentional-no-equivalent', p);
      assert.match(f.reason, /provenance/, p);
    }
    assert.equal(field(body, 'biorhythm', 'average.percent').mappingStatus, 'intentional-no-equivalent');
    assert.equal(field(body, 'pitra_dosha_report', 'is_pitri_dosha_present').mappingStatus, 'intentional-no-equivalent');
  });

  it('record the sample data types as the samples send them', async (t) => {
    const { body } = await getManifest(t);
    const typeOf = (resource: string, path: string) =>
      body.legacyResourceEvidence.find((e) => e.resource === resource)?.officialSampleFields.find((f) => f.path === path)?.dataType;
    assert.equal(typeOf('planets', '[].isRetro'), 'string');
    assert.equal(typeOf('planets', '[].fullDegree'), 'number');
    assert.equal(typeOf('kalsarpa_details', 'present'), 'boolean');
    assert.equal(typeOf('numero_table', 'evil_num'), 'string');
    assert.equal(typeOf('major_yogini_dasha', '[].start_date'), 'string');
    assert.equal(typeOf('manglik', 'percentage_manglik_present'), 'number');
    assert.equal(body.legacyResourceEvidence.find((e) => e.resource === 'planets')?.officialSampleRoot, 'array');
  });

  it('mark a vendor endpoint not equivalent when all its fields are gaps or all its forms are not equivalent', async (t) => {
    const { body } = await getManifest(t);
    const readiness = (vendorEndpoint: string, nativeEndpoint: string) =>
      body.mappings.find((m) => m.vendorEndpoint === vendorEndpoint && m.nativeEndpoint === nativeEndpoint)?.readiness;
    assert.equal(readiness('pitra_dosha_report', '/v2/calculations/pitri-shapa'), 'not-equivalent');
    assert.equal(readiness('basic_gem_suggestion', '/v2/calculations/rudraksha-gemstone-guidance'), 'not-equivalent');
    assert.equal(readiness('astro_details', '/v2/calculations/kundli'), 'candidate');
    for (const m of body.mappings) assert.ok(!m.vendorEndpoint.startsWith('local-php:'), 'the legacy page is not a vendor endpoint');
  });
});
