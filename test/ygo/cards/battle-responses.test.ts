/** Sakuretsu Armor, Magic Cylinder, Kuriboh, Jinzo (against those Traps). */
import { describe, expect, it } from 'vitest';
import { board, codesIn, offers, passUntil, pick } from './board.ts';
import { C } from '../../../src/ygo/cards/refs.ts';

describe('Sakuretsu Armor', () => {
  it("when an opponent's monster declares an attack: destroys the attacker; no damage follows", () => {
    const duel = board({
      phase: 'battle',
      players: [{ monsters: [C.DARK_MAGICIAN] }, { spells: [C.SAKURETSU_ARMOR] }],
    });
    pick(duel, 'Attack directly');
    passUntil(duel, (d) => d.player === 1 && offers(duel, 'Activate Sakuretsu Armor'));
    pick(duel, 'Activate Sakuretsu Armor');
    passUntil(duel, (d) => d.prompt.startsWith('Main Phase'));
    expect(codesIn(duel, 0, 'gy')).toEqual([C.DARK_MAGICIAN]);
    expect(codesIn(duel, 1, 'gy')).toEqual([C.SAKURETSU_ARMOR]);
    expect(duel.players[1].lp).toBe(8000);
  });

  it('is not offered outside an attack declaration', () => {
    const duel = board({ players: [{ monsters: [C.DARK_MAGICIAN] }, { spells: [C.SAKURETSU_ARMOR] }] });
    pick(duel, 'Enter the Battle Phase');
    // Start Step: player 1 may act, but Sakuretsu Armor has nothing to answer.
    expect(offers(duel, 'Activate Sakuretsu Armor')).toBe(false);
  });
});

describe('Magic Cylinder', () => {
  it("negates the attack and inflicts damage equal to the attacker's ATK to its controller", () => {
    const duel = board({
      phase: 'battle',
      players: [{ monsters: [C.DARK_MAGICIAN] }, { monsters: [C.SANGAN], spells: [C.MAGIC_CYLINDER] }],
    });
    pick(duel, 'Attack Sangan');
    passUntil(duel, (d) => d.player === 1 && offers(duel, 'Activate Magic Cylinder'));
    pick(duel, 'Activate Magic Cylinder');
    passUntil(duel, (d) => d.prompt.startsWith('Main Phase'));
    expect(duel.players[0].lp).toBe(8000 - 2500);
    expect(duel.players[1].lp).toBe(8000);
    // The attack was negated: no battle, Sangan survives.
    expect(codesIn(duel, 1, 'mzone')).toEqual([C.SANGAN]);
    expect(codesIn(duel, 0, 'mzone')).toEqual([C.DARK_MAGICIAN]);
  });
});

describe('Kuriboh', () => {
  it('discarded during damage calculation: no battle damage from that battle (003 §3.6.3 DS3)', () => {
    const duel = board({
      phase: 'battle',
      players: [{ monsters: [C.DARK_MAGICIAN] }, { monsters: [C.SANGAN], hand: [C.KURIBOH] }],
    });
    pick(duel, 'Attack Sangan');
    passUntil(duel, (d) => d.player === 1 && offers(duel, 'Activate Kuriboh'));
    // Offered only at damage calculation.
    expect(duel.battle?.timing).toBe('calc');
    pick(duel, 'Activate Kuriboh');
    passUntil(duel, (d) => d.prompt.startsWith('Main Phase') || d.kind === 'select-cards');
    expect(duel.players[1].lp).toBe(8000);
    // The monster is still destroyed by battle.
    expect(codesIn(duel, 1, 'gy')).toEqual(expect.arrayContaining([C.KURIBOH, C.SANGAN]));
  });

  it('not when your own monster attacks', () => {
    const duel = board({
      phase: 'battle',
      players: [{ monsters: [C.SANGAN], hand: [C.KURIBOH] }, { monsters: [C.DARK_MAGICIAN] }],
    });
    pick(duel, 'Attack Dark Magician');
    passUntil(
      duel,
      (d) =>
        offers(duel, 'Activate Kuriboh') || d.prompt.startsWith('Main Phase') || d.prompt.startsWith('Battle Step'),
    );
    expect(offers(duel, 'Activate Kuriboh')).toBe(false);
    expect(duel.players[0].lp).toBe(8000 - 1500);
  });
});

describe('Jinzo', () => {
  it('Traps cannot be activated while Jinzo is face-up', () => {
    const duel = board({
      phase: 'battle',
      players: [{ monsters: [C.JINZO] }, { spells: [C.SAKURETSU_ARMOR, C.MAGIC_CYLINDER] }],
    });
    pick(duel, 'Attack directly');
    passUntil(duel, (d) => d.prompt.startsWith('Main Phase') || offers(duel, /Activate (Sakuretsu|Magic Cylinder)/));
    expect(offers(duel, /Activate (Sakuretsu|Magic Cylinder)/)).toBe(false);
    expect(duel.players[1].lp).toBe(8000 - 2400);
  });

  it("stops its own controller's Traps too", () => {
    const duel = board({
      phase: 'battle',
      players: [{ monsters: [C.DARK_MAGICIAN] }, { monsters: [C.JINZO], spells: [C.SAKURETSU_ARMOR] }],
    });
    pick(duel, 'Attack Jinzo');
    passUntil(duel, (d) => d.prompt.startsWith('Main Phase') || offers(duel, 'Activate Sakuretsu Armor'));
    // Jinzo stops its own controller's Traps too ("Trap Cards … cannot be activated").
    expect(offers(duel, 'Activate Sakuretsu Armor')).toBe(false);
  });

  it('negates a Trap already on the chain when Jinzo is face-up at its resolution', () => {
    const duel = board({
      phase: 'battle',
      players: [
        { monsters: [C.DARK_MAGICIAN], spells: [C.CALL_OF_THE_HAUNTED], gy: [C.JINZO] },
        { spells: [C.SAKURETSU_ARMOR] },
      ],
    });
    pick(duel, 'Attack directly');
    // 003 §3.6.3: the turn player has priority first after the declaration.
    pick(duel, 'Pass');
    pick(duel, 'Activate Sakuretsu Armor');
    // Player 0 chains Call of the Haunted: Jinzo arrives before Sakuretsu Armor resolves.
    pick(duel, 'Activate Call of the Haunted');
    // Back in the Battle Step after the attack: Jinzo (Summoned now) could still attack.
    passUntil(duel, (d) => d.prompt.startsWith('Battle Step'));
    expect(codesIn(duel, 0, 'mzone').sort()).toEqual([C.DARK_MAGICIAN, C.JINZO].sort());
    expect(codesIn(duel, 1, 'gy')).toEqual([C.SAKURETSU_ARMOR]);
    // The attack went on: 2500 direct damage.
    expect(duel.players[1].lp).toBe(8000 - 2500);
  });
});
