/**
 * 003 §3.6.3 (issue 11 item 6): the mandatory End Phase processings (delayed effects of resolved cards, control
 * changes "until the End Phase" ending) apply after both players pass, in an order the players choose: the turn
 * player's first unless they let the opponent's go first (TC-134 in conformance/ygo/battle.ts); a processing whose
 * cards have left the field has nothing to apply to and is not offered.
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { ALL_PRESETS } from '../../../conformance/ygo/helpers.ts';
import { scenario, type Scenario } from '../support/scenario.ts';

const toEndPhaseQuestion = (s: Scenario): Scenario =>
  s.passUntil((x) => x.decision?.about === 'end-phase-processing' || x.duel.turn > 3);

describe('End Phase processings (003 §3.6.3)', () => {
  it.each(ALL_PRESETS)(
    'Limiter Removal alone: ATK doubled for the turn, destroyed in the End Phase without a question [%s]',
    (rules) => {
      const s = scenario()
        .rules(rules)
        .monster(0, C.CYBER_DRAGON)
        .hand(0, C.LIMITER_REMOVAL)
        .deck(0, C.KURIBOH)
        .deck(1, C.KURIBOH)
        .start();
      s.choose('Activate Limiter Removal');
      s.resolveChain();
      expect(s.atk(C.CYBER_DRAGON)).toBe(4200);
      toEndPhaseQuestion(s);
      expect(s.duel.turn).toBe(4);
      expect(s.codes(0, 'gy').sort()).toEqual([C.CYBER_DRAGON, C.LIMITER_REMOVAL].sort());
      expect(s.events('end-processing')).toEqual([
        { type: 'end-processing', player: 0, code: C.LIMITER_REMOVAL, action: 'destroy' },
      ]);
    },
  );

  /** Player 0 takes the opponent's Cyber Dragon with Change of Heart and doubles it with Limiter Removal. */
  const twoOfMine = (): Scenario => {
    const s = scenario()
      .monster(1, C.CYBER_DRAGON)
      .monster(0, C.CELTIC_GUARDIAN)
      .hand(0, C.CHANGE_OF_HEART, C.LIMITER_REMOVAL)
      .deck(0, C.KURIBOH)
      .deck(1, C.KURIBOH)
      .start();
    s.choose('Activate Change of Heart');
    s.resolveChain();
    expect(s.find(C.CYBER_DRAGON, 'mzone').controller).toBe(0);
    s.choose('Activate Limiter Removal');
    s.resolveChain();
    return toEndPhaseQuestion(s);
  };

  it('two processings of the turn player: they choose the order, with no option to pass', () => {
    const s = twoOfMine();
    expect(s.decision?.player).toBe(0);
    expect(s.options()).toEqual([
      'Limiter Removal: destroy Cyber Dragon (your Monster Zone 2)',
      'Control of Cyber Dragon (your Monster Zone 2) returns to player 1',
    ]);
  });

  it('the control change ends first: Cyber Dragon goes back, and Limiter Removal still destroys it', () => {
    const s = twoOfMine();
    s.choose(/^Control of Cyber Dragon/);
    s.passUntil((x) => x.duel.turn === 4);
    expect(s.codes(1, 'gy')).toEqual([C.CYBER_DRAGON]);
    expect(s.events('end-processing').map((e) => (e as unknown as { action: string }).action)).toEqual([
      'return-control',
      'destroy',
    ]);
  });

  it('Limiter Removal first: Cyber Dragon is destroyed and no control change is left to end', () => {
    const s = twoOfMine();
    s.choose(/^Limiter Removal/);
    s.passUntil((x) => x.duel.turn === 4);
    expect(s.codes(1, 'gy')).toEqual([C.CYBER_DRAGON]);
    expect(s.events('end-processing')).toHaveLength(1);
  });

  it('a processing whose monster left the field is not offered and does nothing (Tributed after Limiter Removal)', () => {
    const s = scenario()
      .monster(0, C.CYBER_DRAGON)
      .hand(0, C.LIMITER_REMOVAL, C.SUMMONED_SKULL)
      .deck(0, C.KURIBOH)
      .deck(1, C.KURIBOH)
      .start();
    s.choose('Activate Limiter Removal');
    s.resolveChain();
    s.choose('Normal Summon Summoned Skull');
    s.choose('Cyber Dragon'); // the Tribute
    s.passUntil((x) => x.duel.turn === 4);
    expect(s.find(C.SUMMONED_SKULL).location).toBe('mzone');
    expect(s.events('end-processing')).toEqual([]);
    // Dropped at the end of the turn it was for.
    expect(s.duel.delayed).toEqual([]);
  });

  it('Creature Swap: the monsters change places and cannot change their battle positions this turn', () => {
    const s = scenario()
      .monster(0, C.CELTIC_GUARDIAN)
      .monster(0, C.FERAL_IMP)
      .monster(1, C.SUMMONED_SKULL)
      .hand(0, C.CREATURE_SWAP)
      .turn(0, 'main1', 3)
      .start();
    const celtic = s.find(C.CELTIC_GUARDIAN).uid;
    s.choose('Activate Creature Swap');
    s.choose('Feral Imp'); // player 0 gives Feral Imp (zone 2)
    s.resolveChain();
    const skull = s.find(C.SUMMONED_SKULL, 'mzone');
    const imp = s.find(C.FERAL_IMP, 'mzone');
    expect([skull.controller, skull.seq]).toEqual([0, 1]);
    expect([imp.controller, imp.seq]).toEqual([1, 0]);
    expect(s.has('Change the battle position of Summoned Skull')).toBe(false);
    expect(s.has({ card: celtic, kind: 'position' })).toBe(true);
  });

  it('A Wild Monster Appears!: no Normal Summon for the rest of the turn; the shuffle is due in the opponent\u2019s next End Phase', () => {
    const s = scenario()
      .monster(1, C.CELTIC_GUARDIAN)
      .hand(0, C.A_WILD_MONSTER_APPEARS, C.ORICHALCOS_SHUNOROS, C.FERAL_IMP)
      .deck(0, C.KURIBOH, C.KURIBOH)
      .deck(1, C.KURIBOH, C.KURIBOH)
      .start();
    expect(s.has('Normal Summon Feral Imp')).toBe(true);
    s.choose('Activate A Wild Monster Appears!');
    s.resolveChain();
    expect(s.find(C.ORICHALCOS_SHUNOROS, 'mzone').controller).toBe(0);
    expect(s.has('Normal Summon Feral Imp')).toBe(false);
    expect(s.duel.delayed.map((d) => [d.action, d.turn])).toEqual([['shuffle-into-deck', 4]]);
    // Not in this End Phase: Shunoros is still there on turn 4.
    s.passUntil((x) => x.duel.turn === 4);
    expect(s.find(C.ORICHALCOS_SHUNOROS).location).toBe('mzone');
    s.passUntil((x) => x.duel.turn === 5);
    expect(s.find(C.ORICHALCOS_SHUNOROS).location).toBe('deck');
  });
});
