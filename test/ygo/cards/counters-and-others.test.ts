/** Magic Jammer, Seven Tools of the Bandit, Solemn Judgment (activations), Tribe-Infecting Virus, D.D. Crow, Crush Card Virus. */
import { describe, expect, it } from 'vitest';
import { board, codesIn, decision, offeredCodes, offers, passUntil, pick, pickCards } from './board.ts';
import { C } from '../../../src/ygo/cards/refs.ts';

const mainPhase = (p: 0 | 1) => (d: { player: number; prompt: string }) =>
  d.player === p && d.prompt.startsWith('Main Phase');

describe('Magic Jammer', () => {
  it('when a Spell is activated: discard 1 card, negate the activation and destroy it', () => {
    const duel = board({ players: [{ hand: [C.POT_OF_GREED] }, { spells: [C.MAGIC_JAMMER], hand: [C.SANGAN] }] });
    const handBefore = duel.players[0].hand.length;
    pick(duel, 'Activate Pot of Greed');
    pick(duel, 'Activate Magic Jammer');
    passUntil(duel, mainPhase(0));
    expect(codesIn(duel, 1, 'gy').sort()).toEqual([C.MAGIC_JAMMER, C.SANGAN].sort());
    expect(codesIn(duel, 0, 'gy')).toEqual([C.POT_OF_GREED]);
    // Pot of Greed did not resolve: no cards drawn.
    expect(duel.players[0].hand.length).toBe(handBefore - 1);
  });

  it('needs a card to discard, and answers only Spell card activations', () => {
    const noCost = board({ players: [{ hand: [C.POT_OF_GREED] }, { spells: [C.MAGIC_JAMMER] }] });
    pick(noCost, 'Activate Pot of Greed');
    expect(offers(noCost, 'Activate Magic Jammer')).toBe(false);
    // Against a Trap (Torrential Tribute answering a Summon): not offered.
    const trap = board({
      players: [{ hand: [C.SANGAN, C.KURIBOH], spells: [C.MAGIC_JAMMER] }, { spells: [C.TORRENTIAL_TRIBUTE] }],
    });
    pick(trap, 'Normal Summon Sangan');
    passUntil(trap, (d) => d.player === 1 && offers(trap, 'Activate Torrential Tribute'));
    pick(trap, 'Activate Torrential Tribute');
    expect(decision(trap).player).toBe(0);
    expect(offers(trap, 'Activate Magic Jammer')).toBe(false);
  });
});

describe('Seven Tools of the Bandit', () => {
  it('when a Trap is activated: pay 1000 LP, negate the activation and destroy it', () => {
    const duel = board({
      players: [
        { hand: [C.SANGAN], monsters: [C.DARK_MAGICIAN], spells: [C.SEVEN_TOOLS] },
        { spells: [C.TORRENTIAL_TRIBUTE] },
      ],
    });
    pick(duel, 'Normal Summon Sangan');
    passUntil(duel, (d) => d.player === 1 && offers(duel, 'Activate Torrential Tribute'));
    pick(duel, 'Activate Torrential Tribute');
    pick(duel, 'Activate Seven Tools of the Bandit');
    passUntil(duel, mainPhase(0));
    expect(duel.players[0].lp).toBe(7000);
    expect(codesIn(duel, 0, 'mzone').sort()).toEqual([C.DARK_MAGICIAN, C.SANGAN].sort());
    expect(codesIn(duel, 1, 'gy')).toEqual([C.TORRENTIAL_TRIBUTE]);
    expect(codesIn(duel, 0, 'gy')).toEqual([C.SEVEN_TOOLS]);
  });

  it('not against a Spell, nor with less than 1000 LP', () => {
    const spell = board({ players: [{ spells: [C.SEVEN_TOOLS] }, { hand: [C.POT_OF_GREED] }], turnPlayer: 1 });
    pick(spell, 'Activate Pot of Greed');
    expect(offers(spell, 'Activate Seven Tools')).toBe(false);
    const poor = board({
      players: [{ hand: [C.SANGAN], spells: [C.SEVEN_TOOLS], lp: 999 }, { spells: [C.TORRENTIAL_TRIBUTE] }],
    });
    pick(poor, 'Normal Summon Sangan');
    passUntil(poor, (d) => d.player === 1 && offers(poor, 'Activate Torrential Tribute'));
    pick(poor, 'Activate Torrential Tribute');
    expect(offers(poor, 'Activate Seven Tools')).toBe(false);
  });
});

describe('Solemn Judgment (activations)', () => {
  it('when a Spell/Trap is activated: pay half LP, negate and destroy it', () => {
    const duel = board({ players: [{ hand: [C.HEAVY_STORM] }, { spells: [C.SOLEMN_JUDGMENT, C.SAKURETSU_ARMOR] }] });
    pick(duel, 'Activate Heavy Storm');
    pick(duel, /Activate Solemn Judgment.*Spell\/Trap activation/);
    passUntil(duel, mainPhase(0));
    expect(duel.players[1].lp).toBe(4000);
    expect(codesIn(duel, 0, 'gy')).toEqual([C.HEAVY_STORM]);
    expect(codesIn(duel, 1, 'szone')).toEqual([C.SAKURETSU_ARMOR]);
    // Only the activation mode is offered outside a Summon.
    expect(offers(duel, /negate the Summon/)).toBe(false);
  });
});

describe('Tribe-Infecting Virus', () => {
  it('discard 1, declare a Type: destroys all face-up monsters of that Type on the field', () => {
    const duel = board({
      players: [
        { monsters: [C.TRIBE_INFECTING_VIRUS, { code: C.JINZO, faceUp: false, defense: true }], hand: [C.KURIBOH] },
        { monsters: [C.CYBER_DRAGON, C.DARK_MAGICIAN, C.JINZO] },
      ],
    });
    pick(duel, 'Activate Tribe-Infecting Virus');
    pick(duel, 'Machine');
    passUntil(duel, mainPhase(0));
    expect(codesIn(duel, 1, 'gy').sort()).toEqual([C.CYBER_DRAGON, C.JINZO].sort());
    expect(codesIn(duel, 1, 'mzone')).toEqual([C.DARK_MAGICIAN]);
    // Face-down Jinzo is not a face-up Machine.
    expect(codesIn(duel, 0, 'mzone').sort()).toEqual([C.JINZO, C.TRIBE_INFECTING_VIRUS].sort());
    expect(codesIn(duel, 0, 'gy')).toEqual([C.KURIBOH]);
  });

  it('cannot be activated with an empty hand (the discard is a cost)', () => {
    const duel = board({ players: [{ monsters: [C.TRIBE_INFECTING_VIRUS] }, { monsters: [C.CYBER_DRAGON] }] });
    expect(offers(duel, 'Activate Tribe-Infecting Virus')).toBe(false);
  });
});

describe('D.D. Crow', () => {
  it("discard it: banish 1 card from the opponent's GY, even in response (Monster Reborn loses its target)", () => {
    const duel = board({
      turnPlayer: 1,
      players: [
        { hand: [C.DD_CROW], gy: [C.SANGAN] },
        { hand: [C.MONSTER_REBORN], gy: [C.DARK_MAGICIAN] },
      ],
    });
    pick(duel, 'Activate Monster Reborn');
    pickCards(duel, C.DARK_MAGICIAN);
    pick(duel, 'Activate D.D. Crow');
    // Only the opponent's GY: Dark Magician, not player 0's own Sangan.
    passUntil(duel, mainPhase(1));
    expect(codesIn(duel, 1, 'banished')).toEqual([C.DARK_MAGICIAN]);
    expect(codesIn(duel, 1, 'mzone')).toEqual([]);
    expect(codesIn(duel, 0, 'gy').sort()).toEqual([C.DD_CROW, C.SANGAN].sort());
  });

  it("offers only cards in the opponent's GY", () => {
    const duel = board({ players: [{ hand: [C.DD_CROW], gy: [C.SANGAN] }, { gy: [C.DARK_MAGICIAN, C.POT_OF_GREED] }] });
    pick(duel, 'Activate D.D. Crow');
    expect(offeredCodes(duel).sort()).toEqual([C.DARK_MAGICIAN, C.POT_OF_GREED].sort());
    pickCards(duel, C.POT_OF_GREED);
    passUntil(duel, mainPhase(0));
    expect(codesIn(duel, 1, 'banished')).toEqual([C.POT_OF_GREED]);
  });
});

describe('Crush Card Virus', () => {
  it("Tribute a DARK monster with 1000 or less ATK: destroys the opponent's 1500+ ATK monsters in hand and field, then they may destroy up to 3 in their Deck", () => {
    const duel = board({
      players: [
        { monsters: [C.SANGAN], spells: [C.CRUSH_CARD_VIRUS] },
        {
          hand: [C.DARK_MAGICIAN, C.KURIBOH],
          monsters: [C.CYBER_DRAGON, { code: C.MAN_EATER_BUG, faceUp: false, defense: true }],
          deck: [C.JINZO, C.SANGAN, C.DARK_MAGICIAN],
        },
      ],
    });
    pick(duel, 'Activate Crush Card Virus');
    // Cost: Sangan is the only DARK monster with 1000 or less ATK.
    passUntil(duel, (d) => d.player === 1 && d.kind === 'select-cards');
    // Jinzo and the Dark Magicians (the Deck's fillers included), not Sangan.
    expect([...new Set(offeredCodes(duel))].sort()).toEqual([C.DARK_MAGICIAN, C.JINZO].sort());
    expect(decision(duel).min).toBe(0);
    expect(decision(duel).max).toBe(3);
    pickCards(duel, C.JINZO);
    passUntil(duel, (d) => d.kind === 'select-cards' || mainPhase(0)(d));
    expect(codesIn(duel, 1, 'gy').sort()).toEqual([C.CYBER_DRAGON, C.DARK_MAGICIAN, C.JINZO].sort());
    expect(codesIn(duel, 1, 'hand')).toEqual([C.KURIBOH]);
    expect(codesIn(duel, 1, 'mzone')).toEqual([C.MAN_EATER_BUG]);
    expect(codesIn(duel, 1, 'deck')).toContain(C.DARK_MAGICIAN);
    expect(codesIn(duel, 0, 'gy')).toEqual(expect.arrayContaining([C.SANGAN, C.CRUSH_CARD_VIRUS]));
  });

  it('cannot be activated without a DARK monster with 1000 or less ATK to Tribute', () => {
    const duel = board({
      players: [{ monsters: [C.DARK_MAGICIAN, C.MAN_EATER_BUG], spells: [C.CRUSH_CARD_VIRUS] }, {}],
    });
    expect(offers(duel, 'Activate Crush Card Virus')).toBe(false);
  });
});
