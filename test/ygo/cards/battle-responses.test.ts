/** Sakuretsu Armor, Magic Cylinder, Kuriboh, Jinzo (against those Traps). */
import { describe, expect, it } from 'vitest';
import { board, codesIn, offers, passUntil, pick } from './board.ts';

const DARK_MAGICIAN = 46986414; // 2500
const SANGAN = 26202165; // 1000
const JINZO = 77585513; // 2400
const SAKURETSU = 56120475;
const MAGIC_CYLINDER = 62279055;
const KURIBOH = 40640057;
const CALL_OF_THE_HAUNTED = 97077563;

describe('Sakuretsu Armor', () => {
  it("when an opponent's monster declares an attack: destroys the attacker; no damage follows", () => {
    const duel = board({ phase: 'battle', players: [{ monsters: [DARK_MAGICIAN] }, { spells: [SAKURETSU] }] });
    pick(duel, 'Attack directly');
    passUntil(duel, (d) => d.player === 1 && offers(duel, 'Activate Sakuretsu Armor'));
    pick(duel, 'Activate Sakuretsu Armor');
    passUntil(duel, (d) => d.prompt.startsWith('Main Phase'));
    expect(codesIn(duel, 0, 'gy')).toEqual([DARK_MAGICIAN]);
    expect(codesIn(duel, 1, 'gy')).toEqual([SAKURETSU]);
    expect(duel.players[1].lp).toBe(8000);
  });

  it('is not offered outside an attack declaration', () => {
    const duel = board({ players: [{ monsters: [DARK_MAGICIAN] }, { spells: [SAKURETSU] }] });
    pick(duel, 'Enter the Battle Phase');
    // Start Step: player 1 may act, but Sakuretsu Armor has nothing to answer.
    expect(offers(duel, 'Activate Sakuretsu Armor')).toBe(false);
  });
});

describe('Magic Cylinder', () => {
  it("negates the attack and inflicts damage equal to the attacker's ATK to its controller", () => {
    const duel = board({
      phase: 'battle',
      players: [{ monsters: [DARK_MAGICIAN] }, { monsters: [SANGAN], spells: [MAGIC_CYLINDER] }],
    });
    pick(duel, 'Attack Sangan');
    passUntil(duel, (d) => d.player === 1 && offers(duel, 'Activate Magic Cylinder'));
    pick(duel, 'Activate Magic Cylinder');
    passUntil(duel, (d) => d.prompt.startsWith('Main Phase'));
    expect(duel.players[0].lp).toBe(8000 - 2500);
    expect(duel.players[1].lp).toBe(8000);
    // The attack was negated: no battle, Sangan survives.
    expect(codesIn(duel, 1, 'mzone')).toEqual([SANGAN]);
    expect(codesIn(duel, 0, 'mzone')).toEqual([DARK_MAGICIAN]);
  });
});

describe('Kuriboh', () => {
  it('discarded during damage calculation: no battle damage from that battle (003 §3.6.3 DS3)', () => {
    const duel = board({
      phase: 'battle',
      players: [{ monsters: [DARK_MAGICIAN] }, { monsters: [SANGAN], hand: [KURIBOH] }],
    });
    pick(duel, 'Attack Sangan');
    passUntil(duel, (d) => d.player === 1 && offers(duel, 'Activate Kuriboh'));
    // Offered only at damage calculation.
    expect(duel.battle?.timing).toBe('calc');
    pick(duel, 'Activate Kuriboh');
    passUntil(duel, (d) => d.prompt.startsWith('Main Phase') || d.kind === 'select-cards');
    expect(duel.players[1].lp).toBe(8000);
    // The monster is still destroyed by battle.
    expect(codesIn(duel, 1, 'gy')).toEqual(expect.arrayContaining([KURIBOH, SANGAN]));
  });

  it('not when your own monster attacks', () => {
    const duel = board({
      phase: 'battle',
      players: [{ monsters: [SANGAN], hand: [KURIBOH] }, { monsters: [DARK_MAGICIAN] }],
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
    const duel = board({ phase: 'battle', players: [{ monsters: [JINZO] }, { spells: [SAKURETSU, MAGIC_CYLINDER] }] });
    pick(duel, 'Attack directly');
    passUntil(duel, (d) => d.prompt.startsWith('Main Phase') || offers(duel, /Activate (Sakuretsu|Magic Cylinder)/));
    expect(offers(duel, /Activate (Sakuretsu|Magic Cylinder)/)).toBe(false);
    expect(duel.players[1].lp).toBe(8000 - 2400);
  });

  it("stops its own controller's Traps too", () => {
    const duel = board({
      phase: 'battle',
      players: [{ monsters: [DARK_MAGICIAN] }, { monsters: [JINZO], spells: [SAKURETSU] }],
    });
    pick(duel, 'Attack Jinzo');
    passUntil(duel, (d) => d.prompt.startsWith('Main Phase') || offers(duel, 'Activate Sakuretsu Armor'));
    // Jinzo stops its own controller's Traps too ("Trap Cards … cannot be activated").
    expect(offers(duel, 'Activate Sakuretsu Armor')).toBe(false);
  });

  it('negates a Trap already on the chain when Jinzo is face-up at its resolution', () => {
    const duel = board({
      phase: 'battle',
      players: [{ monsters: [DARK_MAGICIAN], spells: [CALL_OF_THE_HAUNTED], gy: [JINZO] }, { spells: [SAKURETSU] }],
    });
    pick(duel, 'Attack directly');
    // 003 §3.6.3: the turn player has priority first after the declaration.
    pick(duel, 'Pass');
    pick(duel, 'Activate Sakuretsu Armor');
    // Player 0 chains Call of the Haunted: Jinzo arrives before Sakuretsu Armor resolves.
    pick(duel, 'Activate Call of the Haunted');
    // Back in the Battle Step after the attack: Jinzo (Summoned now) could still attack.
    passUntil(duel, (d) => d.prompt.startsWith('Battle Step'));
    expect(codesIn(duel, 0, 'mzone').sort()).toEqual([DARK_MAGICIAN, JINZO].sort());
    expect(codesIn(duel, 1, 'gy')).toEqual([SAKURETSU]);
    // The attack went on: 2500 direct damage.
    expect(duel.players[1].lp).toBe(8000 - 2500);
  });
});
