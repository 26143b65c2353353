/**
 * A scenario builder for rule and card tests (XMage-style): put these cards in these zones, start at
 * a phase of a turn, answer decisions by option label, assert zones, LP and ATK. Used by the tests and
 * by the conformance cases; it has no test-runner dependency.
 */
import type { Decision, PlayerId } from '../core/decision.ts';
import type { Game } from '../core/game.ts';
import { ScenarioError, ScenarioPlay } from '../core/scenario.ts';
import { storedDecision, ygoGame } from './game.ts';
import { newBattle, STAGE_AFTER_WINDOW } from './rules/battle.ts';
import { isExtraDeckMonster } from './card-stats.ts';
import { cardDef } from './cards/registry.ts';
import { run } from './rules/engine.ts';
import { createDuel } from './rules/setup.ts';
import { atkOf, defOf } from './rules/stats.ts';
import type { RuleSetId } from './rulesets.ts';
import type { YgoAbout, YgoDecision } from './decisions.ts';
import type { CardInstance, Counters, DamageTiming, DuelState, Location, Phase, SummonKind, Task } from './state.ts';

export type Position = 'attack' | 'defense' | 'set';

/** The placement questions a scenario leaves to its test (see ScenarioBuilder.askZones, askGyOrder). */
export interface PlacementAsked {
  zones: boolean;
  gyOrder: boolean;
}

interface Placement {
  code: number;
  player: PlayerId;
  where: Location;
  position?: Position;
  /** Set/Summoned this turn (so a Trap cannot be activated yet, a monster cannot change position). */
  thisTurn?: boolean;
  /** A monster's extra state (see MonsterOptions); an Equip or linked card's monster (index of its placement). */
  monster?: MonsterOptions;
  attachedTo?: number;
  /** A Spell & Trap Zone index (a Pendulum Zone), or a face-up Extra Deck card. */
  seq?: number;
  faceUp?: boolean;
  /** 003 §3.4.4: counters on the card (face-up on the field), and whether it placed them on itself. */
  counters?: { counts: Counters; own: boolean };
}

/** Where and how a monster is on the field, beyond its position (003 §3.2.1, §3.3.2, §3.6.3). */
export interface MonsterOptions {
  position?: Position;
  /** Summoned or Set this turn. */
  thisTurn?: boolean;
  /** An Extra Monster Zone (003 §3.2.1) instead of the first free Main Monster Zone. */
  zone?: 'extra-left' | 'extra-right';
  /** A Main Monster Zone (0–4) instead of the first free one. */
  mainZone?: number;
  /** It has declared an attack this turn (003 §3.6.3). */
  attacked?: boolean;
  /** How it came to the field (default: Normal Summon; 'set' when Set). */
  summon?: SummonKind;
  /** Counters on it. */
  counters?: number;
}

/** Where a scenario starts inside the Battle Phase (003 §3.6.3): the Battle Step, or a Damage Step timing's window. */
export type BattleStart = 'battle-step' | DamageTiming;

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
  private zonesAsked = false;
  private gyOrderAsked = false;
  private usedNormalSummon: [boolean, boolean] = [false, false];
  private battleStart: { at: BattleStart; attacker?: number; target?: number | 'direct' } | null = null;

  /** Ask even when a single action is legal (config.askAlways): "X was not offered" then needs no decoy card. */
  askAlways(on = true): this {
    this.asking = on;
    return this;
  }
  /** Let the test answer zone choices (003 §3.3.2) instead of taking the first zone offered. */
  askZones(on = true): this {
    this.zonesAsked = on;
    return this;
  }
  /** Let the test order cards sent to the GY together (003 §3.2.1) instead of taking the order offered. */
  askGyOrder(on = true): this {
    this.gyOrderAsked = on;
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
  /** 003 §3.2.1: face-up Pendulum Monsters in the Extra Deck (sent there from the field earlier), public. */
  extraFaceUp(player: PlayerId, ...codes: number[]): this {
    this.add(player, 'extra', codes);
    for (let i = this.placements.length - codes.length; i < this.placements.length; i++)
      this.placements[i]!.faceUp = true;
    return this;
  }
  /** 003 §3.2.1: a Pendulum Monster card in the player's left or right Pendulum Zone (activated in an earlier turn). */
  pendulumZone(player: PlayerId, code: number, side: 'left' | 'right'): this {
    this.add(player, 'szone', [code], 'attack');
    this.placements[this.placements.length - 1]!.seq = side === 'left' ? 0 : 4;
    return this;
  }
  monster(player: PlayerId, code: number, position: Position = 'attack', thisTurn = false): this {
    return this.add(player, 'mzone', [code], position, thisTurn);
  }
  /** A monster placed as data: zone (an Extra Monster Zone), position, per-turn flags, how it was Summoned, counters. */
  monsterWith(player: PlayerId, code: number, opts: MonsterOptions): this {
    this.add(player, 'mzone', [code], opts.position ?? 'attack', opts.thisTurn ?? false);
    this.placements[this.placements.length - 1]!.monster = opts;
    return this;
  }
  /**
   * An Equip Spell, or a card linked to a monster (Call of the Haunted), face-up on the field and attached to the
   * monster `toCode` placed before it (003 §3.3.3).
   */
  attach(player: PlayerId, code: number, toCode: number): this {
    const to = this.placements.findIndex((p) => p.code === toCode && p.where === 'mzone');
    if (to < 0) throw new ScenarioError(`attach: place monster ${toCode} first`);
    this.add(player, 'szone', [code], 'attack');
    this.placements[this.placements.length - 1]!.attachedTo = to;
    return this;
  }
  /** Xyz Materials attached to the Xyz Monster `toCode` placed before (003 §3.3.2), the first attached first. */
  xyzMaterials(player: PlayerId, toCode: number, ...codes: number[]): this {
    const to = this.placements.findIndex((p) => p.code === toCode && p.player === player && p.where === 'mzone');
    if (to < 0) throw new ScenarioError(`xyzMaterials: place monster ${toCode} first`);
    for (const code of codes) this.placements.push({ code, player, where: 'overlay', attachedTo: to });
    return this;
  }
  /**
   * 003 §3.4.4: counters on the card `code` of `player` placed last on the field (face-up), e.g. `{ spell: 2 }`;
   * `own`: its own effect placed them on itself (removed if it is negated, TC-109), else another card did (TC-110).
   */
  counters(player: PlayerId, code: number, counts: Counters, own = true): this {
    for (let i = this.placements.length - 1; i >= 0; i--) {
      const p = this.placements[i]!;
      if (p.code !== code || p.player !== player || !['mzone', 'szone', 'fzone'].includes(p.where)) continue;
      if (p.position === 'set') throw new ScenarioError('counters: a face-down card cannot hold counters (003 §3.4.4)');
      p.counters = { counts, own };
      return this;
    }
    throw new ScenarioError(`counters: place card ${code} of player ${player} on the field first`);
  }
  /** The player has already Normal Summoned or Set this turn (003 §3.3.2). */
  normalSummonUsed(player: PlayerId): this {
    this.usedNormalSummon[player] = true;
    return this;
  }
  /**
   * Start in the turn player's Battle Phase: in the Battle Step, or with `attacker` attacking `target` (a placed
   * monster of the opponent, or 'direct') at the window of a Damage Step timing (003 §3.6.3).
   */
  battle(at: BattleStart, attacker?: number, target?: number | 'direct'): this {
    this.battleStart = {
      at,
      ...(attacker !== undefined ? { attacker } : {}),
      ...(target !== undefined ? { target } : {}),
    };
    this.startPhase = 'battle';
    return this;
  }
  /** A Spell/Trap on the field: Set (face-down, since an earlier turn unless thisTurn) or face-up. */
  spellTrap(player: PlayerId, code: number, faceUp = false, thisTurn = false): this {
    const def = cardDef(code);
    return this.add(player, def.spellType === 'field' ? 'fzone' : 'szone', [code], faceUp ? 'attack' : 'set', thisTurn);
  }

  private battleTasks(duel: DuelState, placed: readonly number[]): Task[] {
    const uidOf = (code: number, player: PlayerId): number => {
      const i = this.placements.findIndex((p) => p.code === code && p.player === player && p.where === 'mzone');
      if (i < 0) throw new ScenarioError(`no monster ${code} of player ${player} placed`);
      return placed[i]!;
    };
    return battleTasksFor(duel, this.battleStart!, uidOf);
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
    /** The card instance of each placement, by placement index. */
    const placed: number[] = [];
    for (const p of this.placements) {
      const c = take(p.player, p.code);
      placed.push(c.uid);
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
          // 003 §3.2.1: a face-up Pendulum Monster there was properly on the field before.
          c.faceUp = p.faceUp === true;
          break;
        case 'mzone': {
          const m = p.monster;
          if (m?.zone !== undefined) {
            // 003 §3.2.1: the Extra Monster Zones are shared; seq 5 and 6.
            const e = m.zone === 'extra-left' ? 0 : 1;
            if (duel.emz[e]! >= 0) throw new ScenarioError(`the ${m.zone} Extra Monster Zone is taken`);
            duel.emz[e] = c.uid;
            c.seq = 5 + e;
          } else {
            const seq = m?.mainZone ?? pl.mzone.indexOf(-1);
            if (seq < 0 || pl.mzone[seq]! >= 0) throw new ScenarioError('too many monsters, or that zone is taken');
            pl.mzone[seq] = c.uid;
            c.seq = seq;
          }
          c.faceUp = p.position !== 'set';
          c.defense = p.position !== 'attack';
          c.summon = m?.summon ?? (p.position === 'set' ? 'set' : 'normal');
          c.properlySummoned = true;
          // An Extra Deck monster on the field came from the Extra Deck ("Special Summoned from the Extra Deck").
          if (isExtraDeckMonster(cardDef(c.code))) c.previous = 'extra';
          if (m?.attacked) c.attacks = 1;
          if (m?.counters !== undefined) c.counter = m.counters;
          break;
        }
        case 'szone': {
          const seq = p.seq ?? pl.szone.indexOf(-1);
          if (pl.szone[seq]! >= 0) throw new ScenarioError(`Spell & Trap Zone ${seq + 1} is taken`);
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
    this.placements.forEach((p, i) => {
      if (!p.counters) return;
      const c = duel.cards[placed[i]!]!;
      c.counters = { ...p.counters.counts };
      if (p.counters.own) c.ownCounters = { ...p.counters.counts };
    });
    // Attachments: an Equip Spell or linked card names its monster (003 §3.3.3); Xyz Materials go under theirs.
    this.placements.forEach((p, i) => {
      if (p.attachedTo === undefined) return;
      if (p.where === 'overlay') {
        const host = duel.cards[placed[p.attachedTo]!]!;
        const m = duel.cards[placed[i]!]!;
        host.overlay.push(m.uid);
        m.seq = host.uid;
        m.controller = host.controller;
        m.faceUp = true;
        return;
      }
      duel.cards[placed[i]!]!.equipTarget = placed[p.attachedTo]!;
    });
    for (const p of [0, 1] as const) if (this.usedNormalSummon[p]) duel.players[p].normalSummons = 1;
    // Deck: listed top first; the top is the end of the array.
    for (const p of [0, 1] as const) duel.players[p].deck = deckOrder[p].reverse();
    duel.players[0].lp = this.lps[0];
    duel.players[1].lp = this.lps[1];
    duel.turn = this.turnNumber;
    duel.turnPlayer = this.turnPlayer;
    duel.firstPlayer = (this.turnNumber % 2 === 1 ? this.turnPlayer : 1 - this.turnPlayer) as PlayerId;
    duel.phase = this.startPhase;
    duel.events = [];
    duel.tasks = this.battleStart
      ? this.battleTasks(duel, placed)
      : [{ k: 'phase', ph: this.startPhase, stage: 'enter' }];
    run(duel);
    return new Scenario(duel, { zones: this.zonesAsked, gyOrder: this.gyOrderAsked });
  }
}

/** The tasks of a start inside the Battle Phase (003 §3.6.3): the Battle Step's window, or a Damage Step timing's. */
function battleTasksFor(
  duel: DuelState,
  start: { at: BattleStart; attacker?: number; target?: number | 'direct' },
  uidOf: (code: number, player: PlayerId) => number,
): Task[] {
  const tp = duel.turnPlayer;
  duel.battleStep = 'battle';
  // The phase task after the Battle Step's window: the End Step comes next.
  const tasks: Task[] = [
    { k: 'phase', ph: 'battle', stage: 'end-step' },
    { k: 'window', kind: 'battle', who: tp, passes: 0 },
  ];
  if (start.at === 'battle-step') return tasks;
  if (start.attacker === undefined) throw new ScenarioError('a Damage Step start needs an attacker');
  const a = duel.cards[uidOf(start.attacker, tp)]!;
  const target =
    start.target === undefined || start.target === 'direct' ? -1 : uidOf(start.target, (1 - tp) as PlayerId);
  a.attacks = 1;
  duel.hadBattle = true;
  duel.battle = { ...newBattle(duel, a.uid, target), timing: start.at };
  // 003 §3.6.3: the window of that timing is open; the Damage Step then goes on from the next one.
  tasks.push(
    { k: 'damage-step', stage: STAGE_AFTER_WINDOW[start.at] },
    { k: 'window', kind: 'damage', who: tp, passes: 0 },
  );
  return tasks;
}

export function scenario(): ScenarioBuilder {
  return new ScenarioBuilder();
}

/**
 * A running duel: the kernel's answering and waiting half (src/core/scenario.ts: choose by id, card or label,
 * has, passUntil…) plus Yu-Gi-Oh!'s named waits and board inspection.
 */
export class Scenario extends ScenarioPlay<DuelState> {
  constructor(
    readonly duel: DuelState,
    /**
     * Which placement questions the test answers itself: zones (003 §3.3.2; otherwise the first zone offered) and
     * the GY order of cards sent together (003 §3.2.1; otherwise the order offered).
     */
    private readonly placement: PlacementAsked = { zones: false, gyOrder: false },
  ) {
    super(ygoGame as Game<DuelState, unknown, unknown>, duel);
    this.settle();
  }

  /**
   * A placement question the test did not ask to see is answered by itself: the first zone offered (the leftmost
   * free one), the GY order as offered.
   */
  protected override automatic(d: Decision): readonly number[] | null {
    if (d.about === 'zone' && !this.placement.zones) return [0];
    if (d.about === 'gy-order' && !this.placement.gyOrder) return d.options.map((_o, i) => i);
    return null;
  }

  /** The pending decision as the duel stores it (one object per decision: tests may compare them). */
  override get decision(): YgoDecision | null {
    return storedDecision(this.duel);
  }

  /** Passing in Yu-Gi-Oh!: "Pass", or moving on to the next phase (not into the Battle Phase). */
  protected override passOption(d: Decision): number {
    const pass = d.options.findIndex((o) => o.kind === 'pass' || o.kind === 'no');
    if (pass >= 0) return pass;
    return d.options.findIndex((o) => o.kind === 'phase' && o.data?.['to'] !== 'battle');
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
      case 'overlay':
        // Xyz Materials `player` owns, under whichever Xyz Monster.
        return this.cards(player, 'overlay').map((c) => c.code);
      case 'gone':
        // Tokens of this owner that left the field and vanished (003 §3.3.2), in creation order.
        return this.cards(player, 'gone').map((c) => c.code);
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
