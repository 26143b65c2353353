/** Yami, Mystic Plasma Zone, Axe of Despair, Black Pendant, Premature Burial, Call of the Haunted, Dimensional Fissure. */
import { describe, expect, it } from 'vitest';
import { registerCards } from '../../../src/ygo/cards/registry.ts';
import { atkOf, defOf } from '../../../src/ygo/rules/stats.ts';
import type { DuelState } from '../../../src/ygo/state.ts';
import { board, codesIn, decision, offers, passUntil, pick, pickCards, uidOf } from './board.ts';
import { C } from '../../../src/ygo/cards/refs.ts';

// A test-only vanilla Fairy (no Fairy is implemented yet) to see Yami's decrease.
const TEST_FAIRY = 990000001;
registerCards([
  {
    code: TEST_FAIRY,
    name: 'Test Fairy',
    kind: 'monster',
    categories: ['normal'],
    level: 4,
    attribute: 'LIGHT',
    type: 'Fairy',
    atk: 1000,
    def: 1000,
    text: '',
  },
]);

const mainPhase = (p: 0 | 1) => (d: { player: number; prompt: string }) =>
  d.player === p && d.prompt.startsWith('Main Phase');
const stat = (duel: DuelState, p: 0 | 1, code: number): [number, number] => {
  const c = duel.cards[uidOf(duel, p, code, 'mzone')]!;
  return [atkOf(duel, c), defOf(duel, c)];
};

describe('Yami', () => {
  it('Fiend and Spellcaster +200 ATK/DEF, Fairy -200, on both sides, while face-up', () => {
    const duel = board({
      players: [{ hand: [C.YAMI], monsters: [C.DARK_MAGICIAN, C.CYBER_DRAGON] }, { monsters: [C.SANGAN, TEST_FAIRY] }],
    });
    pick(duel, 'Activate Yami');
    passUntil(duel, mainPhase(0));
    expect(duel.cards[duel.players[0].fzone]!.code).toBe(C.YAMI);
    expect(stat(duel, 0, C.DARK_MAGICIAN)).toEqual([2700, 2300]);
    expect(stat(duel, 0, C.CYBER_DRAGON)).toEqual([2100, 1600]);
    expect(stat(duel, 1, C.SANGAN)).toEqual([1200, 800]);
    expect(stat(duel, 1, TEST_FAIRY)).toEqual([800, 800]);
  });
});

describe('Field Spells replacing each other', () => {
  it('activating a Field Spell sends the old one to the GY (003 §3.3.3)', () => {
    const duel = board({ players: [{ hand: [C.YAMI], field: C.MYSTIC_PLASMA_ZONE, monsters: [C.SANGAN] }, {}] });
    pick(duel, 'Activate Yami');
    passUntil(duel, mainPhase(0));
    expect(duel.cards[duel.players[0].fzone]!.code).toBe(C.YAMI);
    expect(codesIn(duel, 0, 'gy')).toEqual([C.MYSTIC_PLASMA_ZONE]);
    expect(stat(duel, 0, C.SANGAN)).toEqual([1200, 800]);
  });

  // TODO(kernel): Setting a Field Spell while one is on the field overwrites the Field Zone (window.ts
  // "set-spell"); the old card stays marked 'fzone' but is listed nowhere. 003 §3.3.3: it goes to the GY.
  it.skip('Setting a Field Spell sends the old one to the GY', () => {
    const duel = board({ players: [{ hand: [C.YAMI], field: C.MYSTIC_PLASMA_ZONE }, {}] });
    pick(duel, 'Set Yami');
    expect(codesIn(duel, 0, 'gy')).toEqual([C.MYSTIC_PLASMA_ZONE]);
  });
});

describe('Mystic Plasma Zone', () => {
  it('DARK monsters +500 ATK and -400 DEF; others unchanged; ends when it leaves', () => {
    const duel = board({
      players: [
        { hand: [C.MYSTIC_PLASMA_ZONE], monsters: [C.SANGAN, C.CYBER_DRAGON] },
        { monsters: [C.JINZO], spells: [C.MST] },
      ],
    });
    pick(duel, 'Activate Mystic Plasma Zone');
    passUntil(duel, mainPhase(0));
    expect(stat(duel, 0, C.SANGAN)).toEqual([1500, 200]);
    expect(stat(duel, 1, C.JINZO)).toEqual([2900, 1100]);
    expect(stat(duel, 0, C.CYBER_DRAGON)).toEqual([2100, 1600]);
  });

  it('a face-down DARK monster is not affected; DEF never goes below 0 (003 §3.4.4)', () => {
    const KURIBOH = 40640057; // DARK 300 / 200
    const duel = board({
      players: [
        { field: C.MYSTIC_PLASMA_ZONE, monsters: [KURIBOH, { code: C.SANGAN, faceUp: false, defense: true }] },
        {},
      ],
    });
    expect(stat(duel, 0, KURIBOH)).toEqual([800, 0]);
    const sangan = duel.cards[uidOf(duel, 0, C.SANGAN, 'mzone')]!;
    expect(defOf(duel, sangan)).toBe(600);
  });
});

describe('Axe of Despair', () => {
  it('equipped monster gains 1000 ATK', () => {
    const duel = board({
      players: [{ hand: [C.AXE_OF_DESPAIR], monsters: [C.SANGAN] }, { monsters: [C.CYBER_DRAGON] }],
    });
    pick(duel, 'Activate Axe of Despair');
    pickCards(duel, C.SANGAN);
    passUntil(duel, mainPhase(0));
    expect(stat(duel, 0, C.SANGAN)[0]).toBe(2000);
    expect(stat(duel, 1, C.CYBER_DRAGON)[0]).toBe(2100);
    expect(codesIn(duel, 0, 'szone')).toEqual([C.AXE_OF_DESPAIR]);
  });

  it('sent from the field to the GY (its monster destroyed): you can Tribute 1 monster to put it on top of your Deck', () => {
    const KURIBOH = 40640057;
    const duel = board({
      turnPlayer: 1,
      phase: 'battle',
      players: [
        { monsters: [C.SANGAN, KURIBOH], spells: [{ code: C.AXE_OF_DESPAIR, faceUp: true }] },
        { monsters: [C.DARK_MAGICIAN], hand: [KURIBOH] },
      ],
    });
    duel.cards[uidOf(duel, 0, C.AXE_OF_DESPAIR, 'szone')]!.equipTarget = uidOf(duel, 0, C.SANGAN, 'mzone');
    expect(stat(duel, 0, C.SANGAN)[0]).toBe(2000);
    pick(duel, 'Attack Sangan');
    // Sangan (2000) loses to Dark Magician (2500); the Axe loses its monster and is destroyed by the rules.
    passUntil(duel, (d) => d.player === 0 && d.kind === 'select-cards' && d.prompt.includes('optional'));
    pick(duel, 'Axe of Despair');
    passUntil(duel, (d) => d.kind === 'select-cards' || mainPhase(1)(d));
    // The cost: Tribute 1 monster (Kuriboh is the only one left).
    const deck = duel.players[0].deck;
    expect(duel.cards[deck[deck.length - 1]!]!.code).toBe(C.AXE_OF_DESPAIR);
    expect(codesIn(duel, 0, 'gy')).toEqual(expect.arrayContaining([C.SANGAN, KURIBOH]));
    expect(duel.players[0].lp).toBe(7500);
  });

  it('destroyed by Mystical Space Typhoon: the trigger is not missed (the C.MST going to the GY afterwards does not count, 003 §3.4.3)', () => {
    const duel = board({
      turnPlayer: 1,
      players: [
        { monsters: [C.SANGAN, C.DARK_MAGICIAN], spells: [{ code: C.AXE_OF_DESPAIR, faceUp: true }] },
        { hand: [C.MST] },
      ],
    });
    duel.cards[uidOf(duel, 0, C.AXE_OF_DESPAIR, 'szone')]!.equipTarget = uidOf(duel, 0, C.DARK_MAGICIAN, 'mzone');
    pick(duel, 'Activate Mystical Space Typhoon');
    passUntil(duel, (d) => d.player === 0 && d.kind === 'select-cards' && d.prompt.includes('optional'));
    pick(duel, 'Axe of Despair');
    pickCards(duel, C.SANGAN);
    passUntil(duel, (d) => d.kind === 'select-cards' || mainPhase(1)(d));
    const deck = duel.players[0].deck;
    expect(duel.cards[deck[deck.length - 1]!]!.code).toBe(C.AXE_OF_DESPAIR);
    expect(codesIn(duel, 0, 'mzone')).toEqual([C.DARK_MAGICIAN]);
  });
});

describe('Black Pendant', () => {
  it('+500 ATK; sent from the field to the GY: 500 damage to the opponent', () => {
    const duel = board({ players: [{ hand: [C.BLACK_PENDANT], monsters: [C.DARK_MAGICIAN] }, { spells: [C.MST] }] });
    pick(duel, 'Activate Black Pendant');
    passUntil(duel, mainPhase(0));
    expect(stat(duel, 0, C.DARK_MAGICIAN)[0]).toBe(3000);
    // Player 1 destroys it with a Set C.MST when player 0 wants to leave the Main Phase.
    pick(duel, 'Go to the End Phase');
    passUntil(duel, (d) => d.player === 1 && offers(duel, 'Activate Mystical Space Typhoon'));
    pick(duel, 'Activate Mystical Space Typhoon');
    passUntil(duel, mainPhase(0));
    expect(codesIn(duel, 0, 'gy')).toEqual([C.BLACK_PENDANT]);
    expect(duel.players[1].lp).toBe(7500);
    expect(stat(duel, 0, C.DARK_MAGICIAN)[0]).toBe(2500);
  });

  it('its monster destroyed: the Pendant goes to the GY and still inflicts 500', () => {
    const duel = board({
      players: [
        { monsters: [{ code: C.MAN_EATER_BUG, faceUp: false, defense: true }] },
        { monsters: [C.DARK_MAGICIAN], spells: [{ code: C.BLACK_PENDANT, faceUp: true }] },
      ],
    });
    duel.cards[uidOf(duel, 1, C.BLACK_PENDANT, 'szone')]!.equipTarget = uidOf(duel, 1, C.DARK_MAGICIAN, 'mzone');
    pick(duel, 'Flip Summon');
    passUntil(duel, (d) => d.kind === 'select-cards');
    pickCards(duel, C.DARK_MAGICIAN);
    passUntil(duel, mainPhase(0));
    expect(codesIn(duel, 1, 'gy').sort()).toEqual([C.DARK_MAGICIAN, C.BLACK_PENDANT].sort());
    expect(duel.players[0].lp).toBe(7500);
  });
});

describe('Premature Burial', () => {
  it('pay 800 LP, Special Summon a monster from your GY in Attack Position, equipped; destroyed → the monster is destroyed', () => {
    const duel = board({
      players: [{ hand: [C.PREMATURE_BURIAL], gy: [C.DARK_MAGICIAN, C.SANGAN] }, { spells: [C.MST] }],
    });
    pick(duel, 'Activate Premature Burial');
    pickCards(duel, C.DARK_MAGICIAN);
    passUntil(duel, mainPhase(0));
    expect(duel.players[0].lp).toBe(7200);
    const dm = duel.cards[uidOf(duel, 0, C.DARK_MAGICIAN, 'mzone')]!;
    expect(dm.faceUp && !dm.defense).toBe(true);
    expect(duel.cards[uidOf(duel, 0, C.PREMATURE_BURIAL, 'szone')]!.equipTarget).toBe(dm.uid);
    pick(duel, 'Go to the End Phase');
    passUntil(duel, (d) => d.player === 1 && offers(duel, 'Activate Mystical Space Typhoon'));
    pick(duel, 'Activate Mystical Space Typhoon');
    passUntil(duel, mainPhase(0));
    expect(codesIn(duel, 0, 'gy').sort()).toEqual([C.DARK_MAGICIAN, C.PREMATURE_BURIAL, C.SANGAN].sort());
  });

  it('cannot be activated with no monster in your GY, nor with less than 800 LP', () => {
    const duel = board({ players: [{ hand: [C.PREMATURE_BURIAL] }, { gy: [C.DARK_MAGICIAN] }] });
    expect(offers(duel, 'Activate Premature Burial')).toBe(false);
    const poor = board({ players: [{ hand: [C.PREMATURE_BURIAL], gy: [C.DARK_MAGICIAN], lp: 700 }, {}] });
    expect(offers(poor, 'Activate Premature Burial')).toBe(false);
  });
});

describe('Call of the Haunted', () => {
  it('Special Summons a monster from your GY in Attack Position; it leaves the field → that monster is destroyed', () => {
    const duel = board({
      turnPlayer: 1,
      players: [{ spells: [C.CALL_OF_THE_HAUNTED], gy: [C.DARK_MAGICIAN] }, { hand: [C.MST] }],
    });
    // Player 0 activates Call of the Haunted when player 1 wants to leave the Main Phase; player 1 answers with C.MST later.
    pick(duel, 'Go to the End Phase');
    passUntil(duel, (d) => d.player === 0 && offers(duel, 'Activate Call of the Haunted'));
    pick(duel, 'Activate Call of the Haunted');
    passUntil(
      duel,
      (d) => d.player === 1 && duel.chain.length === 0 && offers(duel, 'Activate Mystical Space Typhoon'),
    );
    const dm = duel.cards[uidOf(duel, 0, C.DARK_MAGICIAN, 'mzone')]!;
    expect(dm.faceUp && !dm.defense).toBe(true);
    pick(duel, 'Activate Mystical Space Typhoon');
    passUntil(duel, mainPhase(1));
    expect(codesIn(duel, 0, 'gy').sort()).toEqual([C.CALL_OF_THE_HAUNTED, C.DARK_MAGICIAN].sort());
    expect(codesIn(duel, 0, 'mzone')).toEqual([]);
  });

  it('its monster destroyed → Call of the Haunted is destroyed', () => {
    const duel = board({
      players: [
        { monsters: [{ code: C.MAN_EATER_BUG, faceUp: false, defense: true }] },
        { monsters: [C.DARK_MAGICIAN], spells: [{ code: C.CALL_OF_THE_HAUNTED, faceUp: true }] },
      ],
    });
    duel.cards[uidOf(duel, 1, C.CALL_OF_THE_HAUNTED, 'szone')]!.equipTarget = uidOf(duel, 1, C.DARK_MAGICIAN, 'mzone');
    pick(duel, 'Flip Summon');
    passUntil(duel, (d) => d.kind === 'select-cards');
    pickCards(duel, C.DARK_MAGICIAN);
    passUntil(duel, mainPhase(0));
    expect(codesIn(duel, 1, 'gy').sort()).toEqual([C.CALL_OF_THE_HAUNTED, C.DARK_MAGICIAN].sort());
  });
});

describe('Dimensional Fissure', () => {
  it('monsters that would go to the GY are banished instead; Spells still go to the GY', () => {
    const duel = board({
      phase: 'main1',
      players: [
        { hand: [C.DIMENSIONAL_FISSURE, C.MST], monsters: [C.DARK_MAGICIAN] },
        { monsters: [C.SANGAN], spells: [C.CALL_OF_THE_HAUNTED] },
      ],
    });
    pick(duel, 'Activate Dimensional Fissure');
    passUntil(duel, mainPhase(0));
    pick(duel, 'Activate Mystical Space Typhoon');
    pickCards(duel, C.CALL_OF_THE_HAUNTED);
    passUntil(duel, mainPhase(0));
    expect(codesIn(duel, 1, 'gy')).toEqual([C.CALL_OF_THE_HAUNTED]);
    expect(codesIn(duel, 0, 'gy')).toEqual([C.MST]);
    pick(duel, 'Enter the Battle Phase');
    passUntil(duel, (d) => d.prompt.startsWith('Battle Step'));
    pick(duel, 'Attack Sangan');
    passUntil(duel, (d) => d.kind === 'select-cards' || d.prompt.startsWith('Main Phase'));
    // Sangan was banished, not sent to the GY: its effect does not trigger.
    expect(decision(duel).kind).toBe('action');
    expect(codesIn(duel, 1, 'banished')).toEqual([C.SANGAN]);
    expect(codesIn(duel, 1, 'gy')).toEqual([C.CALL_OF_THE_HAUNTED]);
  });
});
