/**
 * The public-form migration never refuses a form for its language: any well-formed code is
 * accepted, the answer is in English and Hindi as always, and a language other than en/hi is
 * named in a warning.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { build, postJson } from '../helpers/app.ts';

const form = { formIdentifier: 'ascendant', birthday: 10, birthmonth: 5, birthyear: 1990, birthtime: 19, birthminute: 55, lat: 19.076, lang: 72.8777, timezone: 5.5 };
const path = '/v2/migrations/legacy/public-form';
const ids = (body: { warnings: { id: string }[] }) => body.warnings.map((w) => w.id);

describe('migration route languages', () => {
  it('accepts other language codes of the legacy forms and says that texts stay English and Hindi', async (t) => {
    const { app } = await build(t);
    for (const language of ['ta', 'mr-IN', 'bn_IN', 'guj']) {
      const r = await postJson(app, path, { ...form, language });
      assert.equal(r.statusCode, 200, `${language}: ${r.body.slice(0, 200)}`);
      const body = r.json();
      assert.ok(ids(body).includes('language-not-offered'), language);
      const w = body.warnings.find((x: { id: string }) => x.id === 'language-not-offered');
      assert.match(w.message.en, /English and Hindi/);
      assert.match(w.message.hi, /अंग्रेज़ी और हिन्दी/);
      assert.ok(!r.body.includes(`"${language}"`), 'the code sent is not echoed');
    }
  });

  it('takes en and hi (with a region) as chart languages without a warning', async (t) => {
    const { app } = await build(t);
    for (const language of ['en', 'hi', 'hi-IN', 'EN']) {
      const r = await postJson(app, path, { ...form, language });
      assert.equal(r.statusCode, 200, language);
      assert.ok(!ids(r.json()).includes('language-not-offered'), language);
    }
  });

  it('refuses a malformed language code with a 422 naming /language in words', async (t) => {
    const { app } = await build(t);
    for (const language of ['1', 'english language', 'x']) {
      const r = await postJson(app, path, { ...form, language });
      assert.equal(r.statusCode, 422, language);
      assert.deepEqual(r.json().error.details, [{ path: '/language', issue: 'must be a language code such as en, hi or ta-IN' }]);
    }
  });
});
