/** Rudraksha, gem and bracelet resources → native review-only correspondences. */
import { endpoints, remedyPaths as r } from '../native-paths.ts';
import { localResource } from '../resource-evidence.ts';
import { derived, gap, runtime, type FieldMappingGroup } from './define.ts';

const NOT_CHOSEN = 'Which graha a chart “needs” is not computed (schools disagree), so no stone is chosen for a chart; gem correspondences are returned review-only for a named graha.';

export const remedyMappings: FieldMappingGroup[] = [
  {
    resource: 'rudraksha_suggestion',
    nativeEndpoint: endpoints.rudrakshaGemstone,
    verificationFormIdentifier: 'luckyrudraksha',
    vendorCategory: 'remedy-suggestion',
    readinessReason: 'Rudraksha correspondences exist natively, always review-required; recommendation prose and images are not reproduced.',
    fieldMappings: [
      derived('name', [r.rudraksha, r.reviewRequired], 'normalized-text', 'Mukhi names (combinations of faces in English and Hindi) compared with native mukhi correspondences after normalisation; the native list is always marked review-required.'),
      gap('recommend', 'A recommendation sentence; native correspondences are review-only and recommend no purchase.'),
      gap('detail', 'Explanatory prose of the legacy vendor; not reproduced.'),
      gap('img_url', 'An image path on the legacy vendor’s site; the service publishes no images of products.'),
    ],
  },
  {
    resource: 'basic_gem_suggestion',
    nativeEndpoint: endpoints.rudrakshaGemstone,
    verificationFormIdentifier: 'luckybracelate',
    vendorCategory: 'remedy-suggestion',
    readinessReason: 'Not equivalent: the legacy resource selects life, benefic and lucky stones for a chart, which the service deliberately does not do.',
    fieldMappings: ['LIFE', 'BENEFIC', 'LUCKY'].flatMap((slot) => [
      gap(`${slot}.name`, NOT_CHOSEN),
      gap(`${slot}.semi_gem`, NOT_CHOSEN),
      gap(`${slot}.wear_finger`, 'Wearing instructions are not given: correspondences are review-only.'),
      gap(`${slot}.weight_caret`, 'Weights are purchase advice, which the service never gives.'),
      gap(`${slot}.wear_metal`, 'Wearing instructions are not given: correspondences are review-only.'),
      gap(`${slot}.wear_day`, 'Wearing instructions are not given: correspondences are review-only.'),
      gap(`${slot}.gem_deity`, 'A deity assignment; the service does not assign deities.'),
    ]),
  },
  {
    resource: localResource('luckybracelate'),
    nativeEndpoint: endpoints.rudrakshaGemstone,
    verificationFormIdentifier: 'luckybracelate',
    vendorCategory: null,
    readinessReason: 'The legacy page computed this itself; the native guidance offers review-only correspondences, never a bracelet recommendation.',
    fieldMappings: [
      runtime('$', [r.gemstones, r.reviewRequired], 'none', 'The page’s rule and its source (basic_gem_suggestion or numero_table) are unknown until its source is read; even then the native answer is a review-only correspondence, not a recommendation, so values are not compared.'),
    ],
  },
];
