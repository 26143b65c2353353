/** The Monarch support "Tribute Summon 1 monster in addition to your Normal Summon/Set" grant (Eidos, Mithra). */
import type { ExtraNormalSummon } from '../types.ts';

/**
 * 003 §3.4.4 TC-120: Eidos the Underworld Squire's and Mithra the Thunder Vassal's grants are identical ("you can
 * Tribute Summon 1 monster"): once one is gained, the other cannot be activated that turn.
 */
export const TRIBUTE_SUMMON_GRANT: ExtraNormalSummon = {
  source: 'granted',
  label: '1 monster by Tribute Summon',
  monster: () => true,
  tributeOnly: true,
  key: 'tribute-summon-1',
};
