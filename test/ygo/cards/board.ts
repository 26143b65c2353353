/**
 * Card-scenario helpers on top of the shared scenario builder (test/ygo/support/scenario.ts): a board
 * given as data per player, decisions answered by label or by card passcode (Deck cards have hidden labels).
 */
import type { Decision, PlayerId } from '../../../src/core/decision.ts';
import { ygoGame } from '../../../src/ygo/game.ts';
import type { DuelState, Location } from '../../../src/ygo/state.ts';
import { scenario } from '../support/scenario.ts';
import { C } from '../../../src/ygo/cards/refs.ts';

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
  /** 'battle' starts at the Battle Step's first decision. */
  phase?: 'main1' | 'battle';
  players: [SideSetup, SideSetup];
}

function asField(x: number | FieldCard, defaultFaceUp: boolean): FieldCard {
  return typeof x === 'number' ? { code: x, faceUp: defaultFaceUp } : { faceUp: defaultFaceUp, ...x };
}

/** Build a duel with the given board, stopped at the turn player's first decision of that phase. */
export function board(setup: BoardSetup): DuelState {
  const tp = setup.turnPlayer ?? 0;
  const phase = setup.phase ?? 'main1';
  const b = scenario().turn(tp, phase);
  for (const p of [0, 1] as const) {
    const s = setup.players[p];
    if (s.lp !== undefined) b.lp(p, s.lp);
    if (s.hand?.length) b.hand(p, ...s.hand);
    // The builder lists the Deck top first.
    b.deck(
      p,
      ...(s.deck ?? []).slice().reverse(),
      C.DARK_MAGICIAN,
      C.DARK_MAGICIAN,
      C.DARK_MAGICIAN,
      C.DARK_MAGICIAN,
      C.DARK_MAGICIAN,
    );
    if (s.gy?.length) b.gy(p, ...s.gy);
    for (const m of s.monsters ?? []) {
      const f = asField(m, true);
      b.monster(p, f.code, !f.faceUp ? 'set' : f.defense ? 'defense' : 'attack');
    }
    for (const m of s.spells ?? []) {
      const f = asField(m, false);
      b.spellTrap(p, f.code, f.faceUp);
    }
    if (s.field !== undefined) {
      const f = asField(s.field, true);
      b.spellTrap(p, f.code, f.faceUp);
    }
  }
  const sc = b.start();
  // The Start Step may give priority first; go on to the Battle Step's attack declarations.
  if (phase === 'battle') sc.passUntil((x) => x.decision !== null && x.decision.prompt.startsWith('Battle Step'));
  ygoGame.drainEvents(sc.duel);
  return sc.duel;
}

/**
 * Answer, then take the first zone offered at each zone choice that follows (003 §3.3.2) and the GY order as
 * offered (003 §3.2.1): these card tests are about what the cards do, not where they stand (zone-choice.test.ts and
 * gy-order.test.ts in test/ygo/rules cover the choices).
 */
function answer(duel: DuelState, player: PlayerId, ans: readonly number[]): void {
  const r = ygoGame.respond(duel, player, ans);
  if (!r.ok) throw r.error;
  for (let d = ygoGame.decision(duel); d?.about === 'zone' || d?.about === 'gy-order'; d = ygoGame.decision(duel)) {
    answer(duel, d.player, d.options.map((_o, i) => i).slice(0, d.max));
  }
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
  const i = d.options.findIndex((o) =>
    typeof pattern === 'string' ? o.label.includes(pattern) : pattern.test(o.label),
  );
  if (i < 0)
    throw new Error(
      `no option matching ${String(pattern)} in "${d.prompt}": ${d.options.map((o) => o.label).join(' | ')}`,
    );
  return i;
}

/** Answer the pending decision with the options whose labels match (one pattern per option). */
export function pick(duel: DuelState, ...patterns: (string | RegExp)[]): void {
  const d = decision(duel);
  const ans = patterns.map((p) => indexOf(d, p));
  answer(duel, d.player, ans);
}

/** Does the pending decision offer an option matching the pattern? */
export function offers(duel: DuelState, pattern: string | RegExp): boolean {
  const d = ygoGame.decision(duel);
  return (
    !!d && d.options.some((o) => (typeof pattern === 'string' ? o.label.includes(pattern) : pattern.test(o.label)))
  );
}

/** Pass (or decline) until the predicate holds for the pending decision; refuse to loop forever. */
export function passUntil(duel: DuelState, until: (d: Decision) => boolean, limit = 50): void {
  for (let i = 0; i < limit; i++) {
    const d = decision(duel);
    if (until(d)) return;
    const pass = d.options.findIndex((o) => o.kind === 'pass');
    if (pass >= 0) {
      answer(duel, d.player, [pass]);
      continue;
    }
    if (d.min === 0) {
      answer(duel, d.player, []);
      continue;
    }
    throw new Error(`passUntil: cannot pass "${d.prompt}": ${d.options.map((o) => o.label).join(' | ')}`);
  }
  throw new Error('passUntil: too many decisions');
}

/** The uid of `player`'s card with this passcode in a zone (first found). */
export function uidOf(duel: DuelState, player: PlayerId, code: number, where?: Location): number {
  const c = duel.cards.find(
    (x) => x.code === code && x.owner === player && (where === undefined || x.location === where),
  );
  if (!c) throw new Error(`no card ${code} of player ${player}${where ? ` in ${where}` : ''}`);
  return c.uid;
}

/** Passcodes in a player's zone. */
export function codesIn(
  duel: DuelState,
  player: PlayerId,
  zone: 'hand' | 'gy' | 'banished' | 'deck' | 'mzone' | 'szone',
): number[] {
  const pl = duel.players[player];
  const list =
    zone === 'mzone' ? pl.mzone.filter((u) => u >= 0) : zone === 'szone' ? pl.szone.filter((u) => u >= 0) : pl[zone];
  return list.map((u) => duel.cards[u]!.code);
}

/** Answer a card choice with the options whose cards have these passcodes (labels may hide Deck cards). */
export function pickCards(duel: DuelState, ...codes: number[]): void {
  const d = decision(duel);
  const used = new Set<number>();
  const ans = codes.map((code) => {
    const i = d.options.findIndex(
      (o, j) => !used.has(j) && o.card !== undefined && o.card >= 0 && duel.cards[o.card]!.code === code,
    );
    if (i < 0) throw new Error(`no option for card ${code} in "${d.prompt}"`);
    used.add(i);
    return i;
  });
  answer(duel, d.player, ans);
}

/** Passcodes of the cards offered by the pending decision. */
export function offeredCodes(duel: DuelState): number[] {
  return decision(duel)
    .options.filter((o) => o.card !== undefined && o.card >= 0)
    .map((o) => duel.cards[o.card!]!.code);
}
