/**
 * 003 §3.3.2 (issue 7): face-up Defense Position Normal Summons. Under Light of Intervention ("Monster Cards cannot be
 * Set or flipped face-down; a monster that would be Set is Normal Summoned in face-up Defense Position") the Set is
 * replaced by a Summon: it is a Summon, not a Set (TC-25: "when Normal Summoned" answers it, Summon negation can
 * negate it). Dark Simorgh ("your opponent cannot Set any cards") stops the opponent's Sets; with Light of
 * Intervention too, the face-up Defense Normal Summon stays allowed (TC-26).
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import type { RuleSetId } from '../../../src/ygo/rulesets.ts';
import { scenario, type Scenario } from '../support/scenario.ts';

const toMain = (s: Scenario): Scenario =>
  s.passUntil((x) => x.duel.chain.length === 0 && !x.duel.resolving && x.decision?.about === 'main-phase-action');

const summonOptions = (s: Scenario, name: string): string[] =>
  s
    .options()
    .filter((o) => o.includes(name) && /^(Normal Summon|Set)/.test(o))
    .map((o) => o.replace(/ \(your hand\)/, ''));

/** Light of Intervention face-up on player 0's field; Junk Synchron in hand, Ojama Green in the GY. */
function light(rules: RuleSetId = 'master-rule-2020', solemn = false): Scenario {
  const b = scenario()
    .rules(rules)
    .spellTrap(0, C.LIGHT_OF_INTERVENTION, true)
    .hand(0, C.JUNK_SYNCHRON)
    .gy(0, C.OJAMA_GREEN)
    .deck(0, C.FERAL_IMP)
    .deck(1, C.FERAL_IMP);
  return (solemn ? b.spellTrap(1, C.SOLEMN_JUDGMENT) : b).start();
}

describe('Face-up Defense Position Normal Summons (003 §3.3.2)', () => {
  for (const rules of ['master-rule-2020', 'master-rule-2'] as const) {
    it(`TC-25 [${rules}]: under Light of Intervention the Set becomes a face-up Defense Normal Summon, a Summon ("when Normal Summoned" answers it)`, () => {
      const s = light(rules);
      expect(summonOptions(s, 'Junk Synchron')).toEqual([
        'Normal Summon Junk Synchron',
        'Normal Summon Junk Synchron in face-up Defense Position',
      ]);
      s.choose(/^Normal Summon Junk Synchron .*in face-up Defense Position/);
      const js = s.find(C.JUNK_SYNCHRON, 'mzone');
      expect(js.faceUp).toBe(true);
      expect(js.defense).toBe(true);
      expect(js.summon).toBe('normal');
      // Junk Synchron's "When this card is Normal Summoned" is offered and revives Ojama Green.
      s.passUntil((x) => x.has(/Junk Synchron/) && x.decision?.player === 0 && x.decision.kind !== 'action');
      if (s.has('Yes')) s.choose('Yes');
      else s.choose(/Junk Synchron/);
      toMain(s);
      expect(s.find(C.OJAMA_GREEN).location).toBe('mzone');
      expect(s.duel.players[0].summonHistory.map((r) => [r.code, r.method])).toEqual([
        [C.JUNK_SYNCHRON, 'normal'],
        [C.OJAMA_GREEN, 'special'],
      ]);
      expect(s.duel.players[0].normalSummons).toBe(1);
      expect(s.events('set-monster')).toEqual([]);
    });
  }

  it('the face-up Defense Normal Summon can be negated like any Summon (Solemn Judgment), and is not in the history then', () => {
    const s = light('master-rule-2020', true);
    s.choose(/^Normal Summon Junk Synchron .*in face-up Defense Position/);
    s.passUntil((x) => x.decision?.player === 1 && x.has('Activate Solemn Judgment'));
    s.choose('Activate Solemn Judgment');
    toMain(s);
    expect(s.find(C.JUNK_SYNCHRON).location).toBe('gy');
    expect(s.duel.players[0].summonHistory).toEqual([]);
  });

  it('under Light of Intervention monsters cannot be flipped face-down: Book of Moon has no target', () => {
    const s = scenario()
      .spellTrap(0, C.LIGHT_OF_INTERVENTION, true)
      .monster(1, C.CELTIC_GUARDIAN)
      .hand(0, C.BOOK_OF_MOON)
      .deck(0, C.FERAL_IMP)
      .start();
    expect(s.has('Activate Book of Moon')).toBe(false);
    // Control: without it, Book of Moon can be activated.
    const t = scenario().monster(1, C.CELTIC_GUARDIAN).hand(0, C.BOOK_OF_MOON).deck(0, C.FERAL_IMP).start();
    expect(t.has('Activate Book of Moon')).toBe(true);
  });

  it("Light of Intervention applies to both players (the opponent's card too)", () => {
    const s = scenario().spellTrap(1, C.LIGHT_OF_INTERVENTION, true).hand(0, C.FERAL_IMP).deck(0, C.FERAL_IMP).start();
    expect(summonOptions(s, 'Feral Imp')).toEqual([
      'Normal Summon Feral Imp',
      'Normal Summon Feral Imp in face-up Defense Position',
    ]);
  });

  for (const rules of ['master-rule-2020', 'master-rule-2'] as const) {
    it(`TC-26 [${rules}]: under the opponent's Dark Simorgh no Set (monsters nor Spells); with Light of Intervention too, the face-up Defense Normal Summon is allowed`, () => {
      const s = scenario()
        .rules(rules)
        .monster(1, C.DARK_SIMORGH)
        .hand(0, C.FERAL_IMP, C.MONSTER_REBORN)
        .deck(0, C.FERAL_IMP)
        .start();
      expect(summonOptions(s, 'Feral Imp')).toEqual(['Normal Summon Feral Imp']);
      expect(s.has(/^Set Monster Reborn/)).toBe(false);
      const t = scenario()
        .rules(rules)
        .monster(1, C.DARK_SIMORGH)
        .spellTrap(0, C.LIGHT_OF_INTERVENTION, true)
        .hand(0, C.FERAL_IMP)
        .deck(0, C.FERAL_IMP)
        .start();
      expect(summonOptions(t, 'Feral Imp')).toEqual([
        'Normal Summon Feral Imp',
        'Normal Summon Feral Imp in face-up Defense Position',
      ]);
      t.choose(/in face-up Defense Position/);
      toMain(t);
      const imp = t.find(C.FERAL_IMP, 'mzone');
      expect([imp.faceUp, imp.defense, imp.summon]).toEqual([true, true, 'normal']);
    });
  }

  it("Dark Simorgh does not stop its controller's Sets; face-down it stops nothing", () => {
    const s = scenario().monster(0, C.DARK_SIMORGH).hand(0, C.FERAL_IMP).deck(0, C.FERAL_IMP).start();
    expect(summonOptions(s, 'Feral Imp')).toEqual(['Normal Summon Feral Imp', 'Set Feral Imp']);
    const t = scenario().monster(1, C.DARK_SIMORGH, 'set').hand(0, C.FERAL_IMP).deck(0, C.FERAL_IMP).start();
    expect(summonOptions(t, 'Feral Imp')).toEqual(['Normal Summon Feral Imp', 'Set Feral Imp']);
  });

  it('Dark Simorgh Special Summons itself from the hand by banishing a DARK and a WIND monster from the GY', () => {
    const s = scenario()
      .hand(0, C.DARK_SIMORGH)
      .gy(0, C.FERAL_IMP, C.HI_SPEEDROID_CHANBARA)
      .deck(0, C.FERAL_IMP)
      .start();
    s.choose(/^Activate Dark Simorgh/);
    // The forced cost choices (one DARK, one WIND) were made without asking; the position asked on resolution.
    s.passUntil((x) => x.has('Attack Position'));
    s.choose('Attack Position');
    toMain(s);
    expect(s.find(C.DARK_SIMORGH).location).toBe('mzone');
    expect(s.codes(0, 'banished').sort()).toEqual([C.FERAL_IMP, C.HI_SPEEDROID_CHANBARA].sort());
  });
});
