/**
 * A Yu-Gi-Oh! heuristic agent (issue 9): plays from what its player may know (the view of src/ygo/view.ts and the
 * decision), never from the hidden state. Its strategy, in the order a player thinks it:
 * - develop: Summon the strongest monster it can (Tributing only what is weaker), Special Summon by any method;
 * - use card effects that do something now: draws and searches, removal when the opponent has a target, Summons;
 * - keep Traps Set for the opponent's turn and answer the opponent's plays with them, never its own;
 * - attack when the attack wins or is safe: directly, into weaker face-up monsters, into face-down ones only with a
 *   strong monster; never into a stronger face-up monster;
 * - choose targets by value: the opponent's strongest card for harmful effects, its own for helpful ones;
 *   pay costs and Tributes with its least valuable cards.
 * Ties are broken by a seeded generator, so the same seed plays the same game.
 */
import type { AgentContext } from '../../core/agents.ts';
import type { RankingAgent } from '../../core/search.ts';
import type { Answer, Decision, DecisionOption, PlayerId } from '../../core/decision.ts';
import { nextInt, seedRng, type RngState } from '../../core/rng.ts';
import { findCardDef } from '../cards/registry.ts';
import type { CardDef, EffectCategory } from '../cards/types.ts';
import type { DuelState } from '../state.ts';
import { viewDuel, type CardView, type DuelView } from '../view.ts';

/** Where a card the agent can see is, from its own side. */
type Place = 'hand' | 'monster' | 'spell-trap' | 'gy' | 'banished' | 'extra' | 'field-spell';

interface Seen {
  card: CardView;
  mine: boolean;
  place: Place;
}

/** What the agent knows of the board, by public handle. */
class Board {
  readonly byId = new Map<number, Seen>();
  readonly me: PlayerId;
  constructor(readonly view: DuelView) {
    this.me = view.you;
    view.players.forEach((pv, p) => {
      const mine = p === this.me;
      const add = (cards: readonly (CardView | null)[] | number, place: Place): void => {
        if (typeof cards === 'number') return;
        for (const c of cards) if (c) this.byId.set(c.id, { card: c, mine, place });
      };
      add(pv.hand, 'hand');
      add(pv.monsters, 'monster');
      add(pv.spellsTraps, 'spell-trap');
      add(pv.gy, 'gy');
      add(pv.banished, 'banished');
      add(pv.extra, 'extra');
      add([pv.field], 'field-spell');
    });
    for (const c of view.extraMonsterZones)
      if (c) this.byId.set(c.id, { card: c, mine: c.controller === this.me, place: 'monster' });
  }

  /** The monsters the agent (`mine`) or its opponent controls, Extra Monster Zones included. */
  monsters(mine: boolean): CardView[] {
    const pv = this.view.players[mine ? this.me : ((1 - this.me) as PlayerId)];
    const out = pv.monsters.filter((c): c is CardView => c !== null);
    for (const c of this.view.extraMonsterZones) if (c && (c.controller === this.me) === mine) out.push(c);
    return out;
  }

  def(id: number | undefined): CardDef | undefined {
    if (id === undefined) return undefined;
    const code = this.byId.get(id)?.card.code;
    return code === undefined ? undefined : findCardDef(code);
  }

  /** The strongest ATK among the opponent's face-up monsters (0 when none). */
  opponentBestAtk(): number {
    let best = 0;
    for (const c of this.monsters(false)) if (c.faceUp && !c.defense) best = Math.max(best, c.atk ?? 0);
    return best;
  }

  opponentCards(): number {
    const pv = this.view.players[(1 - this.me) as PlayerId];
    return pv.monsters.filter(Boolean).length + pv.spellsTraps.filter(Boolean).length + (pv.field ? 1 : 0);
  }
}

/** What a card is worth to its holder, roughly: a monster its ATK, anything else a flat value. */
function worth(board: Board, id: number | undefined): number {
  const seen = id === undefined ? undefined : board.byId.get(id);
  if (!seen) return 1500;
  const c = seen.card;
  if (c.atk !== undefined) return Math.max(c.atk, c.def ?? 0);
  const def = c.code === undefined ? undefined : findCardDef(c.code);
  if (!def) return 1500;
  if (def.kind === 'monster') return Math.max(def.atk ?? 0, def.def ?? 0);
  return 1200;
}

const HARMFUL: readonly EffectCategory[] = ['destroy', 'banish', 'control', 'negate', 'negate-summon', 'to-deck'];

/** The categories of the effect an option activates (`activate:<card>:<effect>`), when the card is known. */
function categoriesOf(board: Board, o: DecisionOption): readonly EffectCategory[] | null {
  const def = board.def(o.card);
  if (!def || o.id === undefined) return null;
  const parts = o.id.split(':');
  const index = Number(parts[parts.length - 1]);
  const eff = Number.isInteger(index) ? def.effects?.[index] : undefined;
  return eff?.category ?? [];
}

export class YgoHeuristicAgent implements RankingAgent<DuelState> {
  readonly name = 'heuristic';
  readonly readsOnly = true;
  private readonly rng: RngState;
  constructor(seed: number | string) {
    this.rng = seedRng(seed);
  }

  act(ctx: AgentContext<DuelState>): Answer {
    const d = ctx.decision;
    if (d.ordered && d.min === d.options.length) return d.options.map((_o, i) => i);
    return pick(d, this.rank(ctx), this.wantsMost(d));
  }

  /** Every option's score (higher is better), ties broken by the seeded generator. */
  rank(ctx: AgentContext<DuelState>): number[] {
    const d = ctx.decision;
    const board = new Board(viewDuel(ctx.state, d.player));
    return d.options.map((o) => this.score(board, d, o) + nextInt(this.rng, 100) / 1000);
  }

  /** Multi-select decisions that the agent fills as much as allowed (optional triggers, helpful choices). */
  private wantsMost(d: Decision): boolean {
    return d.about === 'trigger-select';
  }

  private score(board: Board, d: Decision, o: DecisionOption): number {
    switch (d.about) {
      case 'first-or-second':
        return o.id === 'first' ? 1 : 0;
      case 'main-phase-action':
        return this.mainAction(board, o);
      case 'battle-step-action':
        return this.battleAction(board, o);
      case 'response':
      case 'chain-response':
      case 'priority':
      case 'summon-negation':
        return this.responseAction(board, d, o);
      case 'summon-position':
        return this.position(board, d, o);
      case 'tribute':
      case 'hand-limit-discard':
      case 'material':
      case 'cost':
        // Pay with the least valuable cards.
        return -worth(board, o.card);
      case 'target':
        return this.target(board, o);
      default:
        return this.generic(board, d, o);
    }
  }

  private mainAction(board: Board, o: DecisionOption): number {
    const def = board.def(o.card);
    switch (o.kind) {
      case 'summon': {
        const atk = def?.atk ?? 0;
        const level = def?.level ?? 4;
        // A Tribute costs monsters: worth it only if the new one is stronger than what it costs.
        const tributes = level >= 7 ? 2 : level >= 5 ? 1 : 0;
        const cheapest = board
          .monsters(true)
          .map((c) => Math.max(c.atk ?? 0, c.def ?? 0))
          .sort((a, b) => a - b)
          .slice(0, tributes)
          .reduce((a, b) => a + b, 0);
        return 30 + (atk - cheapest) / 100;
      }
      case 'set': {
        const atk = def?.atk ?? 0;
        const dfn = def?.def ?? 0;
        // Set a monster that would lose in Attack Position, or a Flip monster.
        const weak = atk < board.opponentBestAtk() || atk < 1500;
        return (weak ? 28 : 10) + dfn / 200 + (def?.categories?.includes('flip') ? 6 : 0);
      }
      case 'special-summon':
        return 45 + (def?.atk ?? 0) / 100;
      case 'flip-summon': {
        const seen = board.byId.get(o.card ?? -1)?.card;
        const atk = def?.atk ?? 0;
        return atk >= board.opponentBestAtk() || def?.categories?.includes('flip') ? 25 : seen ? 2 : 0;
      }
      case 'position': {
        const seen = board.byId.get(o.card ?? -1)?.card;
        const atk = seen?.atk ?? 0;
        // To Attack Position when it wins battles; to Defense when it would lose them.
        if (seen?.defense) return atk > board.opponentBestAtk() ? 15 : -5;
        return atk < board.opponentBestAtk() ? 12 : -5;
      }
      case 'set-spell':
        return def?.kind === 'trap' ? 22 : def?.spellType === 'quick-play' ? 6 : -3;
      case 'activate':
        return this.effectValue(board, categoriesOf(board, o), true);
      case 'phase':
        // Battle when something can attack; otherwise end the turn.
        if (o.id === 'phase:battle') return board.monsters(true).some((c) => c.faceUp && !c.defense) ? 1 : -1;
        return 0;
      default:
        return 0;
    }
  }

  /** What using an effect of these categories is worth now (`own`: on the agent's own initiative). */
  private effectValue(board: Board, cats: readonly EffectCategory[] | null, own: boolean): number {
    if (cats === null) return 5;
    const opp = board.opponentCards();
    const oppMonsters = board.monsters(false).length;
    // 003 §3.1.4: a player who must draw from an empty Deck loses; cards taken from the Deck bring that closer.
    const deck = board.view.players[board.me].deck;
    const deckCost = deck <= 4 ? 90 : deck <= 10 ? 45 : deck <= 15 ? 15 : deck <= 20 ? 5 : 0;
    // Sending one's own cards to the GY or discarding for nothing else is a cost, not a play.
    if (own && cats.length > 0 && cats.every((c) => c === 'to-gy' || c === 'discard')) return -5;
    let v = 8;
    for (const c of cats) {
      switch (c) {
        case 'draw':
        case 'search':
          v += 40 - deckCost;
          break;
        case 'special-summon-from-deck':
          v -= deckCost;
          break;
        case 'send-deck-to-gy':
          // Milling one's own Deck costs cards a long duel needs.
          v -= 10 + 2 * deckCost;
          break;
        case 'special-summon':
        case 'fusion-summon':
        case 'ritual-summon':
          v += 35;
          break;
        case 'destroy':
        case 'banish':
        case 'to-deck':
          v += opp > 0 ? 25 + 8 * oppMonsters : -60;
          break;
        case 'control':
          v += oppMonsters > 0 ? 45 : -60;
          break;
        case 'damage':
          v += 15;
          break;
        case 'atk-change':
        case 'equip':
          v += board.monsters(true).length > 0 ? 10 : -30;
          break;
        case 'negate':
        case 'negate-summon':
          // On its own initiative there is nothing to negate.
          v += own ? -40 : 40;
          break;
        case 'hand-destruction':
        case 'deck-destruction':
        case 'discard':
        case 'to-gy':
          v += 2;
          break;
        default:
          break;
      }
    }
    return v;
  }

  private battleAction(board: Board, o: DecisionOption): number {
    if (o.kind !== 'attack') return 0;
    const me = board.byId.get(o.card ?? -1)?.card;
    const atk = me?.atk ?? 0;
    const t = o.data?.['target'];
    if (typeof t !== 'number' || t < 0) return 100 + atk / 100;
    const target = board.byId.get(t)?.card;
    if (!target || !target.faceUp) return atk >= 1700 ? 20 : -20;
    if (!target.defense) {
      const ta = target.atk ?? 0;
      return atk > ta ? 60 + ta / 100 : atk === ta ? -15 : -100;
    }
    return atk > (target.def ?? 0) ? 40 + (target.atk ?? 0) / 200 : -100;
  }

  private responseAction(board: Board, d: Decision, o: DecisionOption): number {
    if (o.kind !== 'activate') return 0;
    const last = board.view.chain[board.view.chain.length - 1];
    const opponentActing = last ? last.player !== d.player : board.view.turnPlayer !== d.player;
    // Never answer its own plays; answer the opponent's with what harms them.
    if (!opponentActing) return -20;
    const cats = categoriesOf(board, o);
    if (cats === null) return 5;
    if (cats.some((c) => HARMFUL.includes(c))) return 30;
    return this.effectValue(board, cats, false) - 20;
  }

  private position(board: Board, d: Decision, o: DecisionOption): number {
    void d;
    // The monster is the one being Summoned; without knowing it, Attack Position unless the opponent is stronger.
    const attack = o.kind === 'attack' || o.label.startsWith('Attack');
    return attack ? (board.opponentBestAtk() >= 2500 ? -1 : 1) : 0;
  }

  private target(board: Board, o: DecisionOption): number {
    const seen = board.byId.get(o.card ?? -1);
    if (!seen) return 0;
    // The opponent's most valuable card for harmful effects; its own most valuable for helpful ones.
    const v = worth(board, o.card);
    return seen.mine ? v / 2 : v;
  }

  private generic(board: Board, d: Decision, o: DecisionOption): number {
    if (d.kind === 'yes-no') return o.kind === 'yes' || o.label === 'Yes' ? 1 : 0;
    if (d.kind === 'select-position' || /position\?$/.test(d.prompt)) return this.position(board, d, o);
    if (d.kind === 'select-cards') {
      const seen = board.byId.get(o.card ?? -1);
      if (!seen) return 0;
      // Cards to bring out (GY, Extra Deck, opponent's) by value; cards to give up (hand, own field) the cheapest.
      if (seen.place === 'gy' || seen.place === 'extra' || !seen.mine) return worth(board, o.card);
      return -worth(board, o.card);
    }
    return 0;
  }
}

/** The best `min` options by score (or all with a positive score up to `max` when `most`), in score order. */
function pick(d: Decision, scores: readonly number[], most: boolean): number[] {
  const order = scores.map((_s, i) => i).sort((a, b) => scores[b]! - scores[a]!);
  const n = Math.min(d.max, d.options.length);
  let k = d.min;
  if (most) k = n;
  return order.slice(0, Math.max(k, Math.min(1, n)));
}
