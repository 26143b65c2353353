/**
 * Superheavy Samurai Soulbeads: "Each turn, the first time the monster equipped with this card by this effect would be
 * destroyed by a card effect, it is not destroyed" (003 §3.4.4): the second time that turn it is. From the hand: "When
 * a Defense Position monster is destroyed by battle and sent to your Graveyard: You can send this card from your hand to
 * the Graveyard; Special Summon that monster in Attack Position".
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario } from '../support/scenario.ts';

describe('Superheavy Samurai Soulbeads', () => {
  it('the equipped monster survives the first destruction by a card effect each turn, not the second', () => {
    const s = scenario()
      .monsterWith(0, C.SHUTENDOJI, { summon: 'synchro' })
      .attach(0, C.SOULBEADS, C.SHUTENDOJI)
      .monster(1, C.CELTIC_GUARDIAN)
      .hand(0, C.DARK_HOLE, C.DARK_HOLE)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.answer([s.options().findIndex((o) => o.startsWith('Activate Dark Hole'))]);
    s.resolveChain();
    expect(s.find(C.SHUTENDOJI).location).toBe('mzone');
    expect(s.codes(1, 'gy')).toEqual([C.CELTIC_GUARDIAN]);
    s.choose('Activate Dark Hole');
    s.resolveChain();
    expect(s.codes(0, 'gy')).toContain(C.SHUTENDOJI);
  });

  it('battle destruction is not prevented', () => {
    const s = scenario()
      .turn(1)
      .monsterWith(0, C.SHUTENDOJI, { summon: 'synchro' })
      .attach(0, C.SOULBEADS, C.SHUTENDOJI)
      .monster(1, C.BLUE_EYES)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose('Enter the Battle Phase');
    s.choose(/^Attack Superheavy Samurai Ogre Shutendoji .* with Blue-Eyes/);
    s.passUntil((x) => x.duel.battle === null && x.duel.chain.length === 0);
    expect(s.codes(0, 'gy')).toContain(C.SHUTENDOJI);
  });

  /** Blue-Eyes attacks player 0's Celtic Guardian (in `position`); player 0 holds Soulbeads. */
  function attacked(position: 'attack' | 'defense') {
    const s = scenario()
      .turn(1)
      .monster(0, C.CELTIC_GUARDIAN, position)
      .hand(0, C.SOULBEADS)
      .monster(1, C.BLUE_EYES)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose('Enter the Battle Phase');
    s.choose(/^Attack Celtic Guardian .* with Blue-Eyes/);
    return s;
  }
  const REVIVE = /Special Summon that monster in Attack Position/;

  it('from the hand: a Defense Position monster destroyed by battle comes back in Attack Position', () => {
    const s = attacked('defense');
    s.passUntil((x) => x.decision?.player === 0 && x.has(REVIVE));
    s.choose(REVIVE);
    s.passUntil((x) => x.duel.battle === null && x.duel.chain.length === 0 && !x.duel.resolving);
    const celtic = s.find(C.CELTIC_GUARDIAN);
    expect(celtic.location).toBe('mzone');
    expect(celtic.defense).toBe(false);
    expect(s.codes(0, 'gy')).toEqual([C.SOULBEADS]);
  });

  it('not for a monster destroyed in Attack Position', () => {
    const s = attacked('attack');
    let offered = false;
    s.passUntil((x) => {
      if (x.has(REVIVE)) offered = true;
      return x.duel.battle === null && x.duel.chain.length === 0;
    });
    expect(offered).toBe(false);
    expect(s.codes(0, 'gy')).toEqual([C.CELTIC_GUARDIAN]);
  });
});
