/** Sangan, Witch of the Black Forest, Mystic Tomato, Giant Rat: effects of monsters sent to the GY. */
import { describe, expect, it } from 'vitest';
import { board, codesIn, decision, offeredCodes, passUntil, pick, pickCards } from './board.ts';
import { C } from '../../../src/ygo/cards/refs.ts';

describe('Sangan', () => {
  it('destroyed by battle: adds a monster with 1500 or less ATK from the Deck; only those are offered', () => {
    const duel = board({
      phase: 'battle',
      players: [
        { monsters: [C.DARK_MAGICIAN] },
        { monsters: [C.SANGAN], deck: [C.MYSTIC_TOMATO, C.JINZO, C.WITCH_OF_THE_BLACK_FOREST] },
      ],
    });
    pick(duel, 'Attack Sangan');
    passUntil(duel, (d) => d.kind === 'select-cards');
    expect(decision(duel).player).toBe(1);
    expect(offeredCodes(duel).sort()).toEqual([C.WITCH_OF_THE_BLACK_FOREST, C.MYSTIC_TOMATO].sort());
    pickCards(duel, C.WITCH_OF_THE_BLACK_FOREST);
    expect(codesIn(duel, 1, 'hand')).toContain(C.WITCH_OF_THE_BLACK_FOREST);
    expect(codesIn(duel, 1, 'deck')).not.toContain(C.WITCH_OF_THE_BLACK_FOREST);
    expect(codesIn(duel, 1, 'gy')).toEqual([C.SANGAN]);
    // 003 §3.6.3: 2500 - 1000 battle damage.
    expect(duel.players[1].lp).toBe(6500);
  });

  it('only once per turn by name: a second Sangan destroyed later that turn does not search (003 §3.5.1)', () => {
    const duel = board({
      phase: 'battle',
      players: [
        { hand: [C.KURIBOH], monsters: [C.DARK_MAGICIAN, C.JINZO] },
        { monsters: [C.SANGAN, C.SANGAN], deck: [C.WITCH_OF_THE_BLACK_FOREST, C.MYSTIC_TOMATO] },
      ],
    });
    pick(duel, /Attack Sangan \(opponent's Monster Zone 1\) with Dark Magician/);
    passUntil(duel, (d) => d.kind === 'select-cards');
    pickCards(duel, C.WITCH_OF_THE_BLACK_FOREST);
    passUntil(duel, (d) => d.prompt.startsWith('Battle Step'));
    pick(duel, /Attack Sangan .* with Jinzo/);
    // No search this time: the duel goes on to Main Phase 2 (no attacker left).
    passUntil(duel, (d) => d.prompt.startsWith('Main Phase') || d.kind === 'select-cards');
    expect(decision(duel).kind).toBe('action');
    expect(codesIn(duel, 1, 'gy')).toEqual([C.SANGAN, C.SANGAN]);
    expect(codesIn(duel, 1, 'hand')).toEqual([C.WITCH_OF_THE_BLACK_FOREST]);
    expect(codesIn(duel, 1, 'deck')).toContain(C.MYSTIC_TOMATO);
  });

  it('only once per turn by name: of two Sangan Tributed together, only one effect is used (003 §3.5.1)', () => {
    const duel = board({
      players: [
        {
          monsters: [C.SANGAN, C.SANGAN],
          hand: [C.DARK_MAGICIAN],
          deck: [C.WITCH_OF_THE_BLACK_FOREST, C.MYSTIC_TOMATO],
        },
        {},
      ],
    });
    pick(duel, 'Normal Summon Dark Magician');
    pick(duel, /Sangan \(your Monster Zone 1\)/, /Sangan \(your Monster Zone 2\)/);
    passUntil(duel, (d) => d.kind === 'select-cards' || d.kind === 'order');
    expect(decision(duel).kind).toBe('select-cards');
    pickCards(duel, C.WITCH_OF_THE_BLACK_FOREST);
    passUntil(duel, (d) => d.prompt.startsWith('Main Phase'));
    expect(codesIn(duel, 0, 'hand')).toEqual([C.WITCH_OF_THE_BLACK_FOREST]);
    expect(codesIn(duel, 0, 'deck')).toContain(C.MYSTIC_TOMATO);
  });
});

describe('Witch of the Black Forest', () => {
  it('sent from the field to the GY: adds a monster with 1500 or less DEF', () => {
    const duel = board({
      phase: 'battle',
      players: [
        { hand: [C.KURIBOH], monsters: [C.DARK_MAGICIAN] },
        { monsters: [C.WITCH_OF_THE_BLACK_FOREST], deck: [C.JINZO, C.DARK_MAGICIAN, C.CYBER_DRAGON, C.KURIBOH] },
      ],
    });
    pick(duel, 'Attack Witch');
    passUntil(duel, (d) => d.kind === 'select-cards');
    // Jinzo (DEF 1500) and Kuriboh qualify; Dark Magician (2100) and Cyber Dragon (1600) do not.
    expect(offeredCodes(duel).sort()).toEqual([C.JINZO, C.KURIBOH].sort());
    pickCards(duel, C.JINZO);
    expect(codesIn(duel, 1, 'hand')).toEqual([C.JINZO]);
  });

  it('a Witch sent from the hand does not trigger', () => {
    // Discarded as a cost for Tribe-Infecting Virus: not "from the field".
    const TIV = 33184167;
    const duel = board({ players: [{ monsters: [TIV], hand: [C.WITCH_OF_THE_BLACK_FOREST], deck: [C.JINZO] }, {}] });
    pick(duel, 'Activate Tribe-Infecting Virus');
    pick(duel, 'Aqua');
    passUntil(duel, (d) => d.prompt.startsWith('Main Phase'));
    expect(codesIn(duel, 0, 'gy')).toContain(C.WITCH_OF_THE_BLACK_FOREST);
    expect(codesIn(duel, 0, 'hand')).toEqual([]);
    expect(codesIn(duel, 0, 'deck')).toContain(C.JINZO);
  });
});

describe('Mystic Tomato', () => {
  it('destroyed by battle: Special Summons a DARK monster with 1500 or less ATK from the Deck in Attack Position', () => {
    const duel = board({
      phase: 'battle',
      players: [{ monsters: [C.DARK_MAGICIAN] }, { monsters: [C.MYSTIC_TOMATO], deck: [C.KURIBOH, C.JINZO, C.SANGAN] }],
    });
    pick(duel, 'Attack Mystic Tomato');
    passUntil(duel, (d) => d.kind === 'select-cards' && d.prompt.includes('optional'));
    pick(duel, 'Mystic Tomato');
    passUntil(duel, (d) => d.kind === 'select-cards');
    expect(offeredCodes(duel).sort()).toEqual([C.KURIBOH, C.SANGAN].sort());
    pickCards(duel, C.SANGAN);
    const m = duel.players[1].mzone.filter((u) => u >= 0).map((u) => duel.cards[u]!);
    expect(m.map((c) => c.code)).toEqual([C.SANGAN]);
    expect(m[0]!.faceUp && !m[0]!.defense).toBe(true);
    expect(duel.players[1].lp).toBe(8000 - 1100);
  });

  it('is optional: declining leaves the Deck alone', () => {
    const duel = board({
      phase: 'battle',
      players: [
        { hand: [C.KURIBOH], monsters: [C.DARK_MAGICIAN] },
        { monsters: [C.MYSTIC_TOMATO], deck: [C.SANGAN] },
      ],
    });
    pick(duel, 'Attack Mystic Tomato');
    passUntil(duel, (d) => d.kind === 'select-cards' && d.prompt.includes('optional'));
    const d = decision(duel);
    expect(d.min).toBe(0);
    passUntil(duel, (x) => x.player === 0 && x.prompt.startsWith('Main Phase'));
    expect(codesIn(duel, 1, 'deck')).toContain(C.SANGAN);
    expect(codesIn(duel, 1, 'mzone')).toEqual([]);
  });
});

describe('Giant Rat', () => {
  it('destroyed by battle: Special Summons an EARTH monster with 1500 or less ATK', () => {
    const duel = board({
      phase: 'battle',
      players: [
        { monsters: [C.DARK_MAGICIAN] },
        { monsters: [C.GIANT_RAT], deck: [C.MAN_EATER_BUG, C.MAGICIAN_OF_FAITH, C.GIANT_RAT] },
      ],
    });
    pick(duel, 'Attack Giant Rat');
    passUntil(duel, (d) => d.kind === 'select-cards' && d.prompt.includes('optional'));
    pick(duel, 'Giant Rat');
    passUntil(duel, (d) => d.kind === 'select-cards');
    // Magician of Faith is LIGHT.
    expect(offeredCodes(duel).sort()).toEqual([C.MAN_EATER_BUG, C.GIANT_RAT].sort());
    pickCards(duel, C.GIANT_RAT);
    expect(codesIn(duel, 1, 'mzone')).toEqual([C.GIANT_RAT]);
  });

  it('not destroyed by battle (destroyed by an effect): no trigger', () => {
    const MEB = C.MAN_EATER_BUG;
    const duel = board({
      players: [
        { monsters: [{ code: MEB, faceUp: false, defense: true }] },
        { monsters: [C.GIANT_RAT], deck: [C.MAN_EATER_BUG] },
      ],
    });
    pick(duel, 'Flip Summon');
    passUntil(duel, (d) => d.kind === 'select-cards');
    pick(duel, 'Giant Rat');
    passUntil(duel, (d) => d.player === 0 && d.prompt.startsWith('Main Phase'));
    expect(codesIn(duel, 1, 'gy')).toEqual([C.GIANT_RAT]);
    expect(codesIn(duel, 1, 'mzone')).toEqual([]);
  });
});
