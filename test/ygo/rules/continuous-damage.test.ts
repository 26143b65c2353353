/**
 * 003 §3.4.4 (issue 7): damage from continuous effects, without a chain, one source at a time. Trickstar Lycoris:
 * "Each time a card(s) is added to your opponent's hand, inflict 200 damage to them for each"; Trickstar Light Stage:
 * "Each time a 'Trickstar' monster you control inflicts battle or effect damage to your opponent, inflict 200 damage
 * to them" (TC-100: 3 Lycoris + Light Stage, the opponent draws 1 → 1200, in the order A, Stage, B, Stage, C, Stage).
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario } from '../support/scenario.ts';

describe('damage from continuous effects (Trickstar Lycoris, Trickstar Light Stage)', () => {
  it('TC-100: 3 Lycoris + Light Stage, the opponent draws 1 → 6 × 200, one source at a time, no chain', () => {
    const s = scenario()
      .monster(0, C.TRICKSTAR_LYCORIS)
      .monster(0, C.TRICKSTAR_LYCORIS)
      .monster(0, C.TRICKSTAR_LYCORIS)
      .spellTrap(0, C.TRICKSTAR_LIGHT_STAGE, true)
      .deck(0, C.GIANT_RAT)
      .deck(1, C.GIANT_RAT)
      .start();
    s.passUntil((x) => x.duel.turn === 4);
    expect(s.lp(1)).toBe(8000 - 1200);
    expect(s.lp(0)).toBe(8000);
    const lycoris = s.cards(0, 'mzone').map((c) => c.uid);
    const stage = s.find(C.TRICKSTAR_LIGHT_STAGE).uid;
    const sources = s.events('damage').map((e) => e['source']);
    expect(sources).toEqual([lycoris[0], stage, lycoris[1], stage, lycoris[2], stage]);
    // Continuous effects: nothing was activated.
    expect(s.events('activate').length).toBe(0);
  });

  it('Lycoris alone: 200 for each card added (a draw of 1 → 200); its controller’s own draws do nothing', () => {
    const s = scenario().monster(0, C.TRICKSTAR_LYCORIS).deck(0, C.GIANT_RAT, C.GIANT_RAT).deck(1, C.GIANT_RAT).start();
    s.passUntil((x) => x.duel.turn === 4);
    expect(s.lp(1)).toBe(7800);
    s.passUntil((x) => x.duel.turn === 5);
    expect(s.lp(0)).toBe(8000);
    expect(s.lp(1)).toBe(7800);
  });

  it('Light Stage: a Trickstar monster’s battle damage is followed by 200 more', () => {
    const s = scenario()
      .monster(0, C.TRICKSTAR_LYCORIS)
      .spellTrap(0, C.TRICKSTAR_LIGHT_STAGE, true)
      .turn(0, 'battle')
      .battle('battle-step')
      .start();
    s.choose('Attack directly');
    s.passUntil((x) => x.duel.battle === null);
    expect(s.lp(1)).toBe(8000 - 1600 - 200);
  });
});

describe('Trickstar Lycoris (Quick Effect from the hand)', () => {
  it('needs another "Trickstar" monster you control: Lycoris itself is not a legal target', () => {
    const s = scenario().monster(0, C.TRICKSTAR_LYCORIS).hand(0, C.TRICKSTAR_LYCORIS).start();
    expect(s.has(/Reveal this card/)).toBe(false);
  });
});
