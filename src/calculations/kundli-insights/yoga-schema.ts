/**
 * Result shapes of the yoga catalogue in kundli-insights: the full records (`yogas`, texts
 * included) for the yogas `yogaDetail` selects, and the compact audit list of every yoga
 * evaluated (`yogaEvaluations`), formed or not, with the structured facts that decided it.
 */
import Type from 'typebox';
import { Bilingual, NamedEntity } from '../../contract/common.ts';
import { yogaFamilies } from '../../jyotish/yogas/index.ts';
import { FactSchema, RuleEvaluationSchema, RuleRecordSchema } from '../rule-audit/rule-schema.ts';

export const YogaDetail = Type.Enum(['formed', 'all'], {
  description:
    'Which yogas carry full records with texts in `yogas`: `formed` (default) = the yogas whose condition holds (cancelled ones included, flagged); `all` = every yoga of the catalogue (185; a large response). `yogaEvaluations` always lists every yoga in compact form either way.',
});

const Family = Type.Enum([...yogaFamilies], { description: 'Family of the catalogue (source chapter): solar, lunar, mahapurusha, the four Nabhasa groups, raja, dhana, viparita, neecha-bhanga, parivartana, named, malika, daridra (BPHS 42), longevity (Balarishta of BPHS 9 / Brihat Jataka 6 with the Arishta-bhanga rules of BPHS 10, Ayu placements of Phaladeepika 13 and 16)' });

export const YogaSchema = Type.Object({
  id: Type.String({ description: 'Stable yoga id (e.g. gaja-kesari, ruchaka, kemadruma)' }),
  name: Bilingual,
  family: Family,
  detected: Type.Boolean({ description: 'Formed and not cancelled: the one answer (the Kemadruma dosha block reports the same value)' }),
  formed: Type.Boolean({ description: 'The yoga’s condition holds, before cancellations' }),
  cancelled: Type.Union([Type.Boolean(), Type.Null()], { description: 'Formed and some cancellation rule holds; null for yogas without cancellation rules' }),
  qualifiers: Type.Array(Type.String(), { description: 'full/partial and all-benefics-in-6-7-8 (Adhi), effective (Budha-Aditya), raja-yoga (Neecha Bhanga), maha/dainya/khala (Parivartana), conjunction/mutual-seventh (Chandra-Mangala), from-lagna/from-moon (Amala), shubha-kartari/papa-kartari, which alternative of an either-or rule held' }),
  grahas: Type.Array(NamedEntity, { description: 'The grahas that form the yoga (empty when not formed)' }),
  houses: Type.Array(Type.Integer({ minimum: 1, maximum: 12 }), { description: 'Houses from the lagna that form the yoga (empty when not formed)' }),
  rule: RuleRecordSchema,
  condition: Bilingual,
  instances: Type.Array(
    Type.Object({
      grahas: Type.Array(NamedEntity),
      houses: Type.Array(Type.Integer({ minimum: 1, maximum: 12 })),
      relation: Type.Array(Type.Enum(['conjunction', 'mutual-aspect', 'exchange'])),
      tags: Type.Array(Type.String(), { description: 'tainted (Raja yoga), maha/dainya/khala (Parivartana), NB1–NB5 (Neecha Bhanga)' }),
    }),
  ),
  facts: Type.Array(FactSchema),
  subRules: Type.Array(RuleEvaluationSchema, { description: 'Cancellation rules (each with its own rule id; any satisfied one cancels a formed yoga) and reported variants (never deciding)' }),
  explanation: Bilingual,
  reviewOnly: Type.Literal(true, { description: 'Interpretive: a rule check for review, never a prediction' }),
}, { description: 'One yoga of the catalogue, evaluated, with its rule record, source, texts and evidence.' });

const CompactFact = Type.Object(
  {
    kind: FactSchema.properties.kind,
    grahas: Type.Optional(Type.Array(Type.String(), { description: 'Graha ids the fact is about (omitted when none)' })),
    rashi: Type.Optional(Type.String({ description: 'Id of the sign the fact names (omitted when none)' })),
    house: Type.Optional(Type.Integer({ minimum: 1, maximum: 12, description: 'House the fact names, counted from `reference`' })),
    houses: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 12 }))),
    reference: Type.Optional(Type.Enum(['lagna', 'moon', 'venus', 'sun'])),
    value: Type.Optional(Type.Number()),
    qualifier: Type.Optional(Type.String()),
  },
  { description: 'A chart fact in compact form: the fields of the full fact without its sentence, empty fields omitted, the sign as its id (the full records in `yogas` carry the sentences).' },
);

export const YogaEvaluationSchema = Type.Object({
  id: Type.String(),
  ruleId: Type.String(),
  family: Family,
  detected: Type.Boolean({ description: 'Formed and not cancelled' }),
  formed: Type.Boolean(),
  cancelled: Type.Union([Type.Boolean(), Type.Null()]),
  grahas: Type.Array(Type.String(), { description: 'Graha ids that form the yoga (empty when not formed)' }),
  houses: Type.Array(Type.Integer({ minimum: 1, maximum: 12 })),
  facts: Type.Array(CompactFact, { description: 'The facts that decided the verdict' }),
  cancellations: Type.Array(Type.Object({ ruleId: Type.String(), satisfied: Type.Boolean() }), { description: 'Every cancellation rule of the yoga, evaluated' }),
}, { description: 'Compact audit record of one evaluated yoga.' });

export const YogaSummarySchema = Type.Object({
  catalogueVersion: Type.String({ description: 'Version of the catalogue’s rules (YOGA.CATALOGUE.n)' }),
  detail: YogaDetail,
  evaluated: Type.Integer({ minimum: 0 }),
  formed: Type.Integer({ minimum: 0 }),
  cancelled: Type.Integer({ minimum: 0 }),
  detected: Type.Integer({ minimum: 0 }),
});
