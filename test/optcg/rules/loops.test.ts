/**
 * Infinite loops (001 §11-1): found by the state coming back at a decision point (src/optcg/rules/loops.ts).
 *
 * No card of block 1 (OP-01…OP-05, ST-01…ST-10, the P cards of block 1) can build a loop, so the scenarios below use
 * test-only behaviour given to real card numbers (withCards). What was checked in the pool, and why each candidate
 * ends:
 * - [Activate: Main] abilities without [Once Per Turn] (54 cards) all pay with something the pool never gives back
 *   for free: resting the card itself (the pool's "set active" effects are [On Play], [Counter], [End of Your Turn],
 *   [When Attacking] or cost ③ plus two rested Characters: OP03-021 Kuro), a DON!! (①, DON!! −X), a card from the
 *   hand, the card itself (trashed, returned) or Life.
 * - OP02-035 Trafalgar Law (① and return itself: play a cost-3 Character) replays nothing that refunds the DON!! at no
 *   cost: ST04-008 Jack trashes a card from the hand, ST10-009 Jean Bart costs 4 and its ① equals its refund, OP03-066
 *   Paulie costs 5. OP01-047 Trafalgar Law (cost 5, [On Play] return a Character, play one of cost 3 or less) needs 5
 *   DON!! or a [Once Per Turn] Leader (OP01-002) to come back.
 * - DON!! refunds after DON!! −X (OP05-074 Kid, OP04-058 Crocodile, OP05-060 Luffy, OP02-026 Sanji) are all
 *   [Once Per Turn]; "add a DON!! from the DON!! deck" on Events and [Trigger]s spends the card.
 * - Mandatory chains: ST08-001 Luffy ("When a Character is K.O.'d, give up to 1 rested DON!!") and OP02-002 Garp
 *   ("When … given a DON!!, −1 cost") are bounded by the DON!! there are; every "when a DON!! is returned" ability
 *   (OP02-071, ST10-007, ST10-011, ST10-014, OP04-058, OP05-074) is [Once Per Turn].
 */
import { describe, expect, it } from 'vitest';
import { RandomAgent } from '../../../src/core/agents.ts';
import type { Ctx } from '../../../src/optcg/cards/defs.ts';
import { activateMain, custom, gainPower, koAll, onKO, whenCharacterKOd } from '../../../src/optcg/cards/dsl.ts';
import { draw, playThisFromTrash } from '../../../src/optcg/cards/dsl.ts';
import { opponentChoosesOne } from '../../../src/optcg/cards/choice.ts';
import { OptcgHeuristicAgent } from '../../../src/optcg/agents/heuristic.ts';
import { optcgSearchAgent } from '../../../src/optcg/agents/search.ts';
import { koChosen } from '../../../src/optcg/rules/abilities.ts';
import { chooseCards } from '../../../src/optcg/rules/ask.ts';
import { LOOP_DECLARE_MAX, LOOP_WATCH_FROM } from '../../../src/optcg/rules/loops.ts';
import { optcgGame, RUNAWAY_LIMIT } from '../../../src/optcg/engine.ts';
import { Scenario, withCards } from '../../../src/optcg/scenario.ts';
import { Z, type OptcgState } from '../../../src/optcg/types.ts';

const LUFFY = 'ST01-001',
  KID = 'ST02-001';
/** A Character given test-only behaviour: "[Activate: Main] This Character gains +1000 power during this turn." */
const PUMP = 'ST01-003';
/** A Character given test-only behaviour: "[On K.O.] Play this card from your trash." */
const PHOENIX = 'ST02-005';
/** A Character given test-only behaviour: "When a Character is K.O.'d, K.O. all of your opponent's Characters." */
const REAPER = 'ST01-008';

const pump = { abilities: [activateMain({ text: '+1000 (test)' }, gainPower(1000, 'turn'))] };

/** Activate card c's [Activate: Main] until the decision is no longer the Main Phase action. */
function activateUntilAsked(s: Scenario, c: number, max = 200): number {
  let n = 0;
  while (s.decision?.about === 'main-action' && n < max) {
    s.choose(`activate:${c}:0`);
    n++;
  }
  return n;
}

describe('infinite loops (001 §11-1)', () => {
  it('001 §11-1-1-2: only the turn player can stop it: they declare, the loop runs that many times, then stops', () => {
    withCards({ [PUMP]: pump }, () => {
      const s = Scenario.build({ p0: { leader: LUFFY, chars: [PUMP], donActive: 1 }, p1: { leader: KID } });
      const c = s.id(0, PUMP, Z.chars);
      const base = s.power(c);
      const byHand = activateUntilAsked(s, c);
      // The watch starts once the turn has LOOP_WATCH_FROM decisions; the next cycle brings the state back.
      expect(byHand).toBe(LOOP_WATCH_FROM + 1);
      const d = s.decision!;
      expect(d).toMatchObject({ player: 0, kind: 'declare', about: 'loop-iterations', rule: '001 §11-1-1-2' });
      expect(d.options).toHaveLength(LOOP_DECLARE_MAX);
      expect(s.power(c)).toBe(base + byHand * 1000);
      s.choose('7');
      // 7 in all: the cycle that revealed the loop and 6 more, fast-forwarded.
      expect(s.power(c)).toBe(base + (byHand + 6) * 1000);
      expect(s.events('loop')).toEqual([
        { type: 'loop', players: [0], counts: [7], runs: 7, length: 1, rule: '001 §11-1-1-2' },
      ]);
      // The loop stops: restarting it while the state is unchanged is not offered; ending the turn is.
      expect(s.decision!.about).toBe('main-action');
      expect(s.ids()).not.toContain(`activate:${c}:0`);
      expect(s.has('End your turn')).toBe(true);
      // Once the state has changed (a DON!! given), the ability may be used again.
      s.choose(`don:${s.leader(0)}`);
      expect(s.ids()).toContain(`activate:${c}:0`);
      expect(s.g.result).toBeNull();
    });
  });

  it('001 §11-1-1-3: both can stop it: the turn player declares, then the other; the smaller count runs', () => {
    const choice = {
      abilities: [
        activateMain(
          { text: 'your opponent chooses (test)' },
          opponentChoosesOne(
            { label: 'This Character gains +1000 power during this turn', step: gainPower(1000, 'turn') },
            { label: 'Draw 1 card', step: draw(1) },
          ),
        ),
      ],
    };
    withCards({ [PUMP]: choice }, () => {
      const s = Scenario.build({ p0: { leader: LUFFY, chars: [PUMP] }, p1: { leader: KID } });
      const c = s.id(0, PUMP, Z.chars);
      let guard = 0;
      while (s.decision!.about !== 'loop-iterations' && guard++ < 200) {
        if (s.decision!.about === 'main-action') s.choose(`activate:${c}:0`);
        else s.choose('choice:0'); // the opponent lets the power grow: the state comes back
      }
      const before = s.power(c);
      expect(s.decision).toMatchObject({ player: 0, about: 'loop-iterations', rule: '001 §11-1-1-3' });
      s.choose('30');
      expect(s.decision).toMatchObject({ player: 1, about: 'loop-iterations', rule: '001 §11-1-1-3' });
      s.choose('4');
      expect(s.power(c)).toBe(before + 3 * 1000); // 4 in all, one of them already run
      expect(s.events('loop')).toEqual([
        { type: 'loop', players: [0, 1], counts: [30, 4], runs: 4, length: 2, rule: '001 §11-1-1-3' },
      ]);
      expect(s.hand(0)).toEqual([]);
      expect(s.ids()).not.toContain(`activate:${c}:0`);
    });
  });

  it('001 §11-1-1-2: the non-turn player alone can stop it; restarting it is refused with a typed error', () => {
    // PHOENIX: "[On K.O.] You may reveal up to 2 cards from your hand. If you reveal 2, play this card from your trash."
    const revealTwo = custom((x: Ctx) => {
      const hand = x.g.players[x.p].hand;
      const shown = chooseCards(x, 'Reveal up to 2 cards from your hand', 'test', hand, 0, 2);
      if (shown.length === 2) playThisFromTrash(false)(x);
    });
    withCards(
      {
        [PHOENIX]: { abilities: [onKO(revealTwo)] },
        [REAPER]: { abilities: [whenCharacterKOd(koAll({ side: 'opponent' }))] },
        [PUMP]: { abilities: [activateMain({ text: 'K.O. all (test)' }, koAll({ side: 'opponent' }))] },
      },
      () => {
        const s = Scenario.build({
          p0: { leader: LUFFY, chars: [REAPER, PUMP] },
          p1: { leader: KID, chars: [PHOENIX], hand: ['ST02-002', 'ST02-003'] },
        });
        const phoenix = s.id(1, PHOENIX);
        s.choose(`activate:${s.id(0, PUMP, Z.chars)}:0`);
        let guard = 0;
        while (s.decision!.about === 'effect' && guard++ < 200) s.answer([0, 1]);
        // Only player 1's choices were in the loop (player 0's abilities asked nothing).
        expect(s.decision).toMatchObject({ player: 1, about: 'loop-iterations', rule: '001 §11-1-1-2' });
        const kos = s.events('ko').length;
        s.choose('3');
        expect(s.events('ko').length).toBe(kos + 2);
        expect(s.g.zone[phoenix]).toBe(Z.trash); // back at the start of the loop: PHOENIX K.O.'d, its ability asking
        // The answer that restarts the loop has two options: it cannot be hidden, so it is refused, naming the rule.
        expect(() => s.answer([0, 1])).toThrow(
          expect.objectContaining({ code: 'LOOP_RESTART', rule: '001 §11-1-1-2' }),
        );
        expect(s.decision).toMatchObject({ player: 1, about: 'effect' });
        s.answer([0]);
        expect(s.g.zone[phoenix]).toBe(Z.trash);
        expect(s.decision).toMatchObject({ player: 0, about: 'main-action' });
      },
    );
  });

  it('001 §11-1-1-1: nobody can stop it (every decision in the loop forced): the game is a draw', () => {
    // REAPER: "When a Character is K.O.'d, K.O. 1 of your opponent's Characters" (one to choose: a forced decision).
    const koOne = custom((x: Ctx) => {
      const cands = x.g.players[x.p === 0 ? 1 : 0].chars;
      koChosen(x, chooseCards(x, "K.O. 1 of your opponent's Characters", 'test', cands, 1, 1));
    });
    withCards(
      {
        [PHOENIX]: { abilities: [onKO(playThisFromTrash(false))] },
        [REAPER]: { abilities: [whenCharacterKOd(koOne)] },
        [PUMP]: { abilities: [activateMain({ text: 'K.O. (test)' }, koOne)] },
      },
      () => {
        const s = Scenario.build({
          p0: { leader: LUFFY, chars: [REAPER, PUMP] },
          p1: { leader: KID, chars: [PHOENIX] },
        });
        s.g.askAlways = true; // forced choices are asked: the loop has decision points, none with an alternative
        s.choose(`activate:${s.id(0, PUMP, Z.chars)}:0`);
        let guard = 0;
        while (s.g.result === null && guard++ < 200) s.answer([0]);
        expect(guard).toBe(LOOP_WATCH_FROM);
        expect(s.g.result).toEqual({ winner: null, reason: 'infinite-loop', rule: '001 §11-1-1-1' });
        expect(s.decision).toBeNull();
      },
    );
  });

  it('001 §11-1-1-1: mandatory abilities triggering each other with nothing asked: a draw (runaway guard)', () => {
    withCards(
      {
        [PHOENIX]: { abilities: [onKO(playThisFromTrash(false))] },
        [REAPER]: { abilities: [whenCharacterKOd(koAll({ side: 'opponent' }))] },
        [PUMP]: { abilities: [activateMain({ text: 'K.O. all (test)' }, koAll({ side: 'opponent' }))] },
      },
      () => {
        const s = Scenario.build({
          p0: { leader: LUFFY, chars: [REAPER, PUMP] },
          p1: { leader: KID, chars: [PHOENIX] },
        });
        s.choose(`activate:${s.id(0, PUMP, Z.chars)}:0`);
        expect(s.g.result).toEqual({ winner: null, reason: 'infinite-loop', rule: '001 §11-1-1-1' });
        // Each cycle is two abilities started and run: the guard let it go round a quarter of its limit.
        expect(s.events('ko')).toHaveLength(RUNAWAY_LIMIT / 4);
      },
    );
  });

  it('a pending declaration clones and serializes; the agents answer it', () => {
    withCards({ [PUMP]: pump }, () => {
      const s = Scenario.build({ p0: { leader: LUFFY, chars: [PUMP] }, p1: { leader: KID } });
      const c = s.id(0, PUMP, Z.chars);
      activateUntilAsked(s, c);
      const g = s.g;
      const copy = optcgGame.clone(g);
      const text = optcgGame.serialize(g);
      const back = optcgGame.deserialize(text);
      expect(optcgGame.serialize(back)).toBe(text);
      const run = (x: OptcgState, n: number): number => {
        expect(optcgGame.respond(x, 0, [n - 1]).ok).toBe(true);
        return optcgGame.view(x, 0).players[0].characters.find((v) => v.id === c)!.power!;
      };
      expect(run(copy, 5)).toBe(run(back, 5));
      expect(optcgGame.serialize(copy)).toBe(optcgGame.serialize(back));
      // The original is untouched by its copies, and each agent gives an accepted answer.
      expect(g.decision!.about).toBe('loop-iterations');
      const agents = [new RandomAgent(1), new OptcgHeuristicAgent(1), optcgSearchAgent(1, { iterations: 4, depth: 6 })];
      for (const agent of agents) {
        const x = optcgGame.clone(g);
        const d = optcgGame.decision(x)!;
        expect(optcgGame.respond(x, d.player, agent.act({ decision: d, state: x })).ok).toBe(true);
        expect(x.decision!.about).toBe('main-action');
      }
      // The heuristic, looping for itself, declares the most.
      const h = new OptcgHeuristicAgent(2).act({ decision: optcgGame.decision(g)!, state: g });
      expect(h).toEqual([LOOP_DECLARE_MAX - 1]);
    });
  });
});
