/**
 * The turn (001 §6): Refresh → Draw → DON!! → Main → End. Continuous effects expire at the
 * points 001 §6-2-1 (start of turn), §6-6-1-2/3 (end of turn) and §7-1-5-3/4 (end of battle).
 */
import { Z, type Duration, type OptcgState } from '../types.ts';
import { fireTriggers } from './abilities.ts';
import { defAt } from '../cards/defs.ts';
import { condsHold, isNegated } from './power.ts';
import { addDonFromDeck, draw, ev, moveTo, opp } from './zones.ts';

/** Drop continuous effects of a duration (and ones whose card has become a new card). */
export function expire(g: OptcgState, dur: Duration, by?: 0 | 1): void {
  let w = 0;
  const mods = g.mods;
  for (let i = 0; i < mods.length; i++) {
    const m = mods[i]!;
    // "will not become active in the next Refresh Phase" (OP04-031, OP04-090) lasts until that Refresh Phase uses it.
    const gone =
      (m.dur === dur && (by === undefined || m.by === by) && m.flag !== 'noRefresh') || g.inst[m.c] !== m.inst;
    if (!gone) mods[w++] = m;
  }
  mods.length = w;
}

export function refreshPhase(g: OptcgState): void {
  const p = g.turnPlayer;
  if (g.phaseStep === 'start') {
    g.turnStart = g.steps;
    ev(g, { type: 'turn', turn: g.turn, player: p });
    // 001 §6-2-1: effects lasting until the start of this player's next turn end.
    expire(g, 'untilYourNextTurn', p);
    // 001 §6-2-2: "at the start of your turn" / "… of your opponent's turn" abilities; they
    // resolve before the DON!! return and untap below.
    g.phaseStep = 'untap';
    fireTriggers(g, 'startOfYourTurn', fieldCards(g, p));
    fireTriggers(g, 'startOfOpponentsTurn', fieldCards(g, opp(p)));
    return;
  }
  g.phaseStep = 'start';
  const ps = g.players[p];
  // 001 §6-2-3: given DON!! return to the cost area; 001 §6-2-4: everything becomes active.
  let back = g.don[ps.leader]!;
  g.don[ps.leader] = 0;
  g.rested[ps.leader] = 0;
  for (const c of ps.chars) {
    back += g.don[c]!;
    g.don[c] = 0;
    // "… will not become active in the next Refresh Phase" (OP05-094): the card's text wins (001 §1-3-1).
    if (!g.mods.some((m) => m.c === c && m.inst === g.inst[c] && m.flag === 'skipsRefresh') && !staysRested(g, c))
      g.rested[c] = 0;
  }
  // "… will not become active in your next Refresh Phase" (OP04-031; 001 §1-3-3: the prohibition wins): once.
  keepRested(g, [ps.leader, ...ps.chars]);
  if (ps.stage >= 0) g.rested[ps.stage] = 0;
  ps.donActive += ps.donRested + back;
  ps.donRested = 0;
  g.phase = 'draw';
}

export function drawPhase(g: OptcgState): void {
  // 001 §6-3-1: the first player does not draw on their first turn.
  if (g.turn !== 1) draw(g, g.turnPlayer, 1);
  g.phase = 'don';
}

export function donPhase(g: OptcgState): void {
  // 001 §6-4-1: 2 DON!!, 1 on the first player's first turn; 001 §6-4-2/3: fewer if the deck runs out.
  addDonFromDeck(g, g.turnPlayer, g.turn === 1 ? 1 : 2, true);
  g.phase = 'main';
  g.phaseStep = 'start';
  // 001 §6-5-1: "at the start of the Main Phase" abilities of both players.
  fireTriggers(g, 'startOfMain', [...fieldCards(g, g.turnPlayer), ...fieldCards(g, opp(g.turnPlayer))]);
}

/** The End Phase in its three timings; returns when it queued abilities or ended the turn. */
export function endPhase(g: OptcgState): void {
  const tp = g.turnPlayer,
    ntp = opp(tp);
  if (g.phaseStep === 'start') {
    atEndOfThisTurn(g);
    // 001 §6-6-1-1-2: all [End of Your Turn] first, then all [End of Your Opponent's Turn].
    g.phaseStep = 'end-of-opponents-turn';
    fireTriggers(g, 'endOfYourTurn', fieldCards(g, tp));
    return;
  }
  if (g.phaseStep === 'end-of-opponents-turn') {
    g.phaseStep = 'expire';
    fireTriggers(g, 'endOfOpponentsTurn', fieldCards(g, ntp));
    return;
  }
  // "Then, trash this Character at the end of this turn" (OP03-005): at the end of the turn, before "this turn"
  // effects end; trashing is not a K.O. (001 §10-2-1-3).
  for (const m of g.mods.slice())
    if (m.flag === 'trashAtEndOfTurn' && g.inst[m.c] === m.inst && g.zone[m.c] === Z.chars) {
      moveTo(g, m.c, Z.trash);
      ev(g, { type: 'trash', player: g.owner[m.c]!, card: m.c, code: g.code[m.c]!, from: 'character-area' });
    }
  // 001 §6-6-1-2 / §6-6-1-3: "until the end of the turn" and "this turn" effects end, turn player's first.
  expire(g, 'turn', tp);
  expire(g, 'turn', ntp);
  // "until the end of your opponent's next turn" (OP01-085): ends with the turn of the controller's opponent. An
  // effect made in the opponent's own turn would end with that turn (no pool card of block 1 does that).
  expire(g, 'untilEndOfOpponentsNextTurn', ntp);
  // "until the end of your next turn" (ST10-016's [Trigger], made in the opponent's turn): ends with the controller's
  // own turn. One made in the controller's own turn would end with that turn (no pool card of block 1 does that).
  expire(g, 'untilEndOfYourNextTurn', tp);
  ev(g, { type: 'turn-end', turn: g.turn, player: tp });
  // 001 §6-6-1-4: the other player's turn, unless a player is owed an extra turn (OP05-119: "take an extra turn
  // after this one"; 001 §1-3-1: the card's text wins). The turn after an extra turn is the opponent's as usual.
  const extra = g.extraTurns.shift();
  g.turn++;
  g.turnPlayer = extra ?? ntp;
  if (extra !== undefined) ev(g, { type: 'extra-turn', player: extra });
  g.phase = 'refresh';
  g.phaseStep = 'start';
}

/**
 * Effects an ability set up "at the end of this turn" (001 §6-6-1-1: they happen in the End Phase, with the
 * [End of Your Turn] abilities): "return this Character to the owner's hand" (OP04-009) and "set up to 1 of your
 * DON!! cards as active" (OP04-026, OP04-033). Each is done once, then dropped.
 */
function atEndOfThisTurn(g: OptcgState): void {
  const mods = g.mods;
  for (let i = 0; i < mods.length; i++) {
    const m = mods[i]!;
    if (m.flag !== 'toHandAtEndOfTurn' && m.flag !== 'donActiveAtEndOfTurn') continue;
    mods.splice(i--, 1);
    if (g.inst[m.c] !== m.inst) continue; // it left the field: a new card (001 §3-1-6)
    if (m.flag === 'toHandAtEndOfTurn') {
      if (g.zone[m.c] !== Z.chars) continue;
      ev(g, { type: 'bounce', player: g.owner[m.c]!, card: m.c, code: g.code[m.c]! });
      moveTo(g, m.c, Z.hand);
    } else {
      const ps = g.players[m.by];
      if (ps.donRested > 0) {
        ps.donRested--;
        ps.donActive++;
      }
    }
  }
}

/** Rested cards with "will not become active in the next Refresh Phase" stay rested, once (001 §6-2-4). */
function keepRested(g: OptcgState, cards: number[]): void {
  const mods = g.mods;
  for (let i = 0; i < mods.length; i++) {
    const m = mods[i]!;
    if (m.flag !== 'noRefresh' || !cards.includes(m.c)) continue;
    mods.splice(i--, 1);
    if (g.inst[m.c] === m.inst) g.rested[m.c] = 1;
  }
}

/** A permanent ability of a field card keeps c rested in Refresh Phases (OP05-040 Birdcage). */
function staysRested(g: OptcgState, c: number): boolean {
  for (let p = 0; p < 2; p++) {
    for (const s of fieldCards(g, p as 0 | 1)) {
      const d = defAt(g.code, s);
      if (!d.auras.some((a) => a.noRefresh === true) || isNegated(g, s)) continue;
      for (const a of d.auras)
        if (a.noRefresh === true && condsHold(g, a.if, s, p as 0 | 1) && a.to(g, s, c)) return true;
    }
  }
  return false;
}

export function fieldCards(g: OptcgState, p: 0 | 1): number[] {
  const ps = g.players[p];
  const out = [ps.leader, ...ps.chars];
  if (ps.stage >= 0) out.push(ps.stage);
  return out;
}
