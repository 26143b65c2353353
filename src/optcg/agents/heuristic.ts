/**
 * A ONE PIECE CARD GAME heuristic agent (issue 9): plays from its player's view (src/optcg/view/view.ts) and the
 * decision, never from the hidden state. Its strategy:
 * - develop on curve: play the most expensive Character it can, then give the DON!! left to attackers;
 * - attack the Leader when the attacker's power reaches the defending Leader's, rested Characters it can K.O.;
 * - on defence, block and counter only to survive lethal or a painful hit; otherwise keep the counters;
 * - activate [Trigger]s, keep a playable opening hand, pay costs with the cheapest cards.
 * Ties are broken by a seeded generator, so the same seed plays the same game.
 */
import type { AgentContext } from '../../core/agents.ts';
import type { RankingAgent } from '../../core/search.ts';
import type { Answer, Decision, DecisionOption, PlayerId } from '../../core/decision.ts';
import { nextInt, seedRng, type RngState } from '../../core/rng.ts';
import type { OptcgState } from '../types.ts';
import { view, type CardView, type OptcgView, type PlayerView } from '../view/view.ts';

/** What the agent knows of the cards in play and in its hand, by card id. */
class Table {
  readonly cards = new Map<number, { card: CardView; mine: boolean; where: 'leader' | 'character' | 'hand' }>();
  readonly me: PlayerView;
  readonly opp: PlayerView;
  constructor(readonly v: OptcgView) {
    this.me = v.players[v.you];
    this.opp = v.players[(1 - v.you) as PlayerId];
    for (const [pv, mine] of [
      [this.me, true],
      [this.opp, false],
    ] as const) {
      this.cards.set(pv.leader.id, { card: pv.leader, mine, where: 'leader' });
      for (const c of pv.characters) this.cards.set(c.id, { card: c, mine, where: 'character' });
      for (const c of pv.hand ?? []) this.cards.set(c.id, { card: c, mine, where: 'hand' });
    }
  }

  power(id: number | undefined): number {
    return id === undefined ? 0 : (this.cards.get(id)?.card.power ?? 0);
  }

  cost(id: number | undefined): number {
    return id === undefined ? 0 : (this.cards.get(id)?.card.cost ?? 0);
  }
}

/** The "+N" of a counter option's label ("Counter Franky (ST01-010) (+1000) on …"). */
function counterValue(o: DecisionOption): number {
  const m = /\(\+(\d+)\)/.exec(o.label);
  return m ? Number(m[1]) : 1000;
}

export class OptcgHeuristicAgent implements RankingAgent<OptcgState> {
  readonly name = 'heuristic';
  readonly readsOnly = true;
  private readonly rng: RngState;
  constructor(seed: number | string) {
    this.rng = seedRng(seed);
  }

  act(ctx: AgentContext<OptcgState>): Answer {
    const d = ctx.decision;
    if (d.ordered && d.min === d.options.length) return d.options.map((_o, i) => i);
    const scores = this.rank(ctx);
    const order = scores.map((_s, i) => i).sort((a, b) => scores[b]! - scores[a]!);
    return order.slice(0, Math.max(d.min, Math.min(1, d.max, d.options.length)));
  }

  /** Every option's score (higher is better), ties broken by the seeded generator. */
  rank(ctx: AgentContext<OptcgState>): number[] {
    const d = ctx.decision;
    const t = new Table(view(ctx.state, d.player));
    return d.options.map((o) => this.score(t, d, o) + nextInt(this.rng, 100) / 1000);
  }

  private score(t: Table, d: Decision, o: DecisionOption): number {
    switch (d.about) {
      case 'first-or-second':
        return o.id === 'first' ? 1 : 0;
      case 'mulligan':
        // Keep a hand that can play something on the first two turns.
        return o.id === 'keep' ? ((t.me.hand ?? []).some((c) => (c.cost ?? 9) <= 2) ? 1 : -1) : 0;
      case 'main-action':
        return this.main(t, d, o);
      case 'block-step':
        return this.block(t, o);
      case 'counter-step':
        return this.counter(t, o);
      case 'life-trigger':
        return o.kind === 'yes' ? 1 : 0;
      case 'loop-iterations': {
        // 001 §11-1-1-2: the turn player loops for its own gain (as many as allowed); the other stops it at once.
        const n = Number(o.data?.['n'] ?? 0);
        return d.player === t.v.turnPlayer ? n : -n;
      }
      case 'character-area-full':
      case 'cost':
        // Give up the cheapest card.
        return -t.cost(o.card) - t.power(o.card) / 10000;
      default:
        return this.generic(t, d, o);
    }
  }

  private main(t: Table, d: Decision, o: DecisionOption): number {
    const oppLeader = t.opp.leader.power ?? 5000;
    switch (o.kind) {
      case 'play': {
        const cost = t.cost(o.card);
        const card = t.cards.get(o.card ?? -1)?.card;
        // A Character costs its printed cost; a full area means trashing one to make room.
        if (card?.power !== undefined) return (t.me.characters.length >= 5 ? 10 : 50) + 5 * cost;
        return 12 + cost;
      }
      case 'activate':
        return 15;
      case 'don': {
        const c = t.cards.get(o.card ?? -1)?.card;
        // Only to a card that will attack this turn, and while it is short of the Leader it would attack.
        const attacks = d.options.some((x) => x.kind === 'attack' && x.card === o.card);
        if (!c || !attacks) return 1;
        return (c.power ?? 0) < oppLeader + 1000 ? 22 : 3;
      }
      case 'attack': {
        const target = o.data?.['target'];
        const atk = t.power(o.card);
        if (typeof target !== 'number') return -5;
        if (target === t.opp.leader.id) return atk >= oppLeader ? 40 + (5 - Math.min(5, t.opp.life)) * 4 : -5;
        // A rested Character it can K.O.
        return atk >= t.power(target) ? 30 + 3 * t.cost(target) : -10;
      }
      default:
        return 0;
    }
  }

  /** Lethal or a painful hit on the Leader: block with a blocker that survives, or any when it is lethal. */
  private block(t: Table, o: DecisionOption): number {
    const b = t.v.battle;
    if (o.kind !== 'block' || !b) return 0;
    const atk = t.power(b.attacker);
    const onLeader = b.target === t.me.leader.id;
    const threat = atk >= (t.power(b.target) || 1);
    if (!threat) return -1;
    const survives = t.power(o.card) > atk;
    if (onLeader && t.me.life === 0) return 50;
    if (onLeader && t.me.life <= 2) return survives ? 30 : 10;
    return survives && t.cost(b.target) > t.cost(o.card) ? 5 : -1;
  }

  /** Counter only when the hit would decide the game or cost a valuable Character, and with just enough. */
  private counter(t: Table, o: DecisionOption): number {
    const b = t.v.battle;
    if (!b || (o.kind !== 'counter' && o.kind !== 'event')) return 0;
    const gap = t.power(b.attacker) - t.power(b.target);
    if (gap < 0) return -1;
    const onLeader = b.target === t.me.leader.id;
    const needed = onLeader ? t.me.life === 0 || (t.me.life <= 2 && gap < 2000) : t.cost(b.target) >= 4 && gap < 2000;
    if (!needed) return -1;
    const target = o.data?.['target'];
    if (typeof target === 'number' && target !== b.target) return -1;
    // The smallest counter that is enough, else the biggest.
    const v = counterValue(o);
    return v > gap ? 40 - v / 1000 : 20 + v / 1000;
  }

  private generic(t: Table, d: Decision, o: DecisionOption): number {
    if (d.kind === 'yes-no') return o.kind === 'yes' || o.id === 'yes' ? 1 : 0;
    if (d.kind === 'select-option') {
      // "How many …": as many as allowed.
      const n = o.data?.['n'];
      return typeof n === 'number' ? n : 0;
    }
    const seen = t.cards.get(o.card ?? -1);
    if (!seen) return 0;
    // The opponent's biggest card for what an effect does to it; its own biggest (Leader first) for what helps.
    const value = t.cost(o.card) + t.power(o.card) / 1000 + (seen.where === 'leader' ? 3 : 0);
    return seen.mine && seen.where === 'hand' ? -value : value;
  }
}
