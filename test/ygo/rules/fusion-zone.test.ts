/**
 * 003 §3.3.2 (issue 11 item 4): a Fusion Summon needs a zone for the Fusion Monster, which a material leaving a
 * Main Monster Zone provides. With the Main Monster Zones full and the Extra Monster Zone taken, Polymerization
 * is offered when a material is on the field, and only materials that free a zone are offered.
 */
import { describe, expect, it } from 'vitest';
import { scenario, type Scenario } from '../support/scenario.ts';
import { C } from '../../../src/ygo/cards/refs.ts';

/** Fusion Summon with hand materials into the Extra Monster Zone; the Main Monster Zones are full. */
function fullField(fieldMaterial: boolean): Scenario {
  let b = scenario()
    .askAlways()
    .hand(0, C.POLYMERIZATION, C.POLYMERIZATION, C.GAIA_FIERCE_KNIGHT, C.CURSE_OF_DRAGON, C.GAIA_FIERCE_KNIGHT)
    .extra(0, C.GAIA_DRAGON_CHAMPION, C.GAIA_DRAGON_CHAMPION);
  // With a field material, a second Curse of Dragon in the hand: it would not free a zone.
  b = fieldMaterial ? b.monster(0, C.CURSE_OF_DRAGON).hand(0, C.CURSE_OF_DRAGON) : b.monster(0, C.CELTIC_GUARDIAN);
  for (let i = 0; i < 4; i++) b = b.monster(0, C.CELTIC_GUARDIAN);
  if (!fieldMaterial) b = b.hand(0, C.CURSE_OF_DRAGON);
  const s = b.deck(0, C.FERAL_IMP).deck(1, C.FERAL_IMP).start();
  // Two copies of Polymerization in the hand: either.
  s.chooseAny('Activate Polymerization');
  s.passUntil((x) => x.decision?.about === 'effect' && x.decision.player === 0);
  while (s.decision?.kind !== 'select-option') {
    const hand = s.decision!.options.findIndex((o) => o.label.includes('(your hand)'));
    s.answer([hand >= 0 ? hand : 0]);
  }
  s.choose('Attack Position');
  s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.about === 'main-phase-action');
  return s;
}

describe('Fusion Summon with a full field (003 §3.3.2)', () => {
  it('the first Fusion Monster is in the Extra Monster Zone, the Main Monster Zones are full', () => {
    const s = fullField(true);
    expect(s.find(C.GAIA_DRAGON_CHAMPION, 'mzone').seq).toBeGreaterThanOrEqual(5);
    expect(s.duel.players[0].mzone.every((u) => u >= 0)).toBe(true);
  });

  it('a material on the field frees a Main Monster Zone: Polymerization is offered and Summons there', () => {
    const s = fullField(true);
    s.chooseAny('Activate Polymerization');
    s.passUntil((x) => x.decision?.about === 'effect' && x.decision.player === 0);
    const seen: string[][] = [];
    while (s.decision?.kind === 'select-cards') {
      seen.push(s.options());
      s.answer([0]);
    }
    // The Curse of Dragon slot offers only the one on the field, which frees a Main Monster Zone, not the one in the hand.
    expect(seen.find((o) => o.some((l) => l.startsWith('Curse of Dragon')))).toEqual([
      'Curse of Dragon (your Monster Zone 1)',
    ]);
    s.choose('Attack Position');
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.about === 'main-phase-action');
    expect(s.codes(0, 'mzone').filter((c) => c === C.GAIA_DRAGON_CHAMPION)).toHaveLength(2);
    expect(s.codes(0, 'gy')).toContain(C.CURSE_OF_DRAGON);
  });

  it('with every material in the hand, Polymerization is not offered', () => {
    const s = fullField(false);
    expect(s.has('Activate Polymerization')).toBe(false);
  });
});
