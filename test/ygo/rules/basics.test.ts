import { describe, expect, it } from 'vitest';
import { scenario } from '../support/scenario.ts';
import { C } from '../../../src/ygo/cards/refs.ts';

describe('YGO basics', () => {
  it('Pot of Greed draws 2 and goes to the GY after the chain (003 §3.4.3)', () => {
    const s = scenario().hand(0, C.POT_OF_GREED).deck(0, C.CELTIC_GUARDIAN, C.FERAL_IMP, C.BLUE_EYES).start();
    s.choose('Activate Pot of Greed');
    expect(s.codes(0, 'hand').sort()).toEqual([C.CELTIC_GUARDIAN, C.FERAL_IMP].sort());
    expect(s.codes(0, 'gy')).toEqual([C.POT_OF_GREED]);
    expect(s.codes(0, 'deck')).toEqual([C.BLUE_EYES]);
  });

  it('Trap Hole destroys a Normal Summoned 1000+ ATK monster', () => {
    const s = scenario().hand(0, C.CELTIC_GUARDIAN).spellTrap(1, C.TRAP_HOLE).start();
    s.choose('Normal Summon Celtic Guardian');
    // Turn player passes first after the Summon, then the opponent may respond.
    expect(s.decision?.player).toBe(1);
    s.choose('Activate Trap Hole');
    expect(s.codes(0, 'gy')).toEqual([C.CELTIC_GUARDIAN]);
    expect(s.codes(1, 'gy')).toEqual([C.TRAP_HOLE]);
    expect(s.codes(0, 'mzone')).toEqual([]);
  });

  it('Level 7 needs 2 Tributes (003 §3.3.2)', () => {
    const s = scenario().hand(0, C.DARK_MAGICIAN).monster(0, C.CELTIC_GUARDIAN).start();
    expect(s.has('Normal Summon Dark Magician')).toBe(false);
    const t = scenario().hand(0, C.DARK_MAGICIAN).monster(0, C.CELTIC_GUARDIAN).monster(0, C.FERAL_IMP).start();
    t.choose('Normal Summon Dark Magician');
    t.choose('Celtic', 'Feral');
    expect(t.codes(0, 'mzone')).toEqual([C.DARK_MAGICIAN]);
    expect(t.codes(0, 'gy').sort()).toEqual([C.CELTIC_GUARDIAN, C.FERAL_IMP].sort());
  });

  it('battle: attack position vs attack position destroys the weaker, difference as damage', () => {
    const s = scenario().monster(0, C.BLUE_EYES).monster(1, C.DARK_MAGICIAN).start();
    s.choose('Enter the Battle Phase');
    s.passUntilOffered('Attack');
    s.choose('Attack Dark Magician');
    s.passUntil((x) => x.codes(1, 'gy').length > 0);
    expect(s.codes(1, 'gy')).toEqual([C.DARK_MAGICIAN]);
    expect(s.lp(1)).toBe(8000 - 500);
  });

  it('direct attack when the opponent has no monsters', () => {
    const s = scenario().monster(0, C.CELTIC_GUARDIAN).start();
    s.choose('Enter the Battle Phase');
    s.passUntilOffered('Attack directly');
    s.choose('Attack directly');
    s.passUntil((x) => x.lp(1) < 8000);
    expect(s.lp(1)).toBe(8000 - 1400);
  });
});

describe('end of the duel (003 §3.1.4)', () => {
  it('surrender at any time ends the duel for the opponent', async () => {
    const { ygoGame } = await import('../../../src/ygo/game.ts');
    const s = scenario().hand(0, 91152256).start();
    const r = ygoGame.surrender!(s.duel, 1);
    expect(r.ok).toBe(true);
    expect(ygoGame.result(s.duel)).toEqual({ winner: 0, reason: 'surrender', rule: '003 §3.1.4' });
    expect(ygoGame.decision(s.duel)).toBeNull();
    expect(ygoGame.respond(s.duel, 0, [0]).ok).toBe(false);
  });

  it('a player who must draw from an empty Deck loses', () => {
    const s = scenario().turn(1, 'end').monster(0, 91152256).start();
    // Player 0's next Draw Phase finds an empty Deck.
    s.passUntil((x) => x.decision === null);
    expect(s.duel.result).toEqual({ winner: 1, reason: 'deck-out', rule: '003 §3.1.4' });
  });
});
