/**
 * Prediction Princess Tarotrei: its End Phase Special Summon of a Flip monster in face-down Defense Position (once per
 * turn, in its controller's End Phase only) and its two position changes (one of them per turn, 003 §3.5.1).
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario } from '../support/scenario.ts';

const TAROTREI = C.PREDICTION_PRINCESS_TAROTREI;
const MAN_EATER_BUG = C.MAN_EATER_BUG;
const END_PHASE_SUMMON = /Special Summon 1 Flip monster from your hand or GY/;
const FACE_UP = /^Activate Prediction Princess Tarotrei.*change it to face-up Attack Position/;
const FACE_DOWN = /^Activate Prediction Princess Tarotrei.*change it to face-down Defense Position/;
const decks = (): ReturnType<typeof scenario> =>
  scenario().deck(0, C.KURIBOH, C.KURIBOH, C.KURIBOH).deck(1, C.KURIBOH, C.KURIBOH, C.KURIBOH);

describe('Prediction Princess Tarotrei', () => {
  it('in your End Phase: Special Summons a Flip monster from the hand in face-down Defense Position', () => {
    const s = decks().monster(0, TAROTREI).hand(0, MAN_EATER_BUG, C.CELTIC_GUARDIAN).start();
    s.choose('Go to the End Phase');
    s.passUntil((x) => x.decision?.player === 0 && x.has(END_PHASE_SUMMON));
    s.choose(END_PHASE_SUMMON);
    s.resolveChain();
    const bug = s.find(MAN_EATER_BUG);
    expect([bug.location, bug.faceUp, bug.defense]).toEqual(['mzone', false, true]);
    // Celtic Guardian is no Flip monster: it stays in the hand.
    expect(s.codes(0, 'hand')).toEqual([C.CELTIC_GUARDIAN]);
  });

  it("not in the opponent's End Phase; from the GY in its controller's", () => {
    const s = decks().turn(1).monster(0, TAROTREI).gy(0, MAN_EATER_BUG).start();
    let offered = false;
    s.passUntil((x) => {
      if (x.decision?.player === 0 && x.has(END_PHASE_SUMMON)) offered = true;
      return x.duel.turn === 4;
    });
    expect(offered).toBe(false);
    s.passUntil((x) => x.decision?.player === 0 && x.has(END_PHASE_SUMMON), 400);
    expect(s.duel.turn).toBe(4);
    expect(s.duel.phase).toBe('end');
    s.choose(END_PHASE_SUMMON);
    s.resolveChain();
    expect(s.find(MAN_EATER_BUG).location).toBe('mzone');
  });

  it('turns a face-down monster face-up Attack Position; then neither position effect again this turn', () => {
    const s = decks().monster(0, TAROTREI).monster(1, C.CELTIC_GUARDIAN, 'set').monster(1, C.MYSTICAL_ELF).start();
    expect(s.has(FACE_UP)).toBe(true);
    s.choose(FACE_UP);
    s.resolveChain();
    const guardian = s.find(C.CELTIC_GUARDIAN);
    expect([guardian.faceUp, guardian.defense]).toEqual([true, false]);
    expect(s.has(FACE_UP)).toBe(false);
    expect(s.has(FACE_DOWN)).toBe(false);
  });

  it("turns a face-up monster face-down in the opponent's turn (a Quick Effect)", () => {
    const s = decks().turn(1).monster(0, TAROTREI).monster(1, C.MYSTICAL_ELF).start();
    s.passUntil((x) => x.decision?.player === 0 && x.has(FACE_DOWN));
    s.choose(FACE_DOWN);
    s.choose(/^Mystical Elf/);
    s.resolveChain();
    const elf = s.find(C.MYSTICAL_ELF);
    expect([elf.faceUp, elf.defense]).toEqual([false, true]);
  });
});
