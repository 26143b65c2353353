/** Magic Jammer, Seven Tools of the Bandit, Solemn Judgment (activations), Tribe-Infecting Virus, D.D. Crow, Crush Card Virus. */
import { describe, expect, it } from 'vitest';
import { board, codesIn, decision, offeredCodes, offers, passUntil, pick, pickCards } from './board.ts';

const DARK_MAGICIAN = 46986414; // DARK Spellcaster 2500
const SANGAN = 26202165; // DARK Fiend 1000
const KURIBOH = 40640057; // DARK Fiend 300
const CYBER_DRAGON = 70095154; // LIGHT Machine 2100
const JINZO = 77585513; // DARK Machine 2400
const MAN_EATER_BUG = 54652250; // EARTH Insect 450
const POT_OF_GREED = 55144522;
const HEAVY_STORM = 19613556;
const MONSTER_REBORN = 83764718;
const TORRENTIAL = 53582587;
const SAKURETSU = 56120475;
const MAGIC_JAMMER = 77414722;
const SEVEN_TOOLS = 3819470;
const SOLEMN = 41420027;
const TIV = 33184167;
const DD_CROW = 24508238;
const CCV = 57728570;

const mainPhase = (p: 0 | 1) => (d: { player: number; prompt: string }) =>
  d.player === p && d.prompt.startsWith('Main Phase');

describe('Magic Jammer', () => {
  it('when a Spell is activated: discard 1 card, negate the activation and destroy it', () => {
    const duel = board({ players: [{ hand: [POT_OF_GREED] }, { spells: [MAGIC_JAMMER], hand: [SANGAN] }] });
    const handBefore = duel.players[0].hand.length;
    pick(duel, 'Activate Pot of Greed');
    pick(duel, 'Activate Magic Jammer');
    passUntil(duel, mainPhase(0));
    expect(codesIn(duel, 1, 'gy').sort()).toEqual([MAGIC_JAMMER, SANGAN].sort());
    expect(codesIn(duel, 0, 'gy')).toEqual([POT_OF_GREED]);
    // Pot of Greed did not resolve: no cards drawn.
    expect(duel.players[0].hand.length).toBe(handBefore - 1);
  });

  it('needs a card to discard, and answers only Spell card activations', () => {
    const noCost = board({ players: [{ hand: [POT_OF_GREED] }, { spells: [MAGIC_JAMMER] }] });
    pick(noCost, 'Activate Pot of Greed');
    expect(offers(noCost, 'Activate Magic Jammer')).toBe(false);
    // Against a Trap (Torrential Tribute answering a Summon): not offered.
    const trap = board({ players: [{ hand: [SANGAN, KURIBOH], spells: [MAGIC_JAMMER] }, { spells: [TORRENTIAL] }] });
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
      players: [{ hand: [SANGAN], monsters: [DARK_MAGICIAN], spells: [SEVEN_TOOLS] }, { spells: [TORRENTIAL] }],
    });
    pick(duel, 'Normal Summon Sangan');
    passUntil(duel, (d) => d.player === 1 && offers(duel, 'Activate Torrential Tribute'));
    pick(duel, 'Activate Torrential Tribute');
    pick(duel, 'Activate Seven Tools of the Bandit');
    passUntil(duel, mainPhase(0));
    expect(duel.players[0].lp).toBe(7000);
    expect(codesIn(duel, 0, 'mzone').sort()).toEqual([DARK_MAGICIAN, SANGAN].sort());
    expect(codesIn(duel, 1, 'gy')).toEqual([TORRENTIAL]);
    expect(codesIn(duel, 0, 'gy')).toEqual([SEVEN_TOOLS]);
  });

  it('not against a Spell, nor with less than 1000 LP', () => {
    const spell = board({ players: [{ spells: [SEVEN_TOOLS] }, { hand: [POT_OF_GREED] }], turnPlayer: 1 });
    pick(spell, 'Activate Pot of Greed');
    expect(offers(spell, 'Activate Seven Tools')).toBe(false);
    const poor = board({ players: [{ hand: [SANGAN], spells: [SEVEN_TOOLS], lp: 999 }, { spells: [TORRENTIAL] }] });
    pick(poor, 'Normal Summon Sangan');
    passUntil(poor, (d) => d.player === 1 && offers(poor, 'Activate Torrential Tribute'));
    pick(poor, 'Activate Torrential Tribute');
    expect(offers(poor, 'Activate Seven Tools')).toBe(false);
  });
});

describe('Solemn Judgment (activations)', () => {
  it('when a Spell/Trap is activated: pay half LP, negate and destroy it', () => {
    const duel = board({ players: [{ hand: [HEAVY_STORM] }, { spells: [SOLEMN, SAKURETSU] }] });
    pick(duel, 'Activate Heavy Storm');
    pick(duel, /Activate Solemn Judgment.*Spell\/Trap activation/);
    passUntil(duel, mainPhase(0));
    expect(duel.players[1].lp).toBe(4000);
    expect(codesIn(duel, 0, 'gy')).toEqual([HEAVY_STORM]);
    expect(codesIn(duel, 1, 'szone')).toEqual([SAKURETSU]);
    // Only the activation mode is offered outside a Summon.
    expect(offers(duel, /negate the Summon/)).toBe(false);
  });
});

describe('Tribe-Infecting Virus', () => {
  it('discard 1, declare a Type: destroys all face-up monsters of that Type on the field', () => {
    const duel = board({
      players: [
        { monsters: [TIV, { code: JINZO, faceUp: false, defense: true }], hand: [KURIBOH] },
        { monsters: [CYBER_DRAGON, DARK_MAGICIAN, JINZO] },
      ],
    });
    pick(duel, 'Activate Tribe-Infecting Virus');
    pick(duel, 'Machine');
    passUntil(duel, mainPhase(0));
    expect(codesIn(duel, 1, 'gy').sort()).toEqual([CYBER_DRAGON, JINZO].sort());
    expect(codesIn(duel, 1, 'mzone')).toEqual([DARK_MAGICIAN]);
    // Face-down Jinzo is not a face-up Machine.
    expect(codesIn(duel, 0, 'mzone').sort()).toEqual([JINZO, TIV].sort());
    expect(codesIn(duel, 0, 'gy')).toEqual([KURIBOH]);
  });

  it('cannot be activated with an empty hand (the discard is a cost)', () => {
    const duel = board({ players: [{ monsters: [TIV] }, { monsters: [CYBER_DRAGON] }] });
    expect(offers(duel, 'Activate Tribe-Infecting Virus')).toBe(false);
  });
});

describe('D.D. Crow', () => {
  it("discard it: banish 1 card from the opponent's GY, even in response (Monster Reborn loses its target)", () => {
    const duel = board({
      turnPlayer: 1,
      players: [
        { hand: [DD_CROW], gy: [SANGAN] },
        { hand: [MONSTER_REBORN], gy: [DARK_MAGICIAN] },
      ],
    });
    pick(duel, 'Activate Monster Reborn');
    pickCards(duel, DARK_MAGICIAN);
    pick(duel, 'Activate D.D. Crow');
    // Only the opponent's GY: Dark Magician, not player 0's own Sangan.
    passUntil(duel, mainPhase(1));
    expect(codesIn(duel, 1, 'banished')).toEqual([DARK_MAGICIAN]);
    expect(codesIn(duel, 1, 'mzone')).toEqual([]);
    expect(codesIn(duel, 0, 'gy').sort()).toEqual([DD_CROW, SANGAN].sort());
  });

  it("offers only cards in the opponent's GY", () => {
    const duel = board({ players: [{ hand: [DD_CROW], gy: [SANGAN] }, { gy: [DARK_MAGICIAN, POT_OF_GREED] }] });
    pick(duel, 'Activate D.D. Crow');
    expect(offeredCodes(duel).sort()).toEqual([DARK_MAGICIAN, POT_OF_GREED].sort());
    pickCards(duel, POT_OF_GREED);
    passUntil(duel, mainPhase(0));
    expect(codesIn(duel, 1, 'banished')).toEqual([POT_OF_GREED]);
  });
});

describe('Crush Card Virus', () => {
  it("Tribute a DARK monster with 1000 or less ATK: destroys the opponent's 1500+ ATK monsters in hand and field, then they may destroy up to 3 in their Deck", () => {
    const duel = board({
      players: [
        { monsters: [SANGAN], spells: [CCV] },
        {
          hand: [DARK_MAGICIAN, KURIBOH],
          monsters: [CYBER_DRAGON, { code: MAN_EATER_BUG, faceUp: false, defense: true }],
          deck: [JINZO, SANGAN, DARK_MAGICIAN],
        },
      ],
    });
    pick(duel, 'Activate Crush Card Virus');
    // Cost: Sangan is the only DARK monster with 1000 or less ATK.
    passUntil(duel, (d) => d.player === 1 && d.kind === 'select-cards');
    // Jinzo and the Dark Magicians (the Deck's fillers included), not Sangan.
    expect([...new Set(offeredCodes(duel))].sort()).toEqual([DARK_MAGICIAN, JINZO].sort());
    expect(decision(duel).min).toBe(0);
    expect(decision(duel).max).toBe(3);
    pickCards(duel, JINZO);
    passUntil(duel, (d) => d.kind === 'select-cards' || mainPhase(0)(d));
    expect(codesIn(duel, 1, 'gy').sort()).toEqual([CYBER_DRAGON, DARK_MAGICIAN, JINZO].sort());
    expect(codesIn(duel, 1, 'hand')).toEqual([KURIBOH]);
    expect(codesIn(duel, 1, 'mzone')).toEqual([MAN_EATER_BUG]);
    expect(codesIn(duel, 1, 'deck')).toContain(DARK_MAGICIAN);
    expect(codesIn(duel, 0, 'gy')).toEqual(expect.arrayContaining([SANGAN, CCV]));
  });

  it('cannot be activated without a DARK monster with 1000 or less ATK to Tribute', () => {
    const duel = board({ players: [{ monsters: [DARK_MAGICIAN, MAN_EATER_BUG], spells: [CCV] }, {}] });
    expect(offers(duel, 'Activate Crush Card Virus')).toBe(false);
  });
});
