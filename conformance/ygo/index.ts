/**
 * Yu-Gi-Oh! conformance: every worked example of digest 003 (OCG Master Rule rulebook, TC-01 … TC-135) and every
 * scenario of digest 000/002/004 §13 (older rulebooks), as "scenario → ruling" cases with the real cards named in
 * the example. A case that needs a mechanic the engine lacks is pending with that mechanic as its reason.
 */
import type { ConformanceCase } from '../../src/core/conformance.ts';
import { battleCases } from './battle.ts';
import { cardContentCases } from './cards.ts';
import { chainCases } from './chains.ts';
import { deckAndPlacesCases } from './deck-and-places.ts';
import { olderRuleCases } from './older-rules.ts';
import { optAndWinCases } from './opt-and-wins.ts';
import { resolutionCases } from './resolution.ts';
import { ruleChangeCases } from './rule-changes.ts';
import { specialCardCases } from './special-cards.ts';
import { spellTrapCases } from './spells-traps.ts';
import { statCases } from './stats.ts';
import { summonCases } from './summons.ts';

/** 003 first, in TC order (the files follow the rulebook's sections), then the older digest in its §13 order. */
export const cases: ConformanceCase[] = [
  ...ruleChangeCases,
  ...deckAndPlacesCases,
  ...cardContentCases,
  ...summonCases,
  ...spellTrapCases,
  ...chainCases,
  ...resolutionCases,
  ...statCases,
  ...specialCardCases,
  ...optAndWinCases,
  ...battleCases,
  ...olderRuleCases,
];
