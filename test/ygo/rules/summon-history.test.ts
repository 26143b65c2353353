/**
 * 003 §2.1.4, §2.1.5 (issue 7): the per-turn history of successful Summons. A negated Summon is not there (TC-05,
 * TC-06); "the turn you activate this, you cannot Summon … except" reads it (Rage with Eyes of Blue, Scapegoat) and
 * locks the rest of the turn; "You can only Special Summon "X" once per turn" counts the successful Special Summons of
 * X by every path (Synchro Summon, effects). The history is reset at the start of each turn.
 */
import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../src/core/decision.ts';
import { C } from '../../../src/ygo/cards/refs.ts';
import { ygoGame } from '../../../src/ygo/game.ts';
import {
  assertSpecialSummonAllowed,
  specialSummonLimitReached,
  summonLockStops,
} from '../../../src/ygo/rules/summon-history.ts';
import type { RuleSetId } from '../../../src/ygo/rulesets.ts';
import { scenario, type Scenario } from '../support/scenario.ts';

const toMain = (s: Scenario): Scenario =>
  s.passUntil((x) => x.duel.chain.length === 0 && !x.duel.resolving && x.decision?.about === 'main-phase-action');

/** Player 0 Normal Summons Maiden with Eyes of Blue; player 1 negates it with Solemn Judgment (when `negate`). */
function maiden(rules: RuleSetId, negate: boolean): Scenario {
  const s = scenario()
    .rules(rules)
    .hand(0, C.MAIDEN_WITH_EYES_OF_BLUE, C.RAGE_WITH_EYES_OF_BLUE)
    .deck(0, C.BLUE_EYES, C.BLUE_EYES, C.BLUE_EYES, C.FERAL_IMP)
    .spellTrap(1, C.SOLEMN_JUDGMENT)
    .deck(1, C.FERAL_IMP)
    .start();
  s.choose('Normal Summon Maiden with Eyes of Blue');
  s.passUntil((x) => x.decision?.player === 1 && x.has('Activate Solemn Judgment'));
  if (negate) s.choose('Activate Solemn Judgment');
  return toMain(s);
}

/** The synchro board of TC-06: two Tuners, two Level 2 non-Tuners, two Chanbaras in the Extra Deck. */
function chanbaraBoard(rules: RuleSetId = 'master-rule-2020'): Scenario {
  return scenario()
    .rules(rules)
    .monster(0, C.JUNK_SYNCHRON)
    .monster(0, C.JUNK_SYNCHRON)
    .monster(0, C.OJAMA_GREEN)
    .monster(0, C.MAN_EATER_BUG)
    .extra(0, C.HI_SPEEDROID_CHANBARA, C.HI_SPEEDROID_CHANBARA)
    .hand(0, C.MONSTER_REBORN)
    .spellTrap(1, C.SOLEMN_JUDGMENT)
    .deck(0, C.FERAL_IMP, C.FERAL_IMP)
    .deck(1, C.FERAL_IMP, C.FERAL_IMP)
    .start();
}

/** Synchro Summon a Chanbara with a Junk Synchron and a Level 2 monster, in Attack Position. */
function synchroChanbara(s: Scenario): Scenario {
  s.chooseAny('Synchro Summon Hi-Speedroid Chanbara');
  while (s.decision?.about === 'material') s.chooseAny(/^(Junk Synchron|Ojama Green|Man-Eater Bug)/);
  s.choose('Attack Position');
  return s;
}

describe('Summon history (003 §2.1.4, §2.1.5)', () => {
  it('records each successful Summon: what, how and from where; a Set is not a Summon', () => {
    const s = scenario()
      .monster(0, C.JUNK_SYNCHRON)
      .monster(0, C.OJAMA_GREEN)
      .monster(0, C.MYSTIC_TOMATO, 'set')
      .hand(0, C.FERAL_IMP, C.CELTIC_GUARDIAN)
      .extra(0, C.HI_SPEEDROID_CHANBARA)
      .deck(0, C.FERAL_IMP)
      .start();
    s.choose('Normal Summon Feral Imp');
    toMain(s);
    s.choose('Flip Summon Mystic Tomato');
    toMain(s);
    synchroChanbara(s);
    toMain(s);
    expect(s.duel.players[0].summonHistory).toEqual([
      { code: C.FERAL_IMP, name: 'Feral Imp', method: 'normal', from: 'hand' },
      { code: C.MYSTIC_TOMATO, name: 'Mystic Tomato', method: 'flip', from: 'mzone' },
      { code: C.HI_SPEEDROID_CHANBARA, name: 'Hi-Speedroid Chanbara', method: 'synchro', from: 'extra' },
    ]);
    expect(s.duel.players[0].summons).toBe(3);
    expect(s.duel.players[0].specialSummons).toBe(1);
    expect(s.duel.players[1].summonHistory).toEqual([]);
  });

  it('keeps the history through serialize/deserialize and resets it at the start of the next turn', () => {
    const s = scenario()
      .hand(0, C.FERAL_IMP)
      .deck(0, C.FERAL_IMP, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP, C.FERAL_IMP)
      .start();
    s.choose('Normal Summon Feral Imp');
    toMain(s);
    expect(s.duel.players[0].summonHistory.length).toBe(1);
    const back = ygoGame.deserialize(ygoGame.serialize(s.duel));
    expect(back.players[0].summonHistory).toEqual(s.duel.players[0].summonHistory);
    s.toTurn(s.duel.turn + 1);
    expect(s.duel.players[0].summonHistory).toEqual([]);
  });

  for (const rules of ['master-rule-2020', 'master-rule-2'] as const) {
    it(`TC-05 [${rules}]: a Summon negated by Solemn Judgment is not in the history: Rage with Eyes of Blue can still be activated`, () => {
      const s = maiden(rules, true);
      expect(s.find(C.MAIDEN_WITH_EYES_OF_BLUE).location).toBe('gy');
      expect(s.duel.players[0].summonHistory).toEqual([]);
      expect(s.has('Activate Rage with Eyes of Blue')).toBe(true);
      s.choose('Activate Rage with Eyes of Blue');
      s.passUntil((x) => x.decision?.player === 0 && x.decision.kind === 'select-cards');
      s.chooseAny('Blue-Eyes White Dragon', 'Blue-Eyes White Dragon', 'Blue-Eyes White Dragon');
      s.choose('Defense Position');
      toMain(s);
      // Banished face-down: Rage itself and the GY's Maiden; 3 Blue-Eyes Summoned from the Deck.
      expect(s.codes(0, 'mzone').sort()).toEqual([C.BLUE_EYES, C.BLUE_EYES, C.BLUE_EYES]);
      expect(s.cards(0, 'mzone').every((c) => c.faceUp && c.defense)).toBe(true);
      const banished = s.cards(0, 'banished');
      expect(banished.map((c) => c.code).sort()).toEqual([C.RAGE_WITH_EYES_OF_BLUE, C.MAIDEN_WITH_EYES_OF_BLUE].sort());
      expect(banished.every((c) => !c.faceUp)).toBe(true);
    });

    it(`control [${rules}]: after a successful Normal Summon of Maiden, Rage with Eyes of Blue is not offered`, () => {
      const s = maiden(rules, false);
      expect(s.find(C.MAIDEN_WITH_EYES_OF_BLUE).location).toBe('mzone');
      expect(s.has('Activate Rage with Eyes of Blue')).toBe(false);
    });
  }

  for (const rules of ['master-rule-2020', 'master-rule-2'] as const) {
    it(`TC-06 [${rules}]: Solemn Judgment negates the Synchro Summon of Hi-Speedroid Chanbara → another one may still be Summoned`, () => {
      const s = chanbaraBoard(rules);
      synchroChanbara(s);
      s.passUntil((x) => x.decision?.player === 1 && x.has('Activate Solemn Judgment'));
      s.choose('Activate Solemn Judgment');
      toMain(s);
      expect(s.cards(0, 'gy').filter((c) => c.code === C.HI_SPEEDROID_CHANBARA).length).toBe(1);
      expect(s.duel.players[0].summonHistory).toEqual([]);
      expect(s.has('Synchro Summon Hi-Speedroid Chanbara')).toBe(true);
      synchroChanbara(s);
      toMain(s);
      expect(s.find(C.HI_SPEEDROID_CHANBARA, 'mzone').summon).toBe('synchro');
      expect(s.duel.players[0].summonHistory.map((r) => r.method)).toEqual(['synchro']);
    });
  }

  it('once one Chanbara was Special Summoned, no other is offered: neither a Synchro Summon nor an effect (Monster Reborn); a forced Synchro Summon is refused naming 003 §2.1.5', () => {
    const s = chanbaraBoard();
    synchroChanbara(s);
    toMain(s);
    // The first Chanbara is in the GY: Monster Reborn could target it, but not to Summon another Chanbara this turn.
    expect(s.has('Synchro Summon Hi-Speedroid Chanbara')).toBe(false);
    // Forced past the offer, the Summon is refused by the rule itself, naming it.
    const second = s.duel.players[0].extra.find((u) => s.duel.cards[u]!.code === C.HI_SPEEDROID_CHANBARA)!;
    let error: unknown = null;
    try {
      assertSpecialSummonAllowed(s.duel, second, 0);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(RuleError);
    expect((error as RuleError).rule).toBe('003 §2.1.5');
    // The opponent's history is their own: it does not stop them.
    expect(specialSummonLimitReached(s.duel, 1, C.HI_SPEEDROID_CHANBARA)).toBe(false);
  });

  it('the limit counts Special Summons by effect too: a Chanbara revived by Monster Reborn stops the Synchro Summon of the other', () => {
    const s = scenario()
      .monster(0, C.JUNK_SYNCHRON)
      .monster(0, C.OJAMA_GREEN)
      .gy(0, C.HI_SPEEDROID_CHANBARA)
      .extra(0, C.HI_SPEEDROID_CHANBARA)
      .hand(0, C.MONSTER_REBORN)
      .deck(0, C.FERAL_IMP)
      .start();
    // Never properly Summoned, the GY Chanbara cannot be revived; mark it as properly Summoned before.
    s.find(C.HI_SPEEDROID_CHANBARA, 'gy').properlySummoned = true;
    // Any action makes the next decision see it.
    s.choose(/^Change the battle position of Ojama Green/);
    expect(s.has('Synchro Summon Hi-Speedroid Chanbara')).toBe(true);
    s.choose('Activate Monster Reborn');
    s.passUntil(
      (x) =>
        x.find(C.HI_SPEEDROID_CHANBARA, 'gy').location !== 'gy' ||
        x.decision?.kind === 'select-cards' ||
        x.decision?.kind === 'select-option',
    );
    while (s.decision?.player === 0 && s.decision.kind !== 'action') {
      if (s.has(/Hi-Speedroid Chanbara/)) s.chooseAny(/Hi-Speedroid Chanbara/);
      else if (s.has('Attack Position')) s.choose('Attack Position');
      else break;
    }
    toMain(s);
    expect(s.duel.players[0].summonHistory.map((r) => [r.method, r.from])).toEqual([['special', 'gy']]);
    expect(s.has('Synchro Summon Hi-Speedroid Chanbara')).toBe(false);
  });

  it('Hi-Speedroid Chanbara can attack twice in a Battle Phase and gains 200 ATK at the start of each Damage Step', () => {
    const s = scenario()
      .monster(0, C.HI_SPEEDROID_CHANBARA)
      .monster(1, C.FERAL_IMP)
      .monster(1, C.CELTIC_GUARDIAN)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .battle('battle-step')
      .start();
    s.choose(/^Attack Feral Imp .* with Hi-Speedroid Chanbara/);
    s.passUntil((x) => x.decision?.about === 'battle-step-action' || x.decision?.about === 'main-phase-action');
    expect(s.find(C.FERAL_IMP, 'gy').location).toBe('gy');
    expect(s.atk(C.HI_SPEEDROID_CHANBARA)).toBe(2200);
    expect(s.has(/^Attack Celtic Guardian .* with Hi-Speedroid Chanbara/)).toBe(true);
    s.choose(/^Attack Celtic Guardian .* with Hi-Speedroid Chanbara/);
    s.passUntil((x) => x.decision?.about === 'battle-step-action' || x.decision?.about === 'main-phase-action');
    expect(s.find(C.CELTIC_GUARDIAN).location).toBe('gy');
    expect(s.atk(C.HI_SPEEDROID_CHANBARA)).toBe(2400);
    // A third attack: no.
    expect(s.options().some((o) => o.startsWith('Attack'))).toBe(false);
  });

  it('"you cannot Normal or Special Summon, except Blue-Eyes": Rage with Eyes of Blue negated still locks the turn; Sets, Flip Summons and Blue-Eyes stay allowed', () => {
    const s = scenario()
      .hand(0, C.RAGE_WITH_EYES_OF_BLUE, C.FERAL_IMP, C.BLUE_EYES)
      .monster(0, C.CELTIC_GUARDIAN)
      .monster(0, C.MYSTIC_TOMATO)
      .monster(0, C.MAN_EATER_BUG, 'set')
      .spellTrap(1, C.SOLEMN_JUDGMENT)
      .deck(0, C.BLUE_EYES)
      .deck(1, C.FERAL_IMP)
      .start();
    expect(s.has('Normal Summon Feral Imp')).toBe(true);
    s.choose('Activate Rage with Eyes of Blue');
    s.passUntil((x) => x.decision?.player === 1 && x.has('Activate Solemn Judgment'));
    s.choose('Activate Solemn Judgment');
    toMain(s);
    expect(s.find(C.RAGE_WITH_EYES_OF_BLUE).location).toBe('gy');
    expect(s.has('Normal Summon Feral Imp')).toBe(false);
    expect(s.has('Set Feral Imp')).toBe(true);
    expect(s.has('Flip Summon Man-Eater Bug')).toBe(true);
    expect(s.has('Normal Summon Blue-Eyes White Dragon')).toBe(true);
    expect(summonLockStops(s.duel, 0, 'normal', C.FERAL_IMP, 'hand')).toBe(true);
    expect(summonLockStops(s.duel, 0, 'special', C.FERAL_IMP, 'hand')).toBe(true);
    expect(summonLockStops(s.duel, 0, 'special', C.BLUE_EYES, 'deck')).toBe(false);
    expect(summonLockStops(s.duel, 0, 'set', C.FERAL_IMP, 'hand')).toBe(false);
    // The opponent is not locked.
    expect(summonLockStops(s.duel, 1, 'normal', C.FERAL_IMP, 'hand')).toBe(false);
  });
});
