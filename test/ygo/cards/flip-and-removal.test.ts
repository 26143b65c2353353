/** Man-Eater Bug, Magician of Faith, Heavy Storm, Mystical Space Typhoon, Book of Moon. */
import { describe, expect, it } from 'vitest';
import { board, codesIn, decision, offeredCodes, offers, passUntil, pick, pickCards, uidOf } from './board.ts';

const DARK_MAGICIAN = 46986414;
const MAN_EATER_BUG = 54652250;
const MAGICIAN_OF_FAITH = 31560081;
const HEAVY_STORM = 19613556;
const MST = 5318639;
const BOOK_OF_MOON = 14087893;
const POT_OF_GREED = 55144522;
const SAKURETSU = 56120475;
const YAMI = 59197169;
const TORRENTIAL = 53582587;
const SANGAN = 26202165;

const mainPhase = (p: 0 | 1) => (d: { player: number; prompt: string }) =>
  d.player === p && d.prompt.startsWith('Main Phase');

describe('Man-Eater Bug', () => {
  it('FLIP (Flip Summon): targets 1 monster on the field, itself included, and destroys it', () => {
    const duel = board({
      players: [{ monsters: [{ code: MAN_EATER_BUG, faceUp: false, defense: true }] }, { monsters: [DARK_MAGICIAN] }],
    });
    pick(duel, 'Flip Summon Man-Eater Bug');
    passUntil(duel, (d) => d.kind === 'select-cards');
    expect(offeredCodes(duel).sort()).toEqual([DARK_MAGICIAN, MAN_EATER_BUG].sort());
    pickCards(duel, DARK_MAGICIAN);
    passUntil(duel, mainPhase(0));
    expect(codesIn(duel, 1, 'gy')).toEqual([DARK_MAGICIAN]);
    expect(codesIn(duel, 0, 'mzone')).toEqual([MAN_EATER_BUG]);
  });

  it('FLIP when attacked face-down: the effect comes after damage calculation (003 §3.6.3 DS2/DS4)', () => {
    const duel = board({
      phase: 'battle',
      players: [
        { monsters: [DARK_MAGICIAN, SANGAN] },
        { monsters: [{ code: MAN_EATER_BUG, faceUp: false, defense: true }] },
      ],
    });
    pick(duel, /Attack face-down card .* with Sangan/);
    passUntil(duel, (d) => d.kind === 'select-cards');
    expect(decision(duel).player).toBe(1);
    // Sangan (1000 ATK) beat the Bug's 600 DEF; it is still on the field when its effect targets.
    pickCards(duel, DARK_MAGICIAN);
    passUntil(
      duel,
      (d) => d.kind === 'select-cards' || d.prompt.startsWith('Battle Step') || d.prompt.startsWith('Main Phase'),
    );
    expect(codesIn(duel, 0, 'gy')).toContain(DARK_MAGICIAN);
    expect(codesIn(duel, 1, 'gy')).toContain(MAN_EATER_BUG);
  });
});

describe('Magician of Faith', () => {
  it('FLIP: targets 1 Spell in your GY and adds it to the hand', () => {
    const duel = board({
      players: [
        {
          monsters: [{ code: MAGICIAN_OF_FAITH, faceUp: false, defense: true }],
          gy: [POT_OF_GREED, HEAVY_STORM, SANGAN],
        },
        {},
      ],
    });
    pick(duel, 'Flip Summon Magician of Faith');
    passUntil(duel, (d) => d.kind === 'select-cards');
    // Sangan is a monster, not a Spell.
    expect(offeredCodes(duel).sort()).toEqual([POT_OF_GREED, HEAVY_STORM].sort());
    pickCards(duel, HEAVY_STORM);
    passUntil(duel, mainPhase(0));
    expect(codesIn(duel, 0, 'hand')).toEqual([HEAVY_STORM]);
    expect(codesIn(duel, 0, 'gy').sort()).toEqual([POT_OF_GREED, SANGAN].sort());
  });

  it('no Spell in the GY: nothing happens', () => {
    const duel = board({
      players: [{ monsters: [{ code: MAGICIAN_OF_FAITH, faceUp: false, defense: true }], gy: [SANGAN] }, {}],
    });
    pick(duel, 'Flip Summon Magician of Faith');
    passUntil(duel, mainPhase(0));
    expect(codesIn(duel, 0, 'hand')).toEqual([]);
    expect(codesIn(duel, 0, 'gy')).toEqual([SANGAN]);
  });
});

describe('Heavy Storm', () => {
  it('destroys every Spell and Trap on the field, Field Spells included, then goes to the GY itself', () => {
    const duel = board({
      players: [{ hand: [HEAVY_STORM], spells: [MST], field: YAMI }, { spells: [SAKURETSU, TORRENTIAL] }],
    });
    pick(duel, 'Activate Heavy Storm');
    passUntil(duel, mainPhase(0));
    expect(codesIn(duel, 0, 'szone')).toEqual([]);
    expect(codesIn(duel, 1, 'szone')).toEqual([]);
    expect(duel.players[0].fzone).toBe(-1);
    expect(codesIn(duel, 0, 'gy').sort()).toEqual([HEAVY_STORM, MST, YAMI].sort());
    expect(codesIn(duel, 1, 'gy').sort()).toEqual([SAKURETSU, TORRENTIAL].sort());
  });

  it('cannot be activated with no other Spell/Trap on the field (003 §3.4.3)', () => {
    const duel = board({ players: [{ hand: [HEAVY_STORM] }, {}] });
    expect(offers(duel, 'Activate Heavy Storm')).toBe(false);
  });
});

describe('Mystical Space Typhoon', () => {
  it('targets 1 Spell/Trap on the field and destroys it', () => {
    const duel = board({ players: [{ hand: [MST] }, { spells: [SAKURETSU, TORRENTIAL] }] });
    pick(duel, 'Activate Mystical Space Typhoon');
    expect(offeredCodes(duel).sort()).toEqual([SAKURETSU, TORRENTIAL].sort());
    pickCards(duel, TORRENTIAL);
    passUntil(duel, mainPhase(0));
    expect(codesIn(duel, 1, 'gy')).toEqual([TORRENTIAL]);
    expect(codesIn(duel, 1, 'szone')).toEqual([SAKURETSU]);
    expect(codesIn(duel, 0, 'gy')).toEqual([MST]);
  });

  it("Quick-Play: usable from a Set position on the opponent's turn, in response", () => {
    const duel = board({ turnPlayer: 1, players: [{ spells: [MST] }, { hand: [HEAVY_STORM], spells: [SAKURETSU] }] });
    pick(duel, 'Activate Heavy Storm');
    // Player 0 chains MST to Heavy Storm, destroying the Set Sakuretsu Armor first.
    pick(duel, 'Activate');
    pickCards(duel, SAKURETSU);
    passUntil(duel, mainPhase(1));
    expect(codesIn(duel, 1, 'gy').sort()).toEqual([HEAVY_STORM, SAKURETSU].sort());
    expect(codesIn(duel, 0, 'gy')).toEqual([MST]);
  });
});

describe('Book of Moon', () => {
  it('changes a face-up monster to face-down Defense Position', () => {
    const duel = board({ players: [{ hand: [BOOK_OF_MOON] }, { monsters: [DARK_MAGICIAN] }] });
    pick(duel, 'Activate Book of Moon');
    passUntil(duel, mainPhase(0));
    const dm = duel.cards[uidOf(duel, 1, DARK_MAGICIAN, 'mzone')]!;
    expect(dm.faceUp).toBe(false);
    expect(dm.defense).toBe(true);
    expect(codesIn(duel, 0, 'gy')).toEqual([BOOK_OF_MOON]);
  });

  it('in response to an attack: the attacker turns face-down and the attack does not go on (003 §3.6.3)', () => {
    const duel = board({ phase: 'battle', players: [{ monsters: [DARK_MAGICIAN] }, { spells: [BOOK_OF_MOON] }] });
    pick(duel, 'Attack directly');
    pick(duel, 'Activate Book of Moon');
    // Nothing is left for player 0 to decide this turn: the next decision is player 1's Main Phase.
    passUntil(duel, (d) => d.prompt.startsWith('Main Phase'));
    expect(duel.turnPlayer).toBe(1);
    expect(duel.players[1].lp).toBe(8000);
    expect(duel.cards[uidOf(duel, 0, DARK_MAGICIAN, 'mzone')]!.faceUp).toBe(false);
  });
});
