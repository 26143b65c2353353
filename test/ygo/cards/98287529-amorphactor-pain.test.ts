/**
 * Amorphactor Pain, the Imagination Dracoverlord: "If this card is Ritual Summoned: Your opponent skips their next
 * Main Phase 1" (a skipped-phase record honoured by the turn structure, 003 §3.6.3).
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { cloneDuel } from '../../../src/ygo/clone.ts';
import { ygoGame } from '../../../src/ygo/game.ts';
import { scenario } from '../support/scenario.ts';

type Running = ReturnType<ReturnType<typeof scenario>['start']>;
const RITUAL = /^Activate Amorphous Persona.*Ritual Summon "Amorphactor Pain/;

/** Player 0 Ritual Summons Pain with Amorphous Persona's GY effect (turn 3), back at open state. */
function ritualSummoned(): Running {
  const s = scenario()
    .gy(0, C.AMORPHOUS_PERSONA)
    .hand(0, C.AMORPHACTOR_PAIN, C.AMORPHAGE_GOLIATH)
    .deck(0, C.FERAL_IMP, C.FERAL_IMP)
    .deck(1, C.CELTIC_GUARDIAN, C.CELTIC_GUARDIAN)
    .start();
  s.choose(RITUAL);
  s.passUntil((x) => x.has('Attack Position'));
  s.choose('Attack Position');
  s.resolveChain();
  return s;
}

/** The phases entered in turn `turn`, in order. */
function phases(s: Running, turn: number): string[] {
  return s
    .events('phase')
    .filter((e) => e.turn === turn)
    .map((e) => String(e.phase));
}

describe('Amorphactor Pain: "Your opponent skips their next Main Phase 1"', () => {
  it('Ritual Summoned: the record is kept, and survives clone and serialize/deserialize', () => {
    const s = ritualSummoned();
    expect(s.find(C.AMORPHACTOR_PAIN).summon).toBe('ritual');
    expect(s.duel.skippedPhases).toEqual([{ player: 1, phase: 'main1' }]);
    expect(cloneDuel(s.duel).skippedPhases).toEqual([{ player: 1, phase: 'main1' }]);
    const back = ygoGame.deserialize(ygoGame.serialize(s.duel));
    expect(back.skippedPhases).toEqual([{ player: 1, phase: 'main1' }]);
    // A record the engine could not have made is refused (state-check).
    const bad = JSON.parse(ygoGame.serialize(s.duel)) as { skippedPhases: unknown[] };
    bad.skippedPhases = [{ player: 2, phase: 'main1' }];
    expect(() => ygoGame.deserialize(JSON.stringify(bad))).toThrow(/skipped phase 0/);
  });

  it("the opponent's next turn goes Draw, Standby, then End Phase (no Main Phase 1); the turn after is whole", () => {
    const s = ritualSummoned();
    s.passUntil((x) => x.decision?.about === 'skipped-main-phase');
    expect(s.decision?.player).toBe(1);
    s.choose('End Phase');
    s.toTurn(5);
    expect(phases(s, 4)).toEqual(['draw', 'standby', 'end']);
    expect(s.events('phase-skipped')).toEqual([expect.objectContaining({ phase: 'main1', turn: 4, player: 1 })]);
    expect(s.duel.skippedPhases).toEqual([]);
    // Spent: player 0's turn 5 and player 1's turn 6 have their Main Phase 1.
    s.toTurn(7);
    expect(phases(s, 5)).toContain('main1');
    expect(phases(s, 6)).toContain('main1');
  });

  it('the opponent may go from the Standby Phase to the Battle Phase', () => {
    const s = ritualSummoned();
    s.passUntil((x) => x.decision?.about === 'skipped-main-phase');
    s.choose('Battle Phase');
    s.toTurn(5);
    expect(phases(s, 4)).toEqual(['draw', 'standby', 'battle', 'main2', 'end']);
  });

  it('Special Summoned otherwise (not Ritual Summoned): nothing is skipped', () => {
    const s = scenario().monster(0, C.AMORPHACTOR_PAIN).deck(0, C.FERAL_IMP).deck(1, C.CELTIC_GUARDIAN).start();
    expect(s.duel.skippedPhases).toEqual([]);
    s.toTurn(5);
    expect(phases(s, 4)).toContain('main1');
    expect(s.events('phase-skipped')).toEqual([]);
  });
});
