/**
 * A small board builder for card scenario tests (until test/ygo/support/scenario.ts exists):
 * put cards by passcode in zones, start in a given phase, answer decisions by option label.
 */
import type { Decision, PlayerId } from '../../../src/core/decision.ts';
import { ygoGame } from '../../../src/ygo/game.ts';
import { run } from '../../../src/ygo/rules/engine.ts';
import { createDuel } from '../../../src/ygo/rules/setup.ts';
import type { DuelState, Location } from '../../../src/ygo/state.ts';

export interface FieldCard {
  code: number;
  faceUp?: boolean;
  defense?: boolean;
}

export interface SideSetup {
  lp?: number;
  hand?: number[];
  /** Top of the Deck last. */
  deck?: number[];
  gy?: number[];
  monsters?: (number | FieldCard)[];
  /** Face-down (Set) unless faceUp is given. */
  spells?: (number | FieldCard)[];
  field?: number | FieldCard;
}

export interface BoardSetup {
  /** Turn player (default 0). The turn number is 3, so Set cards are old enough to activate. */
  turnPlayer?: PlayerId;
  phase?: 'main1' | 'battle';
  players: [SideSetup, SideSetup];
}

const FILLER = 46986414; // Dark Magician: a vanilla card to keep Decks non-empty

function asField(x: number | FieldCard, defaultFaceUp: boolean): FieldCard {
  return typeof x === 'number' ? { code: x, faceUp: defaultFaceUp } : { faceUp: defaultFaceUp, ...x };
}

/** Build a duel with the given board, stopped at the turn player's first decision of that phase. */
export function board(setup: BoardSetup): DuelState {
  const codes = (s: SideSetup): number[] => {
    const out = [...(s.hand ?? []), ...(s.deck ?? []), ...(s.gy ?? [])];
    for (const m of s.monsters ?? []) out.push(asField(m, true).code);
    for (const m of s.spells ?? []) out.push(asField(m, false).code);
    if (s.field !== undefined) out.push(asField(s.field, true).code);
    // Keep a few cards in each Deck so nobody decks out during a scenario.
    for (let i = 0; i < 5; i++) out.push(FILLER);
    return out;
  };
  const tp = setup.turnPlayer ?? 0;
  const duel = createDuel({ rules: 'master-rule-2020', decks: [{ main: codes(setup.players[0]), extra: [] }, { main: codes(setup.players[1]), extra: [] }], firstPlayer: 0 }, 1);
  duel.tasks = [];
  duel.turn = 3;
  duel.turnPlayer = tp;
  for (const p of [0, 1] as const) {
    const s = setup.players[p];
    const pl = duel.players[p];
    if (s.lp !== undefined) pl.lp = s.lp;
    const pool = pl.deck.slice();
    pl.deck = [];
    const take = (code: number): number => {
      const i = pool.findIndex((u) => duel.cards[u]!.code === code);
      if (i < 0) throw new Error(`board: no card ${code} left for player ${p}`);
      return pool.splice(i, 1)[0]!;
    };
    const put = (uid: number, loc: Location, seq: number, faceUp: boolean, defense: boolean): void => {
      const c = duel.cards[uid]!;
      c.location = loc;
      c.seq = seq;
      c.faceUp = faceUp;
      c.defense = defense;
      c.turnIn = 1;
      c.positionTurn = 1;
      if (loc === 'mzone') {
        c.summon = 'normal';
        c.properlySummoned = true;
      }
    };
    for (const code of s.hand ?? []) {
      const u = take(code);
      put(u, 'hand', -1, false, false);
      pl.hand.push(u);
    }
    for (const code of s.gy ?? []) {
      const u = take(code);
      put(u, 'gy', -1, true, false);
      pl.gy.push(u);
    }
    (s.monsters ?? []).forEach((m, i) => {
      const f = asField(m, true);
      const u = take(f.code);
      put(u, 'mzone', i, f.faceUp!, f.defense ?? !f.faceUp);
      pl.mzone[i] = u;
    });
    (s.spells ?? []).forEach((m, i) => {
      const f = asField(m, false);
      const u = take(f.code);
      put(u, 'szone', i, f.faceUp!, false);
      pl.szone[i] = u;
    });
    if (s.field !== undefined) {
      const f = asField(s.field, true);
      const u = take(f.code);
      put(u, 'fzone', 0, f.faceUp!, false);
      pl.fzone = u;
    }
    const deckCodes = s.deck ?? [];
    const deck: number[] = [];
    for (const code of deckCodes) deck.push(take(code));
    // Fillers at the bottom, the listed cards on top in the given order.
    for (const u of pool) put(u, 'deck', -1, false, false);
    for (const u of deck) put(u, 'deck', -1, false, false);
    pl.deck = pool.concat(deck);
  }
  const phase = setup.phase ?? 'main1';
  duel.phase = phase;
  duel.tasks.push({ k: 'phase', ph: phase, stage: 1 });
  if (phase === 'battle') {
    duel.battleStep = 'battle';
    duel.tasks[0]!['stage'] = 2;
    duel.tasks.push({ k: 'window', kind: 'battle', who: tp, passes: 0 });
  } else {
    duel.tasks.push({ k: 'window', kind: 'main', who: tp, passes: 0 });
  }
  run(duel);
  ygoGame.drainEvents(duel);
  return duel;
}

export function decision(duel: DuelState): Decision {
  const d = ygoGame.decision(duel);
  if (!d) throw new Error(`no decision pending (result: ${JSON.stringify(duel.result)})`);
  return d;
}

export function labels(duel: DuelState): string[] {
  return decision(duel).options.map((o) => o.label);
}

function indexOf(d: Decision, pattern: string | RegExp): number {
  const i = d.options.findIndex((o) => (typeof pattern === 'string' ? o.label.includes(pattern) : pattern.test(o.label)));
  if (i < 0) throw new Error(`no option matching ${String(pattern)} in "${d.prompt}": ${d.options.map((o) => o.label).join(' | ')}`);
  return i;
}

/** Answer the pending decision with the options whose labels match (one pattern per option). */
export function pick(duel: DuelState, ...patterns: (string | RegExp)[]): void {
  const d = decision(duel);
  const ans = patterns.map((p) => indexOf(d, p));
  const r = ygoGame.respond(duel, d.player, ans);
  if (!r.ok) throw r.error;
}

/** Does the pending decision offer an option matching the pattern? */
export function offers(duel: DuelState, pattern: string | RegExp): boolean {
  const d = ygoGame.decision(duel);
  return !!d && d.options.some((o) => (typeof pattern === 'string' ? o.label.includes(pattern) : pattern.test(o.label)));
}

/** Pass (or decline) until the predicate holds for the pending decision; refuse to loop forever. */
export function passUntil(duel: DuelState, until: (d: Decision) => boolean, limit = 50): void {
  for (let i = 0; i < limit; i++) {
    const d = decision(duel);
    if (until(d)) return;
    const pass = d.options.findIndex((o) => o.kind === 'pass');
    if (pass >= 0) {
      const r = ygoGame.respond(duel, d.player, [pass]);
      if (!r.ok) throw r.error;
      continue;
    }
    if (d.min === 0) {
      const r = ygoGame.respond(duel, d.player, []);
      if (!r.ok) throw r.error;
      continue;
    }
    throw new Error(`passUntil: cannot pass "${d.prompt}": ${d.options.map((o) => o.label).join(' | ')}`);
  }
  throw new Error('passUntil: too many decisions');
}

/** The uid of `player`'s card with this passcode in a zone (first found). */
export function uidOf(duel: DuelState, player: PlayerId, code: number, where?: Location): number {
  const c = duel.cards.find((x) => x.code === code && x.owner === player && (where === undefined || x.location === where));
  if (!c) throw new Error(`no card ${code} of player ${player}${where ? ` in ${where}` : ''}`);
  return c.uid;
}

/** Passcodes in a player's zone. */
export function codesIn(duel: DuelState, player: PlayerId, zone: 'hand' | 'gy' | 'banished' | 'deck' | 'mzone' | 'szone'): number[] {
  const pl = duel.players[player];
  const list = zone === 'mzone' ? pl.mzone.filter((u) => u >= 0) : zone === 'szone' ? pl.szone.filter((u) => u >= 0) : pl[zone];
  return list.map((u) => duel.cards[u]!.code);
}

/** Answer a card choice with the options whose cards have these passcodes (labels may hide Deck cards). */
export function pickCards(duel: DuelState, ...codes: number[]): void {
  const d = decision(duel);
  const used = new Set<number>();
  const ans = codes.map((code) => {
    const i = d.options.findIndex((o, j) => !used.has(j) && o.card !== undefined && o.card >= 0 && duel.cards[o.card]!.code === code);
    if (i < 0) throw new Error(`no option for card ${code} in "${d.prompt}"`);
    used.add(i);
    return i;
  });
  const r = ygoGame.respond(duel, d.player, ans);
  if (!r.ok) throw r.error;
}

/** Passcodes of the cards offered by the pending decision. */
export function offeredCodes(duel: DuelState): number[] {
  return decision(duel).options.filter((o) => o.card !== undefined && o.card >= 0).map((o) => duel.cards[o.card!]!.code);
}
