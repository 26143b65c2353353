/**
 * Several "during the Standby Phase" effects (digest 000-002-004 §12 item 27, issue 11 item 15): 003 §3.4.3/§3.6.3
 * activates and resolves them one at a time, the turn player's first; 002 p.27's procedure has the turn player's
 * chain resolve before the opponent's; 000 dropped the procedure, so they are simultaneous triggers on one chain
 * (the turn player's first, 000 p.45).
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import type { RuleSetId } from '../../../src/ygo/rulesets.ts';
import { scenario } from '../support/scenario.ts';

/** Two Dark Contracts with the Witch (the turn player's) and the opponent's Burning Land, in the Standby Phase. */
function chains(rules: RuleSetId): number[][] {
  const s = scenario()
    .rules(rules)
    .turn(0, 'standby')
    .spellTrap(0, C.DARK_CONTRACT_WITH_THE_WITCH, true)
    .spellTrap(0, C.DARK_CONTRACT_WITH_THE_WITCH, true)
    .spellTrap(1, C.BURNING_LAND, true)
    .start();
  s.passUntil((x) => {
    if (x.decision?.about === 'trigger-order') x.answer(x.decision.options.map((_o, i) => i));
    return x.duel.phase === 'main1';
  });
  expect(s.lp(0)).toBe(8000 - 1000 - 1000 - 500);
  // The chains, as lists of the Chain Link numbers activated, each list one chain.
  const out: number[][] = [];
  for (const e of s.events('activate')) {
    const link = (e as unknown as { chainLink: number }).chainLink;
    if (link === 1) out.push([]);
    out[out.length - 1]!.push((e as unknown as { code: number }).code);
  }
  return out;
}

const DC = C.DARK_CONTRACT_WITH_THE_WITCH;
const BL = C.BURNING_LAND;

describe('Standby Phase effects of both players (issue 11 item 15, §12 item 27)', () => {
  it('master-rule-2020: one at a time, the turn player\u2019s first (003 §3.4.3)', () => {
    expect(chains('master-rule-2020')).toEqual([[DC], [DC], [BL]]);
  });

  it.each(['pre-2008', 'ocg-2005'] as const)(
    '%s: the turn player\u2019s chain, then the opponent\u2019s (002 p.27)',
    (rules) => {
      expect(chains(rules)).toEqual([[DC, DC], [BL]]);
    },
  );

  it('master-rule-2: one chain, the turn player\u2019s links first (000 p.45)', () => {
    expect(chains('master-rule-2')).toEqual([[DC, DC, BL]]);
  });
});
