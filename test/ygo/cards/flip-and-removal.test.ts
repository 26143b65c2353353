/** Man-Eater Bug, Magician of Faith, Heavy Storm, Mystical Space Typhoon, Book of Moon. */
import { describe, expect, it } from 'vitest';
import { board, codesIn, decision, offeredCodes, offers, passUntil, pick, pickCards, uidOf } from './board.ts';
import { C } from '../../../src/ygo/cards/refs.ts';

const mainPhase = (p: 0 | 1) => (d: { player: number; prompt: string }) =>
  d.player === p && d.prompt.startsWith('Main Phase');

describe('Man-Eater Bug', () => {
  it('FLIP (Flip Summon): targets 1 monster on the field, itself included, and destroys it', () => {
    const duel = board({
      players: [
        { monsters: [{ code: C.MAN_EATER_BUG, faceUp: false, defense: true }] },
        { monsters: [C.DARK_MAGICIAN] },
      ],
    });
    pick(duel, 'Flip Summon Man-Eater Bug');
    passUntil(duel, (d) => d.kind === 'select-cards');
    expect(offeredCodes(duel).sort()).toEqual([C.DARK_MAGICIAN, C.MAN_EATER_BUG].sort());
    pickCards(duel, C.DARK_MAGICIAN);
    passUntil(duel, mainPhase(0));
    expect(codesIn(duel, 1, 'gy')).toEqual([C.DARK_MAGICIAN]);
    expect(codesIn(duel, 0, 'mzone')).toEqual([C.MAN_EATER_BUG]);
  });

  it('FLIP when attacked face-down: the effect comes after damage calculation (003 §3.6.3 DS2/DS4)', () => {
    const duel = board({
      phase: 'battle',
      players: [
        { monsters: [C.DARK_MAGICIAN, C.SANGAN] },
        { monsters: [{ code: C.MAN_EATER_BUG, faceUp: false, defense: true }] },
      ],
    });
    pick(duel, /Attack face-down card .* with Sangan/);
    passUntil(duel, (d) => d.kind === 'select-cards');
    expect(decision(duel).player).toBe(1);
    // Sangan (1000 ATK) beat the Bug's 600 DEF; it is still on the field when its effect targets.
    pickCards(duel, C.DARK_MAGICIAN);
    passUntil(
      duel,
      (d) => d.kind === 'select-cards' || d.prompt.startsWith('Battle Step') || d.prompt.startsWith('Main Phase'),
    );
    expect(codesIn(duel, 0, 'gy')).toContain(C.DARK_MAGICIAN);
    expect(codesIn(duel, 1, 'gy')).toContain(C.MAN_EATER_BUG);
  });
});

describe('Magician of Faith', () => {
  it('FLIP: targets 1 Spell in your GY and adds it to the hand', () => {
    const duel = board({
      players: [
        {
          monsters: [{ code: C.MAGICIAN_OF_FAITH, faceUp: false, defense: true }],
          gy: [C.POT_OF_GREED, C.HEAVY_STORM, C.SANGAN],
        },
        {},
      ],
    });
    pick(duel, 'Flip Summon Magician of Faith');
    passUntil(duel, (d) => d.kind === 'select-cards');
    // Sangan is a monster, not a Spell.
    expect(offeredCodes(duel).sort()).toEqual([C.POT_OF_GREED, C.HEAVY_STORM].sort());
    pickCards(duel, C.HEAVY_STORM);
    passUntil(duel, mainPhase(0));
    expect(codesIn(duel, 0, 'hand')).toEqual([C.HEAVY_STORM]);
    expect(codesIn(duel, 0, 'gy').sort()).toEqual([C.POT_OF_GREED, C.SANGAN].sort());
  });

  it('no Spell in the GY: nothing happens', () => {
    const duel = board({
      players: [{ monsters: [{ code: C.MAGICIAN_OF_FAITH, faceUp: false, defense: true }], gy: [C.SANGAN] }, {}],
    });
    pick(duel, 'Flip Summon Magician of Faith');
    passUntil(duel, mainPhase(0));
    expect(codesIn(duel, 0, 'hand')).toEqual([]);
    expect(codesIn(duel, 0, 'gy')).toEqual([C.SANGAN]);
  });
});

describe('Heavy Storm', () => {
  it('destroys every Spell and Trap on the field, Field Spells included, then goes to the GY itself', () => {
    const duel = board({
      players: [
        { hand: [C.HEAVY_STORM], spells: [C.MST], field: C.YAMI },
        { spells: [C.SAKURETSU_ARMOR, C.TORRENTIAL_TRIBUTE] },
      ],
    });
    pick(duel, 'Activate Heavy Storm');
    passUntil(duel, mainPhase(0));
    expect(codesIn(duel, 0, 'szone')).toEqual([]);
    expect(codesIn(duel, 1, 'szone')).toEqual([]);
    expect(duel.players[0].fzone).toBe(-1);
    expect(codesIn(duel, 0, 'gy').sort()).toEqual([C.HEAVY_STORM, C.MST, C.YAMI].sort());
    expect(codesIn(duel, 1, 'gy').sort()).toEqual([C.SAKURETSU_ARMOR, C.TORRENTIAL_TRIBUTE].sort());
  });

  it('cannot be activated with no other Spell/Trap on the field (003 §3.4.3)', () => {
    const duel = board({ players: [{ hand: [C.HEAVY_STORM] }, {}] });
    expect(offers(duel, 'Activate Heavy Storm')).toBe(false);
  });
});

describe('Mystical Space Typhoon', () => {
  it('targets 1 Spell/Trap on the field and destroys it', () => {
    const duel = board({ players: [{ hand: [C.MST] }, { spells: [C.SAKURETSU_ARMOR, C.TORRENTIAL_TRIBUTE] }] });
    pick(duel, 'Activate Mystical Space Typhoon');
    expect(offeredCodes(duel).sort()).toEqual([C.SAKURETSU_ARMOR, C.TORRENTIAL_TRIBUTE].sort());
    pickCards(duel, C.TORRENTIAL_TRIBUTE);
    passUntil(duel, mainPhase(0));
    expect(codesIn(duel, 1, 'gy')).toEqual([C.TORRENTIAL_TRIBUTE]);
    expect(codesIn(duel, 1, 'szone')).toEqual([C.SAKURETSU_ARMOR]);
    expect(codesIn(duel, 0, 'gy')).toEqual([C.MST]);
  });

  it("Quick-Play: usable from a Set position on the opponent's turn, in response", () => {
    const duel = board({
      turnPlayer: 1,
      players: [{ spells: [C.MST] }, { hand: [C.HEAVY_STORM], spells: [C.SAKURETSU_ARMOR] }],
    });
    pick(duel, 'Activate Heavy Storm');
    // Player 0 chains C.MST to Heavy Storm, destroying the Set Sakuretsu Armor first.
    pick(duel, 'Activate');
    pickCards(duel, C.SAKURETSU_ARMOR);
    passUntil(duel, mainPhase(1));
    expect(codesIn(duel, 1, 'gy').sort()).toEqual([C.HEAVY_STORM, C.SAKURETSU_ARMOR].sort());
    expect(codesIn(duel, 0, 'gy')).toEqual([C.MST]);
  });
});

describe('Book of Moon', () => {
  it('changes a face-up monster to face-down Defense Position', () => {
    const duel = board({ players: [{ hand: [C.BOOK_OF_MOON] }, { monsters: [C.DARK_MAGICIAN] }] });
    pick(duel, 'Activate Book of Moon');
    passUntil(duel, mainPhase(0));
    const dm = duel.cards[uidOf(duel, 1, C.DARK_MAGICIAN, 'mzone')]!;
    expect(dm.faceUp).toBe(false);
    expect(dm.defense).toBe(true);
    expect(codesIn(duel, 0, 'gy')).toEqual([C.BOOK_OF_MOON]);
  });

  it('in response to an attack: the attacker turns face-down and the attack does not go on (003 §3.6.3)', () => {
    const duel = board({ phase: 'battle', players: [{ monsters: [C.DARK_MAGICIAN] }, { spells: [C.BOOK_OF_MOON] }] });
    pick(duel, 'Attack directly');
    pick(duel, 'Activate Book of Moon');
    // Nothing is left for player 0 to decide this turn: the next decision is player 1's Main Phase.
    passUntil(duel, (d) => d.prompt.startsWith('Main Phase'));
    expect(duel.turnPlayer).toBe(1);
    expect(duel.players[1].lp).toBe(8000);
    expect(duel.cards[uidOf(duel, 0, C.DARK_MAGICIAN, 'mzone')]!.faceUp).toBe(false);
  });
});
