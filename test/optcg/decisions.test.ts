/**
 * Every ONE PIECE decision says what it is about (a member of OPTCG_ABOUT) and every option has a stable id,
 * unique within its decision; `askAlways` asks even when a single action is legal.
 */
import { describe, expect, it } from 'vitest';
import { RandomAgent } from '../../src/core/agents.ts';
import type { Decision } from '../../src/core/decision.ts';
import { runMatch } from '../../src/core/match.ts';
import { unreadable } from '../core/readable-decisions.ts';
import { loadDeck } from '../../src/optcg/decks.ts';
import { OPTCG_ABOUT } from '../../src/optcg/decisions.ts';
import { optcgGame } from '../../src/optcg/engine.ts';
import type { OptcgConfig, OptcgState } from '../../src/optcg/types.ts';

const decks = ['st01', 'st02', 'st03', 'st04'].map(loadDeck);

function decisionsOf(config: (i: number) => OptcgConfig, games: number): Decision[] {
  const seen: Decision[] = [];
  for (let i = 0; i < games; i++) {
    runMatch(optcgGame, config(i), `about-${i}`, [new RandomAgent(`a${i}`), new RandomAgent(`b${i}`)], {
      onDecision: (s) => {
        seen.push(optcgGame.decision(s as OptcgState)!);
      },
    });
  }
  return seen;
}

describe('ONE PIECE decisions a program can read', () => {
  const all = decisionsOf((i) => ({ decks: [decks[i % 4]!, decks[(i + 1) % 4]!] }), 24);

  it('every decision is about a member of the closed set, and the common ones are met', () => {
    expect(all.length).toBeGreaterThan(2000);
    const bad = all.filter((d) => !(OPTCG_ABOUT as readonly string[]).includes(d.about ?? ''));
    expect(bad.map((d) => d.prompt)).toEqual([]);
    const met = new Set(all.map((d) => d.about));
    for (const a of [
      'first-or-second',
      'mulligan',
      'main-action',
      'block-step',
      'counter-step',
      'life-trigger',
      'effect',
      'cost',
    ]) {
      expect(met.has(a), a).toBe(true);
    }
  });

  it('every option has an id, unique within its decision', () => {
    expect(unreadable(all, OPTCG_ABOUT)).toEqual([]);
  });
});

describe('askAlways (ONE PIECE)', () => {
  const config = (askAlways: boolean): OptcgConfig => ({ decks: [decks[0]!, decks[1]!], askAlways });

  it('a Block Step with no [Blocker] is asked when askAlways is set, and skipped otherwise', () => {
    const lone = (c: OptcgConfig): Decision[] => {
      const out: Decision[] = [];
      for (let i = 0; i < 4; i++) {
        runMatch(optcgGame, c, `lone-${i}`, [new RandomAgent(`x${i}`), new RandomAgent(`y${i}`)], {
          onDecision: (s) => {
            const d = optcgGame.decision(s as OptcgState)!;
            if (d.options.length === 1) out.push(d);
          },
        });
      }
      return out;
    };
    expect(lone(config(false)).filter((d) => d.about === 'block-step')).toEqual([]);
    const asked = lone(config(true));
    expect(asked.some((d) => d.about === 'block-step' && d.options[0]!.id === 'pass')).toBe(true);
  });

  it('a game with askAlways replays to the same events', () => {
    const a = runMatch(optcgGame, config(true), 3, [new RandomAgent('p'), new RandomAgent('q')], {
      recordEvents: true,
    });
    const b = runMatch(optcgGame, config(true), 3, [new RandomAgent('p'), new RandomAgent('q')], {
      recordEvents: true,
    });
    expect(JSON.stringify(b.events)).toBe(JSON.stringify(a.events));
  });
});
