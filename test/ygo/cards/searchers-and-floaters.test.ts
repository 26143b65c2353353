/** Sangan, Witch of the Black Forest, Mystic Tomato, Giant Rat: effects of monsters sent to the GY. */
import { describe, expect, it } from 'vitest';
import { board, codesIn, decision, offeredCodes, passUntil, pick, pickCards } from './board.ts';

const DARK_MAGICIAN = 46986414; // 2500 / 2100
const SANGAN = 26202165;
const WITCH = 78010363;
const TOMATO = 83011277;
const GIANT_RAT = 97017120;
const JINZO = 77585513; // DARK 2400 / 1500
const MAN_EATER_BUG = 54652250; // EARTH 450 / 600
const CYBER_DRAGON = 70095154; // LIGHT 2100 / 1600
const MAGICIAN_OF_FAITH = 31560081; // LIGHT 300 / 400
const KURIBOH = 40640057; // DARK 300 / 200

describe('Sangan', () => {
  it('destroyed by battle: adds a monster with 1500 or less ATK from the Deck; only those are offered', () => {
    const duel = board({
      phase: 'battle',
      players: [{ monsters: [DARK_MAGICIAN] }, { monsters: [SANGAN], deck: [TOMATO, JINZO, WITCH] }],
    });
    pick(duel, 'Attack Sangan');
    passUntil(duel, (d) => d.kind === 'select-cards');
    expect(decision(duel).player).toBe(1);
    expect(offeredCodes(duel).sort()).toEqual([WITCH, TOMATO].sort());
    pickCards(duel, WITCH);
    expect(codesIn(duel, 1, 'hand')).toContain(WITCH);
    expect(codesIn(duel, 1, 'deck')).not.toContain(WITCH);
    expect(codesIn(duel, 1, 'gy')).toEqual([SANGAN]);
    // 003 §3.6.3: 2500 - 1000 battle damage.
    expect(duel.players[1].lp).toBe(6500);
  });

  it('only once per turn by name: a second Sangan destroyed later that turn does not search (003 §3.5.1)', () => {
    const duel = board({
      phase: 'battle',
      players: [
        { hand: [KURIBOH], monsters: [DARK_MAGICIAN, JINZO] },
        { monsters: [SANGAN, SANGAN], deck: [WITCH, TOMATO] },
      ],
    });
    pick(duel, /Attack Sangan \(opponent's Monster Zone 1\) with Dark Magician/);
    passUntil(duel, (d) => d.kind === 'select-cards');
    pickCards(duel, WITCH);
    passUntil(duel, (d) => d.prompt.startsWith('Battle Step'));
    pick(duel, /Attack Sangan .* with Jinzo/);
    // No search this time: the duel goes on to Main Phase 2 (no attacker left).
    passUntil(duel, (d) => d.prompt.startsWith('Main Phase') || d.kind === 'select-cards');
    expect(decision(duel).kind).toBe('action');
    expect(codesIn(duel, 1, 'gy')).toEqual([SANGAN, SANGAN]);
    expect(codesIn(duel, 1, 'hand')).toEqual([WITCH]);
    expect(codesIn(duel, 1, 'deck')).toContain(TOMATO);
  });

  it('only once per turn by name: of two Sangan Tributed together, only one effect is used (003 §3.5.1)', () => {
    const duel = board({ players: [{ monsters: [SANGAN, SANGAN], hand: [DARK_MAGICIAN], deck: [WITCH, TOMATO] }, {}] });
    pick(duel, 'Normal Summon Dark Magician');
    pick(duel, /Sangan \(your Monster Zone 1\)/, /Sangan \(your Monster Zone 2\)/);
    passUntil(duel, (d) => d.kind === 'select-cards' || d.kind === 'order');
    expect(decision(duel).kind).toBe('select-cards');
    pickCards(duel, WITCH);
    passUntil(duel, (d) => d.prompt.startsWith('Main Phase'));
    expect(codesIn(duel, 0, 'hand')).toEqual([WITCH]);
    expect(codesIn(duel, 0, 'deck')).toContain(TOMATO);
  });
});

describe('Witch of the Black Forest', () => {
  it('sent from the field to the GY: adds a monster with 1500 or less DEF', () => {
    const duel = board({
      phase: 'battle',
      players: [
        { hand: [KURIBOH], monsters: [DARK_MAGICIAN] },
        { monsters: [WITCH], deck: [JINZO, DARK_MAGICIAN, CYBER_DRAGON, KURIBOH] },
      ],
    });
    pick(duel, 'Attack Witch');
    passUntil(duel, (d) => d.kind === 'select-cards');
    // Jinzo (DEF 1500) and Kuriboh qualify; Dark Magician (2100) and Cyber Dragon (1600) do not.
    expect(offeredCodes(duel).sort()).toEqual([JINZO, KURIBOH].sort());
    pickCards(duel, JINZO);
    expect(codesIn(duel, 1, 'hand')).toEqual([JINZO]);
  });

  it('a Witch sent from the hand does not trigger', () => {
    // Discarded as a cost for Tribe-Infecting Virus: not "from the field".
    const TIV = 33184167;
    const duel = board({ players: [{ monsters: [TIV], hand: [WITCH], deck: [JINZO] }, {}] });
    pick(duel, 'Activate Tribe-Infecting Virus');
    pick(duel, 'Aqua');
    passUntil(duel, (d) => d.prompt.startsWith('Main Phase'));
    expect(codesIn(duel, 0, 'gy')).toContain(WITCH);
    expect(codesIn(duel, 0, 'hand')).toEqual([]);
    expect(codesIn(duel, 0, 'deck')).toContain(JINZO);
  });
});

describe('Mystic Tomato', () => {
  it('destroyed by battle: Special Summons a DARK monster with 1500 or less ATK from the Deck in Attack Position', () => {
    const duel = board({
      phase: 'battle',
      players: [{ monsters: [DARK_MAGICIAN] }, { monsters: [TOMATO], deck: [KURIBOH, JINZO, SANGAN] }],
    });
    pick(duel, 'Attack Mystic Tomato');
    passUntil(duel, (d) => d.kind === 'select-cards' && d.prompt.includes('optional'));
    pick(duel, 'Mystic Tomato');
    passUntil(duel, (d) => d.kind === 'select-cards');
    expect(offeredCodes(duel).sort()).toEqual([KURIBOH, SANGAN].sort());
    pickCards(duel, SANGAN);
    const m = duel.players[1].mzone.filter((u) => u >= 0).map((u) => duel.cards[u]!);
    expect(m.map((c) => c.code)).toEqual([SANGAN]);
    expect(m[0]!.faceUp && !m[0]!.defense).toBe(true);
    expect(duel.players[1].lp).toBe(8000 - 1100);
  });

  it('is optional: declining leaves the Deck alone', () => {
    const duel = board({
      phase: 'battle',
      players: [
        { hand: [KURIBOH], monsters: [DARK_MAGICIAN] },
        { monsters: [TOMATO], deck: [SANGAN] },
      ],
    });
    pick(duel, 'Attack Mystic Tomato');
    passUntil(duel, (d) => d.kind === 'select-cards' && d.prompt.includes('optional'));
    const d = decision(duel);
    expect(d.min).toBe(0);
    passUntil(duel, (x) => x.player === 0 && x.prompt.startsWith('Main Phase'));
    expect(codesIn(duel, 1, 'deck')).toContain(SANGAN);
    expect(codesIn(duel, 1, 'mzone')).toEqual([]);
  });
});

describe('Giant Rat', () => {
  it('destroyed by battle: Special Summons an EARTH monster with 1500 or less ATK', () => {
    const duel = board({
      phase: 'battle',
      players: [
        { monsters: [DARK_MAGICIAN] },
        { monsters: [GIANT_RAT], deck: [MAN_EATER_BUG, MAGICIAN_OF_FAITH, GIANT_RAT] },
      ],
    });
    pick(duel, 'Attack Giant Rat');
    passUntil(duel, (d) => d.kind === 'select-cards' && d.prompt.includes('optional'));
    pick(duel, 'Giant Rat');
    passUntil(duel, (d) => d.kind === 'select-cards');
    // Magician of Faith is LIGHT.
    expect(offeredCodes(duel).sort()).toEqual([MAN_EATER_BUG, GIANT_RAT].sort());
    pickCards(duel, GIANT_RAT);
    expect(codesIn(duel, 1, 'mzone')).toEqual([GIANT_RAT]);
  });

  it('not destroyed by battle (destroyed by an effect): no trigger', () => {
    const MEB = MAN_EATER_BUG;
    const duel = board({
      players: [
        { monsters: [{ code: MEB, faceUp: false, defense: true }] },
        { monsters: [GIANT_RAT], deck: [MAN_EATER_BUG] },
      ],
    });
    pick(duel, 'Flip Summon');
    passUntil(duel, (d) => d.kind === 'select-cards');
    pick(duel, 'Giant Rat');
    passUntil(duel, (d) => d.player === 0 && d.prompt.startsWith('Main Phase'));
    expect(codesIn(duel, 1, 'gy')).toEqual([GIANT_RAT]);
    expect(codesIn(duel, 1, 'mzone')).toEqual([]);
  });
});
