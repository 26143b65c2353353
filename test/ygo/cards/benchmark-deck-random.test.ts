/**
 * Random duels with the benchmark deck (classic.ydk): the cards of that deck keep their rules under
 * play nobody scripted. Checked at every decision and on every event.
 */
import { describe, expect, it } from 'vitest';
import { RandomAgent } from '../../../src/core/agents.ts';
import { runMatch } from '../../../src/core/match.ts';
import { ygoGame } from '../../../src/ygo/game.ts';
import { readBundledYgoDeck } from '../../../src/ygo/decks/index.ts';
import { parseYdk } from '../../../src/ygo/formats/ydk.ts';
import type { DuelConfig, DuelState } from '../../../src/ygo/state.ts';
import { C } from '../../../src/ygo/cards/refs.ts';

const GAMES = 40;

const deck = parseYdk(readBundledYgoDeck('classic')!, 'classic.ydk');
const config: DuelConfig = {
  rules: 'master-rule-2020',
  decks: [
    { main: deck.main, extra: deck.extra },
    { main: deck.main, extra: deck.extra },
  ],
};

/** Rule violations visible at a decision. */
function violations(duel: DuelState): string[] {
  const out: string[] = [];
  const d = duel.pending;
  for (const c of duel.cards) {
    if (c.code === C.SWORDS_OF_REVEALING_LIGHT && c.location === 'szone' && c.faceUp) {
      // Destroyed in the opponent's 3rd End Phase: the count never reaches 3 on the field.
      if (c.counter > 2) out.push(`Swords ${c.uid} counted ${c.counter} End Phases`);
      // The opponent's monsters cannot declare an attack.
      if (d && d.player !== c.controller && d.options.some((o) => o.kind === 'attack'))
        out.push(`attack offered under Swords ${c.uid}`);
    }
    // Change of Heart: control taken "until the End Phase" never outlasts the turn.
    if (c.controlReturnsTo !== null && (duel.phase === 'draw' || duel.phase === 'standby'))
      out.push(`control of ${c.uid} kept past the End Phase`);
    // 003 §3.3.2: Gaia the Dragon Champion reaches the field only by Fusion Summon, or revived after one.
    if (c.code === C.GAIA_DRAGON_CHAMPION && c.location === 'mzone' && !c.properlySummoned)
      out.push(`Gaia ${c.uid} on the field without a proper Summon`);
  }
  return out;
}

describe('benchmark deck under random play', () => {
  it(`${GAMES} random duels finish with no rule violation by the deck's cards`, () => {
    const seen = new Set<number>();
    const problems: string[] = [];
    for (let g = 0; g < GAMES; g++) {
      const out = runMatch(ygoGame, config, `cards-${g}`, [new RandomAgent(`a${g}`), new RandomAgent(`b${g}`)], {
        recordEvents: true,
        recordReplay: false,
        maxDecisions: 20_000,
        onDecision: (state) => {
          for (const v of violations(state as DuelState)) problems.push(`game ${g}: ${v}`);
        },
      });
      expect(out.result).not.toBeNull();
      for (const e of out.events) if (e.type === 'resolve' && typeof e['code'] === 'number') seen.add(e['code']);
    }
    expect(problems).toEqual([]);
    // The deck's Spells and Traps do get played (activated and resolved) in random duels.
    for (const code of [
      53129443,
      83764718,
      55144522,
      12580477,
      C.SWORDS_OF_REVEALING_LIGHT,
      4031928,
      24094653,
      44095762,
      4206964,
    ])
      expect(seen.has(code), `card ${code} resolved`).toBe(true);
  });
});
