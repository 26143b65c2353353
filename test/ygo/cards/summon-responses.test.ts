/** Torrential Tribute, Bottomless Trap Hole, Solemn Judgment (Summons), Cyber Dragon (inherent Special Summon). */
import { describe, expect, it } from 'vitest';
import { board, codesIn, decision, offers, passUntil, pick } from './board.ts';
import { C } from '../../../src/ygo/cards/refs.ts';

const mainPhase = (p: 0 | 1) => (d: { player: number; prompt: string }) =>
  d.player === p && d.prompt.startsWith('Main Phase');

describe('Torrential Tribute', () => {
  it('destroys every monster after a Normal Summon', () => {
    const duel = board({
      players: [
        { hand: [C.SANGAN], monsters: [C.DARK_MAGICIAN] },
        { monsters: [C.CYBER_DRAGON], spells: [C.TORRENTIAL_TRIBUTE] },
      ],
    });
    pick(duel, 'Normal Summon Sangan');
    passUntil(duel, (d) => d.player === 1 && offers(duel, 'Activate Torrential Tribute'));
    pick(duel, 'Activate Torrential Tribute');
    passUntil(duel, (d) => d.kind === 'select-cards' || mainPhase(0)(d));
    // Sangan's trigger (sent from the field to the GY) follows.
    if (decision(duel).kind === 'select-cards') passUntil(duel, mainPhase(0));
    expect(codesIn(duel, 0, 'mzone')).toEqual([]);
    expect(codesIn(duel, 1, 'mzone')).toEqual([]);
    expect(codesIn(duel, 0, 'gy')).toEqual(expect.arrayContaining([C.SANGAN, C.DARK_MAGICIAN]));
    expect(codesIn(duel, 1, 'gy').sort()).toEqual([C.CYBER_DRAGON, C.TORRENTIAL_TRIBUTE].sort());
  });

  it('is not offered after a Set (a Set is not a Summon, 003 §3.3.2)', () => {
    const duel = board({ players: [{ hand: [C.SANGAN, C.DARK_MAGICIAN] }, { spells: [C.TORRENTIAL_TRIBUTE] }] });
    pick(duel, 'Set Sangan');
    expect(decision(duel).player).toBe(0);
    expect(offers(duel, 'Activate Torrential Tribute')).toBe(false);
  });
});

describe('Bottomless Trap Hole', () => {
  it('when the opponent Summons a monster with 1500+ ATK: destroys and banishes it (never in the GY)', () => {
    const duel = board({
      players: [{ hand: [C.CYBER_DRAGON], monsters: [C.KURIBOH] }, { spells: [C.BOTTOMLESS_TRAP_HOLE] }],
    });
    pick(duel, 'Normal Summon Cyber Dragon');
    pick(duel, 'Kuriboh');
    passUntil(duel, (d) => d.player === 1 && offers(duel, 'Activate Bottomless Trap Hole'));
    pick(duel, 'Activate Bottomless Trap Hole');
    passUntil(duel, mainPhase(0));
    expect(codesIn(duel, 0, 'banished')).toEqual([C.CYBER_DRAGON]);
    expect(codesIn(duel, 0, 'gy')).toEqual([C.KURIBOH]);
    expect(codesIn(duel, 1, 'gy')).toEqual([C.BOTTOMLESS_TRAP_HOLE]);
  });

  it('not for a monster with less than 1500 ATK, nor for your own Summon', () => {
    const duel = board({ players: [{ hand: [C.SANGAN] }, { spells: [C.BOTTOMLESS_TRAP_HOLE] }] });
    pick(duel, 'Normal Summon Sangan');
    expect(offers(duel, 'Activate Bottomless Trap Hole')).toBe(false);
    const own = board({
      turnPlayer: 1,
      players: [{}, { hand: [C.CYBER_DRAGON], monsters: [C.SANGAN], spells: [C.BOTTOMLESS_TRAP_HOLE] }],
    });
    pick(own, 'Normal Summon Cyber Dragon');
    pick(own, 'Sangan');
    expect(offers(own, 'Activate Bottomless Trap Hole')).toBe(false);
  });

  it('answers a Special Summon by an effect too (Monster Reborn)', () => {
    const duel = board({
      players: [{ hand: [C.MONSTER_REBORN], gy: [C.CYBER_DRAGON] }, { spells: [C.BOTTOMLESS_TRAP_HOLE] }],
    });
    pick(duel, 'Activate Monster Reborn');
    passUntil(
      duel,
      (d) => d.kind === 'select-option' || (d.player === 1 && offers(duel, 'Activate Bottomless Trap Hole')),
    );
    if (decision(duel).kind === 'select-option') pick(duel, 'Attack Position');
    passUntil(duel, (d) => d.player === 1 && offers(duel, 'Activate Bottomless Trap Hole'));
    pick(duel, 'Activate Bottomless Trap Hole');
    passUntil(duel, mainPhase(0));
    expect(codesIn(duel, 0, 'banished')).toEqual([C.CYBER_DRAGON]);
  });
});

describe('Solemn Judgment (Summons)', () => {
  it('when a monster would be Summoned: pay half LP, the Summon is negated and the monster destroyed', () => {
    const duel = board({
      players: [
        { hand: [C.CYBER_DRAGON], monsters: [C.KURIBOH] },
        { spells: [C.SOLEMN_JUDGMENT], lp: 5001 },
      ],
    });
    pick(duel, 'Normal Summon Cyber Dragon');
    pick(duel, 'Kuriboh');
    passUntil(duel, (d) => d.player === 1 && offers(duel, 'Activate Solemn Judgment'));
    expect(decision(duel).prompt).toMatch(/being Summoned/);
    pick(duel, /Activate Solemn Judgment.*negate the Summon/);
    passUntil(duel, mainPhase(0));
    // 003 §3.4.1 TC-58: half of 5001 rounds the LP kept up: 2501 kept, 2500 paid.
    expect(duel.players[1].lp).toBe(2501);
    expect(codesIn(duel, 0, 'mzone')).toEqual([]);
    expect(codesIn(duel, 0, 'gy').sort()).toEqual([C.CYBER_DRAGON, C.KURIBOH].sort());
    // 003 §3.3.2: the Normal Summon was used.
    expect(duel.players[0].normalSummons).toBe(1);
  });

  it('negates the inherent Special Summon of Cyber Dragon (003 §3.3.2: no chain, can be negated)', () => {
    const duel = board({
      players: [{ hand: [C.CYBER_DRAGON] }, { monsters: [C.SANGAN], spells: [C.SOLEMN_JUDGMENT] }],
    });
    pick(duel, /Special Summon Cyber Dragon/);
    pick(duel, 'Attack Position');
    passUntil(duel, (d) => d.player === 1 && offers(duel, 'Activate Solemn Judgment'));
    pick(duel, /Activate Solemn Judgment.*negate the Summon/);
    passUntil(duel, mainPhase(0));
    expect(codesIn(duel, 0, 'gy')).toEqual([C.CYBER_DRAGON]);
    expect(duel.players[1].lp).toBe(4000);
  });
});

describe('Cyber Dragon', () => {
  it('Special Summons itself from the hand when only the opponent controls a monster, keeping the Normal Summon', () => {
    const duel = board({ players: [{ hand: [C.CYBER_DRAGON, C.SANGAN] }, { monsters: [C.DARK_MAGICIAN] }] });
    pick(duel, /Special Summon Cyber Dragon/);
    pick(duel, 'Attack Position');
    passUntil(duel, mainPhase(0));
    expect(codesIn(duel, 0, 'mzone')).toEqual([C.CYBER_DRAGON]);
    expect(offers(duel, 'Normal Summon Sangan')).toBe(true);
  });

  it('not when you control a monster, nor when neither player does', () => {
    const mine = board({
      players: [{ hand: [C.CYBER_DRAGON], monsters: [C.SANGAN] }, { monsters: [C.DARK_MAGICIAN] }],
    });
    expect(offers(mine, /Special Summon Cyber Dragon/)).toBe(false);
    const empty = board({ players: [{ hand: [C.CYBER_DRAGON] }, {}] });
    expect(offers(empty, /Special Summon Cyber Dragon/)).toBe(false);
  });

  it('is a Special Summon for Summon-responding Traps (Bottomless Trap Hole)', () => {
    const duel = board({
      players: [{ hand: [C.CYBER_DRAGON] }, { monsters: [C.SANGAN], spells: [C.BOTTOMLESS_TRAP_HOLE] }],
    });
    pick(duel, /Special Summon Cyber Dragon/);
    pick(duel, 'Attack Position');
    passUntil(duel, (d) => d.player === 1 && offers(duel, 'Activate Bottomless Trap Hole'));
    pick(duel, 'Activate Bottomless Trap Hole');
    passUntil(duel, mainPhase(0));
    expect(codesIn(duel, 0, 'banished')).toEqual([C.CYBER_DRAGON]);
  });
});
