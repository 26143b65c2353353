/**
 * Scenario builder for rule and card tests (and the conformance cases): put these cards in
 * these areas, set DON!!, start at a player's Main Phase, answer decisions by option label,
 * then look at areas, Life and power. Uses no test framework, so conformance can run it alone.
 */
import type { Decision, PlayerId } from '../core/decision.ts';
import type { Game, GameEvent } from '../core/game.ts';
import { ScenarioError, ScenarioPlay } from '../core/scenario.ts';
import type { OptcgDecision } from './decisions.ts';
import { defOf, makeDef, registerDef, type CardBehaviour } from './cards/defs.ts';
import { advance, clone, optcgGame } from './engine.ts';
import { power } from './rules/power.ts';
import { newState } from './rules/setup.ts';
import { moveTo } from './rules/zones.ts';
import { Z, type Keyword, type OptcgState } from './types.ts';

export interface CharSpec {
  code: string;
  rested?: boolean;
  don?: number;
  /** Played this turn (cannot attack without [Rush], 001 §3-7-4). */
  fresh?: boolean;
  /** A power change lasting this turn (001 §8-1-4-2), e.g. +2000 from an effect or a counter. */
  power?: number;
  /** Keywords granted this turn ([Rush], [Blocker], [Double Attack], [Banish], 001 §10-1). */
  keywords?: Keyword[];
  /** Its [Once Per Turn] ability has been used this turn (001 §10-2-13). */
  onceUsed?: boolean;
}

export interface SideSpec {
  leader: string;
  leaderRested?: boolean;
  leaderDon?: number;
  hand?: string[];
  chars?: (string | CharSpec)[];
  stage?: string;
  /** Life cards, top first. */
  life?: string[];
  /** Deck, top first; default 10 vanilla fillers. */
  deck?: string[];
  trash?: string[];
  donActive?: number;
  donRested?: number;
}

export interface ScenarioSpec {
  p0: SideSpec;
  p1: SideSpec;
  /** Turn number (default 3: both players past their first turn). */
  turn?: number;
  turnPlayer?: PlayerId;
  seed?: number;
}

export const FILLER = 'ST01-010';

export { ScenarioError };

/**
 * A running game: the kernel's answering and waiting half (src/core/scenario.ts: choose by id, card or label,
 * has, passUntil…) plus ONE PIECE's board-as-data setup (`Scenario.build`) and inspection.
 */
export class Scenario extends ScenarioPlay<OptcgState> {
  /** Events not taken yet (takeEvents). */
  private fresh = 0;

  constructor(g: OptcgState) {
    super(optcgGame as Game<OptcgState, unknown, unknown>, g);
  }

  get g(): OptcgState {
    return this.state;
  }

  static build(spec: ScenarioSpec): Scenario {
    const sides = [spec.p0, spec.p1];
    const lists = sides.map((s) => {
      const charCodes = (s.chars ?? []).map((c) => (typeof c === 'string' ? c : c.code));
      const deck = s.deck ?? new Array<string>(10).fill(FILLER);
      return {
        leader: s.leader,
        cards: [
          ...(s.hand ?? []),
          ...charCodes,
          ...(s.stage ? [s.stage] : []),
          ...(s.life ?? []),
          ...(s.trash ?? []),
          ...deck,
        ],
      };
    });
    const g = newState({ decks: [lists[0]!, lists[1]!] }, spec.seed ?? 1);
    g.turn = spec.turn ?? 3;
    g.turnPlayer = spec.turnPlayer ?? 0;
    g.firstPlayer = g.turn % 2 === 1 ? g.turnPlayer : g.turnPlayer === 0 ? 1 : 0;
    for (let p = 0; p < 2; p++) {
      const s = sides[p]!;
      const ps = g.players[p]!;
      const cards = ps.deck.slice(); // in list order
      ps.deck.length = 0;
      let i = 0;
      const take = (): number => cards[i++]!;
      for (const _ of s.hand ?? []) moveTo(g, take(), Z.hand);
      for (const c of s.chars ?? []) {
        const id = take();
        moveTo(g, id, Z.chars);
        const cs: Partial<CharSpec> = typeof c === 'string' ? {} : c;
        g.rested[id] = cs.rested ? 1 : 0;
        g.don[id] = cs.don ?? 0;
        g.played[id] = cs.fresh ? g.turn : 0;
        if (cs.onceUsed) g.opt[id] = g.turn;
        // Continuous effects "this turn" (001 §8-1-4-2), by the card's owner.
        if (cs.power !== undefined)
          g.mods.push({ c: id, inst: g.inst[id]!, by: p as PlayerId, dur: 'turn', power: cs.power });
        for (const kw of cs.keywords ?? [])
          g.mods.push({ c: id, inst: g.inst[id]!, by: p as PlayerId, dur: 'turn', kw });
      }
      if (s.stage) moveTo(g, take(), Z.stage);
      const life = (s.life ?? []).map(take);
      for (let k = life.length - 1; k >= 0; k--) moveTo(g, life[k]!, Z.life); // top first → last pushed is top
      for (const _ of s.trash ?? []) moveTo(g, take(), Z.trash);
      const deck = cards.slice(i);
      for (let k = deck.length - 1; k >= 0; k--) {
        g.zone[deck[k]!] = Z.deck;
        ps.deck.push(deck[k]!);
      }
      g.rested[ps.leader] = s.leaderRested ? 1 : 0;
      g.don[ps.leader] = s.leaderDon ?? 0;
      ps.donActive = s.donActive ?? 0;
      ps.donRested = s.donRested ?? 0;
      let given = g.don[ps.leader]!;
      for (const c of ps.chars) given += g.don[c]!;
      ps.donDeck = 10 - ps.donActive - ps.donRested - given;
      if (ps.donDeck < 0) throw new ScenarioError(`player ${p} has more than 10 DON!!`);
    }
    g.phase = 'main';
    g.phaseStep = 'start';
    g.events = [];
    advance(g);
    return new Scenario(g);
  }

  override get decision(): OptcgDecision | null {
    return this.g.decision;
  }

  /** The events since the last call (to look at what one action did). */
  takeEvents(): GameEvent[] {
    const e = this.log.slice(this.fresh);
    this.fresh = this.log.length;
    return e;
  }

  /** ONE PIECE passes: "pass", "no", "keep", "done". */
  protected override passOption(d: Decision): number {
    return d.options.findIndex((o) => o.kind === 'pass' || o.kind === 'no' || o.kind === 'keep');
  }

  // -- looking at the game --------------------------------------------------------------------

  /** The first card of player p with this number in a zone (default: anywhere). */
  id(p: PlayerId, code: string, zone?: number): number {
    for (let c = 0; c < this.g.code.length; c++) {
      if (this.g.owner[c] === p && this.g.code[c] === code && (zone === undefined || this.g.zone[c] === zone)) return c;
    }
    throw new ScenarioError(`player ${p} has no ${code}${zone === undefined ? '' : ` in zone ${zone}`}`);
  }

  codes(list: readonly number[]): string[] {
    return list.map((c) => this.g.code[c]!);
  }

  hand(p: PlayerId): string[] {
    return this.codes(this.g.players[p].hand);
  }

  chars(p: PlayerId): string[] {
    return this.codes(this.g.players[p].chars);
  }

  trash(p: PlayerId): string[] {
    return this.codes(this.g.players[p].trash);
  }

  life(p: PlayerId): number {
    return this.g.players[p].life.length;
  }

  power(c: number): number {
    return power(this.g, c);
  }

  leader(p: PlayerId): number {
    return this.g.players[p].leader;
  }

  copy(): Scenario {
    return new Scenario(clone(this.g));
  }
}

/**
 * Run `fn` with some card numbers given test behaviour (e.g. an [On K.O.] ability, which no
 * ST-01/ST-02 card has), restoring the real definitions afterwards.
 */
export function withCards<T>(cards: Record<string, CardBehaviour>, fn: () => T): T {
  const saved = Object.keys(cards).map((n) => defOf(n));
  try {
    for (const [n, b] of Object.entries(cards)) registerDef(makeDef(n, b, true));
    return fn();
  } finally {
    for (const d of saved) registerDef(d);
  }
}
