/** shadbala numbers → the published envelope parts. */
import type { Static } from 'typebox';
import { inputBlock, presentWarnings, sunriseMethod } from '../shared/birth.ts';
import { natalMethod } from '../shared/natal.ts';
import { MomentFormatter } from '../shared/moments.ts';
import type { Presented } from '../types.ts';
import { presentStrengthBlock, strengthMethodIds } from './block-present.ts';
import type { ShadbalaComputed } from './compute.ts';
import type { ShadbalaResult } from './schema.ts';

export function presentShadbala(c: ShadbalaComputed): Presented<Static<typeof ShadbalaResult>> {
  const { birth } = c.natal;
  const day = c.block.frame.day;
  const moments = new MomentFormatter(birth.local.frame, { startJd: day.sunriseJd, endJd: day.nextSunriseJd });
  return {
    method: {
      ...natalMethod(c.natal),
      ...sunriseMethod(birth.sunrise),
      strengthMethodIds: strengthMethodIds(birth.sunrise, c.natal.houseSystem),
      unit: 'virupa (shashtiamsa) = 1/60 rupa',
    },
    input: inputBlock(birth),
    warnings: presentWarnings(birth.warnings),
    result: presentStrengthBlock(c.block, moments, birth.sunrise, c.natal.houseSystem, c.transit),
  };
}
