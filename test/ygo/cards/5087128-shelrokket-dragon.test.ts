import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario } from '../support/scenario.ts';

describe('Shelrokket Dragon', () => {
  it("answers a Link Monster's effect that targets it: destroys itself, 1 monster in its column and that monster's adjacent ones", () => {
    // Player 1's Shelrokket in their zone 3 faces player 0's zone 2 (column 2): no Extra Monster Zone there.
    const s = scenario()
      .askZones()
      .monster(0, C.CELTIC_GUARDIAN)
      .monster(0, C.FERAL_IMP)
      .monster(0, C.BEAVER_WARRIOR)
      .monster(0, C.KURIBOH)
      .monster(0, C.OJAMA_GREEN)
      .monsterWith(1, C.SHELROKKET_DRAGON, { mainZone: 2, summon: 'special' })
      .extra(0, C.KNIGHTMARE_CERBERUS)
      .hand(0, C.MYSTIC_TOMATO)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose(/^Link Summon Knightmare Cerberus/);
    s.choose(/^Celtic Guardian/);
    s.choose(/^Ojama Green/);
    s.choose('zone:mzone:6');
    s.choose(/Knightmare Cerberus/);
    s.passUntil((x) => x.decision?.player === 1 && x.has(/^Activate Shelrokket Dragon/));
    s.choose(/^Activate Shelrokket Dragon/);
    // Only Beaver Warrior (zone 3) is in the column: forced; Feral Imp and Kuriboh are adjacent to it.
    s.toOpenState();
    expect(s.find(C.SHELROKKET_DRAGON).location).toBe('gy');
    expect(s.codes(0, 'mzone')).toEqual([C.KNIGHTMARE_CERBERUS]);
  });

  it('is not offered against a card that is not a Link Monster (Book of Moon)', () => {
    const s = scenario()
      .monsterWith(1, C.SHELROKKET_DRAGON, { summon: 'special' })
      .hand(0, C.BOOK_OF_MOON)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose('Activate Book of Moon');
    let offered = false;
    s.passUntil((x) => {
      if (x.decision?.player === 1 && x.has(/^Activate Shelrokket Dragon/)) offered = true;
      return x.duel.chain.length === 0 && x.decision?.about === 'main-phase-action';
    });
    expect(offered).toBe(false);
    expect(s.find(C.SHELROKKET_DRAGON).faceUp).toBe(false);
  });
});
