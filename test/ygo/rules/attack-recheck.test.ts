/**
 * 003 §3.4.4, §3.6.3 (issue 11 item 7): an effect that targets the attacking monster does nothing if, when it
 * resolves, that monster has been turned face-down, has changed control, or is no longer the attacking monster.
 * One rule in the shared target (targetAttacker's `holds`), for every card that targets the attacker.
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario } from '../support/scenario.ts';

/** Player 0 attacks Feral Imp with Celtic Guardian; player 1 answers with `trap`; player 0 chains Book of Moon. */
function attackAnsweredThenFlipped(trap: number) {
  const s = scenario()
    .monster(0, C.CELTIC_GUARDIAN)
    .hand(0, C.BOOK_OF_MOON)
    .monster(1, C.FERAL_IMP)
    .spellTrap(1, trap)
    .turn(0, 'battle')
    .battle('battle-step')
    .start();
  s.choose('Attack Feral Imp');
  s.passUntil((x) => x.decision?.player === 1 && x.has('Activate'));
  s.chooseAny('Activate');
  s.choose('Activate Book of Moon');
  s.choose('Celtic Guardian');
  s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.player === 0);
  return s;
}

describe('effects on the attacking monster re-check it on resolution (003 §3.6.3)', () => {
  it('Sakuretsu Armor: the attacker turned face-down in response is not destroyed', () => {
    const s = attackAnsweredThenFlipped(C.SAKURETSU_ARMOR);
    expect(s.codes(0, 'mzone')).toEqual([C.CELTIC_GUARDIAN]);
    expect(s.find(C.CELTIC_GUARDIAN, 'mzone').faceUp).toBe(false);
  });

  it('Dimensional Prison: the attacker turned face-down in response is not banished', () => {
    const s = attackAnsweredThenFlipped(C.DIMENSIONAL_PRISON);
    expect(s.codes(0, 'banished')).toEqual([]);
    expect(s.codes(0, 'mzone')).toEqual([C.CELTIC_GUARDIAN]);
  });

  it('Magic Cylinder: no damage from an attacker turned face-down in response', () => {
    const s = attackAnsweredThenFlipped(C.MAGIC_CYLINDER);
    expect(s.lp(0)).toBe(8000);
  });

  it('without the response, Sakuretsu Armor destroys the attacker', () => {
    const s = scenario()
      .monster(0, C.CELTIC_GUARDIAN)
      .monster(1, C.FERAL_IMP)
      .spellTrap(1, C.SAKURETSU_ARMOR)
      .turn(0, 'battle')
      .battle('battle-step')
      .start();
    s.choose('Attack Feral Imp');
    s.passUntil((x) => x.has('Activate Sakuretsu Armor'));
    s.choose('Activate Sakuretsu Armor');
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.player === 0);
    expect(s.codes(0, 'gy')).toEqual([C.CELTIC_GUARDIAN]);
  });
});
