/**
 * A scenario builder for rule and card tests (XMage-style): put these cards in these zones, start at
 * a phase of a turn, answer decisions by option label, assert zones, LP and ATK. Used by the tests and
 * by the conformance cases; it has no test-runner dependency.
 */
import type { Decision, PlayerId } from '../core/decision.ts';
import type { Game } from '../core/game.ts';
import { ScenarioError, ScenarioPlay, type OptionRef } from '../core/scenario.ts';
import { ygoGame } from './game.ts';
import { cardDef } from './cards/registry.ts';
import { run } from './rules/engine.ts';
import { createDuel } from './rules/setup.ts';
import { atkOf, defOf } from './rules/stats.ts';
import type { RuleSetId } from './rulesets.ts';
import type { YgoAbout, YgoDecision } from './decisions.ts';
import type { CardInstance, DuelState, Location, Phase } from './state.ts';

export type Position = 'attack' | 'defense' | 'set';

interface Placement {
  code: number;
  player: PlayerId;
  where: Location;
  position?: Position;
  /** Set/Summoned this turn (so a Trap cannot be activated yet, a monster cannot change position). */
  thisTurn?: boolean;
}

export { ScenarioError };

export class ScenarioBuilder {
  private placements: Placement[] = [];
  private lps: [number, number] = [8000, 8000];
  private turnPlayer: PlayerId = 0;
  private turnNumber = 3;
  private startPhase: Phase = 'main1';
  private ruleSet: RuleSetId = 'master-rule-2020';
  private seed: number | string = 1;
  private asking = false;

  /** Ask even when a single action is legal (config.askAlways): "X was not offered" then needs no decoy card. */
  askAlways(on = true): this {
    this.asking = on;
    return this;
  }
  rules(id: RuleSetId): this {
    this.ruleSet = id;
    return this;
  }
  withSeed(seed: number | string): this {
    this.seed = seed;
    return this;
  }
  /** Whose turn, which turn number (default 3: both players have had a turn), which phase. */
  turn(player: PlayerId, phase: Phase = 'main1', turnNumber = 3): this {
    this.turnPlayer = player;
    this.startPhase = phase;
    this.turnNumber = turnNumber;
    return this;
  }
  lp(player: PlayerId, lp: number): this {
    this.lps[player] = lp;
    return this;
  }
  private add(
    player: PlayerId,
    where: Location,
    codes: readonly number[],
    position?: Position,
    thisTurn?: boolean,
  ): this {
    for (const code of codes)
      this.placements.push({
        code,
        player,
        where,
        ...(position ? { position } : {}),
        ...(thisTurn ? { thisTurn } : {}),
      });
    return this;
  }
  hand(player: PlayerId, ...codes: number[]): this {
    return this.add(player, 'hand', codes);
  }
  /** Deck cards, listed top first. */
  deck(player: PlayerId, ...codes: number[]): this {
    return this.add(player, 'deck', codes);
  }
  gy(player: PlayerId, ...codes: number[]): this {
    return this.add(player, 'gy', codes);
  }
  banished(player: PlayerId, ...codes: number[]): this {
    return this.add(player, 'banished', codes);
  }
  extra(player: PlayerId, ...codes: number[]): this {
    return this.add(player, 'extra', codes);
  }
  monster(player: PlayerId, code: number, position: Position = 'attack', thisTurn = false): this {
    return this.add(player, 'mzone', [code], position, thisTurn);
  }
  /** A Spell/Trap on the field: Set (face-down, since an earlier turn unless thisTurn) or face-up. */
  spellTrap(player: PlayerId, code: number, faceUp = false, thisTurn = false): this {
    const def = cardDef(code);
    return this.add(player, def.spellType === 'field' ? 'fzone' : 'szone', [code], faceUp ? 'attack' : 'set', thisTurn);
  }

  start(): Scenario {
    const decks: [{ main: number[]; extra: number[] }, { main: number[]; extra: number[] }] = [
      { main: [], extra: [] },
      { main: [], extra: [] },
    ];
    for (const p of this.placements) (p.where === 'extra' ? decks[p.player].extra : decks[p.player].main).push(p.code);
    const duel = createDuel(
      { rules: this.ruleSet, decks, firstPlayer: 0, ...(this.asking ? { askAlways: true } : {}) },
      this.seed,
    );
    // Take every card out of its starting pile, then place them as asked.
    for (const pl of duel.players) {
      pl.deck = [];
      pl.extra = [];
    }
    const used = new Set<number>();
    const take = (player: PlayerId, code: number): CardInstance => {
      const c = duel.cards.find((x) => x.owner === player && x.code === code && !used.has(x.uid));
      if (!c) throw new ScenarioError(`no card ${code} for player ${player}`);
      used.add(c.uid);
      return c;
    };
    const deckOrder: [number[], number[]] = [[], []];
    for (const p of this.placements) {
      const c = take(p.player, p.code);
      const pl = duel.players[p.player];
      c.location = p.where;
      c.turnIn = p.thisTurn ? this.turnNumber : this.turnNumber - 1;
      c.positionTurn = c.turnIn;
      switch (p.where) {
        case 'hand':
          pl.hand.push(c.uid);
          break;
        case 'deck':
          deckOrder[p.player].push(c.uid);
          break;
        case 'gy':
          c.faceUp = true;
          pl.gy.push(c.uid);
          break;
        case 'banished':
          c.faceUp = true;
          pl.banished.push(c.uid);
          break;
        case 'extra':
          pl.extra.push(c.uid);
          break;
        case 'mzone': {
          const seq = pl.mzone.indexOf(-1);
          if (seq < 0) throw new ScenarioError('too many monsters');
          pl.mzone[seq] = c.uid;
          c.seq = seq;
          c.faceUp = p.position !== 'set';
          c.defense = p.position !== 'attack';
          c.summon = p.position === 'set' ? 'set' : 'normal';
          c.properlySummoned = true;
          break;
        }
        case 'szone': {
          const seq = pl.szone.indexOf(-1);
          pl.szone[seq] = c.uid;
          c.seq = seq;
          c.faceUp = p.position !== 'set';
          break;
        }
        case 'fzone':
          pl.fzone = c.uid;
          c.seq = 0;
          c.faceUp = p.position !== 'set';
          break;
      }
    }
    // Deck: listed top first; the top is the end of the array.
    for (const p of [0, 1] as const) duel.players[p].deck = deckOrder[p].reverse();
    duel.players[0].lp = this.lps[0];
    duel.players[1].lp = this.lps[1];
    duel.turn = this.turnNumber;
    duel.turnPlayer = this.turnPlayer;
    duel.firstPlayer = (this.turnNumber % 2 === 1 ? this.turnPlayer : 1 - this.turnPlayer) as PlayerId;
    duel.phase = this.startPhase;
    duel.events = [];
    duel.tasks = [{ k: 'phase', ph: this.startPhase, stage: 'enter' }];
    run(duel);
    return new Scenario(duel);
  }
}

export function scenario(): ScenarioBuilder {
  return new ScenarioBuilder();
}

/**
 * A running duel: the kernel's answering and waiting half (src/core/scenario.ts: choose by id, card or label,
 * has, passUntil…) plus Yu-Gi-Oh!'s named waits and board inspection.
 */
export class Scenario extends ScenarioPlay<DuelState> {
  constructor(readonly duel: DuelState) {
    super(ygoGame as Game<DuelState, unknown, unknown>, duel);
  }

  /** The pending decision as the duel stores it (one object per decision: tests may compare them). */
  override get decision(): YgoDecision | null {
    return this.duel.result ? null : this.duel.pending;
  }

  /** Is an option whose label contains `text` (or named by `ref`) offered now? */
  hasOption(ref: OptionRef): boolean {
    return this.has(ref);
  }

  /** Passing in Yu-Gi-Oh!: "Pass", or moving on to the next phase (not into the Battle Phase). */
  protected override passOption(d: Decision): number {
    const pass = d.options.findIndex((o) => o.kind === 'pass' || o.kind === 'no');
    if (pass >= 0) return pass;
    return d.options.findIndex((o) => o.kind === 'phase' && o.data?.['to'] !== 'battle');
  }

  /** Pass while the pending decision does not offer `text`. */
  passUntilOption(text: string, max = 200): this {
    return this.passUntilOffered(text, max);
  }

  // ---- named waits ----
  /** Pass until the chain has resolved and the turn player has priority again with nothing pending. */
  resolveChain(max = 200): this {
    return this.passUntil(
      (x) => x.duel.chain.length === 0 && !x.duel.resolving && x.decision?.player === x.duel.turnPlayer,
      max,
    );
  }

  /** Pass until the turn player's Main Phase open state (003 §3.6.2), this turn or a later one. */
  toOpenState(max = 200): this {
    return this.passUntil((x) => x.decision?.about === 'main-phase-action', max);
  }

  /** Pass until turn `turn` (its first decision). */
  toTurn(turn: number, max = 400): this {
    return this.passUntil((x) => x.duel.turn >= turn, max);
  }

  /** Pass until a decision of the given `about` (a Damage Step timing, a chain response…). */
  until(about: YgoAbout, max = 200): this {
    return this.passUntil((x) => x.decision?.about === about, max);
  }

  // ---- inspection ----
  /** Cards in a location: on the field those `player` controls, elsewhere those `player` owns. */
  cards(player: PlayerId, where: Location): CardInstance[] {
    const field = where === 'mzone' || where === 'szone' || where === 'fzone';
    return this.duel.cards.filter((c) => c.location === where && (field ? c.controller : c.owner) === player);
  }
  /** Passcodes in a zone (GY/banished/hand in pile order; field cards of the controller). */
  codes(player: PlayerId, where: Location): number[] {
    const pl = this.duel.players[player];
    const pile = (arr: number[]): number[] => arr.map((u) => this.duel.cards[u]!.code);
    switch (where) {
      case 'hand':
        return pile(pl.hand);
      case 'deck':
        return pile(pl.deck).reverse();
      case 'gy':
        return pile(pl.gy);
      case 'banished':
        return pile(pl.banished);
      case 'extra':
        return pile(pl.extra);
      case 'mzone':
        return pile(pl.mzone.filter((u) => u >= 0)).concat(
          pile(this.duel.emz.filter((u) => u >= 0 && this.duel.cards[u]!.controller === player)),
        );
      case 'szone':
        return pile(pl.szone.filter((u) => u >= 0));
      case 'fzone':
        return pl.fzone >= 0 ? [this.duel.cards[pl.fzone]!.code] : [];
    }
  }
  /** The (first) card with this passcode, optionally of an owner / in a location. */
  find(code: number, where?: Location, owner?: PlayerId): CardInstance {
    const c = this.duel.cards.find(
      (x) =>
        x.code === code && (where === undefined || x.location === where) && (owner === undefined || x.owner === owner),
    );
    if (!c) throw new ScenarioError(`card ${code} not found${where ? ` in ${where}` : ''}`);
    return c;
  }
  atk(code: number, owner?: PlayerId): number {
    return atkOf(this.duel, this.find(code, 'mzone', owner));
  }
  def(code: number, owner?: PlayerId): number {
    return defOf(this.duel, this.find(code, 'mzone', owner));
  }
  lp(player: PlayerId): number {
    return this.duel.players[player].lp;
  }
}
