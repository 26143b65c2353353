/**
 * The Main Phase (001 §6-5): play cards (§6-5-3), activate [Activate: Main] (§6-5-4),
 * give DON!! (§6-5-5), battle (§6-5-6), end the turn (§6-5-2-1). Every legal action is an
 * option; nothing illegal is.
 */
import type { DecisionOption } from '../../core/decision.ts';
import { RuleError } from '../../core/decision.ts';
import { defAt } from '../cards/defs.ts';
import { Z, type OptcgState } from '../types.ts';
import { abilityReady, eventActivated, fireOnField, startAbility } from './abilities.ts';
import { askRule, cardLabel } from './ask.ts';
import { cardId } from '../decisions.ts';
import { declareAttack } from './battle.ts';
import { CHAR_LIMIT, placeCard, trashForRoom } from './play.ts';
import {
  canAttackActive,
  canAttackCharactersWhenPlayed,
  condsHold,
  cost,
  hasFlag,
  hasKeyword,
  isNegated,
  spendCostReductions,
} from './power.ts';
import { ev, giveDon, moveTo, opp, restDon } from './zones.ts';

/** Can this card attack now (001 §6-5-6-1, §3-7-4, §10-1-1)? */
export function canAttack(g: OptcgState, c: number): boolean {
  // 001 §6-5-6-1: no battle on either player's first turn.
  if (g.turn <= 2) return false;
  if (g.rested[c] !== 0) return false; // 001 §7-1-1-1: the attacker must be active
  if (justPlayedWithoutRush(g, c) && !canAttackCharactersWhenPlayed(g, c)) return false; // 001 §3-7-4
  // 001 §1-3-1 / §1-3-3 (card text over the rules; a prohibition wins): "cannot attack until …" (OP01-085).
  if (hasFlag(g, c, 'cannotAttack')) return false;
  // "This Leader cannot attack" (OP03-058, OP04-001, OP04-039): a permanent ability of the card (001 §1-3-3).
  if (hasGain(g, c, 'cannotAttack')) return false;
  return true;
}

/** A Character played this turn without [Rush] (001 §3-7-4). */
function justPlayedWithoutRush(g: OptcgState, c: number): boolean {
  return g.zone[c] === Z.chars && g.played[c] === g.turn && !hasKeyword(g, c, 'rush');
}

/** A permanent ability of c with this flag whose condition holds (and c is not negated, 001 §8-2). */
function hasGain(g: OptcgState, c: number, flag: 'cannotAttack' | 'noLeaderAttackWhenPlayed'): boolean {
  const d = defAt(g.code, c);
  if (!d.gains.some((x) => x[flag] === true) || isNegated(g, c)) return false;
  return d.gains.some((x) => x[flag] === true && condsHold(g, x.if, c, g.owner[c]!));
}

/**
 * Can `a` attack `t` (001 §7-1-1-1: the opponent's Leader or one of their rested Characters; "can also attack your
 * opponent's active Characters", OP01-021, widens it)? A permanent "your opponent cannot attack any card other than
 * …" of the defender's cards (OP01-051) narrows it (001 §1-3-1, §1-3-3).
 */
export function canAttackTarget(g: OptcgState, a: number, t: number): boolean {
  const d = g.owner[t]!;
  if (g.zone[t] === Z.chars && g.rested[t] !== 1 && !canAttackActive(g, a)) return false;
  // OP04-096: played this turn without [Rush], it may attack Characters only (001 §3-7-4).
  if (g.zone[t] !== Z.chars && justPlayedWithoutRush(g, a)) return false;
  // "This Character cannot attack a Leader on the turn in which it is played" (OP03-004; 001 §3-7-4 with [Rush]).
  if (g.zone[t] === Z.leader && g.played[a] === g.turn && hasGain(g, a, 'noLeaderAttackWhenPlayed')) return false;
  const ds = g.players[d];
  for (const s of [ds.leader, ...ds.chars]) {
    const sd = defAt(g.code, s);
    if (!sd.gains.some((x) => x.onlyAttackable !== undefined) || isNegated(g, s)) continue;
    for (const gn of sd.gains)
      if (gn.onlyAttackable && condsHold(g, gn.if, s, d) && !gn.onlyAttackable(g, s, t)) return false;
  }
  return true;
}

function eventAbility(g: OptcgState, c: number, timing: 'main' | 'counter'): number {
  const abs = defAt(g.code, c).abilities;
  for (let i = 0; i < abs.length; i++) if (abs[i]!.timing === timing) return i;
  return -1;
}

/** Can the Event's ability be activated: conditions and its whole activation cost (001 §8-3-1-3, §8-4-1-1). */
export function eventUsable(g: OptcgState, c: number, timing: 'main' | 'counter'): number {
  const i = eventAbility(g, c, timing);
  if (i < 0) return -1;
  const a = defAt(g.code, c).abilities[i]!;
  const p = g.owner[c]!;
  if (!abilityReady(g, c, i)) return -1;
  const ps = g.players[p];
  // The Event's own cost is rested first; its ability cost must still be payable afterwards.
  const saveA = ps.donActive,
    saveR = ps.donRested;
  ps.donActive -= cost(g, c);
  ps.donRested += cost(g, c);
  // 001 §8-3-1-4: an Event is played even when a cost its owner may decline cannot be paid; nothing then happens.
  const ok = a.cost.every((k) => k.mayDecline === true || k.canPay(g, c, p));
  ps.donActive = saveA;
  ps.donRested = saveR;
  return ok ? i : -1;
}

export function offerMain(g: OptcgState): void {
  const p = g.turnPlayer;
  const ps = g.players[p];
  const options: DecisionOption[] = [];
  // 001 §6-5-3-1: play Characters, Stages and [Main] Events by resting active DON!! equal to the cost.
  for (const c of ps.hand) {
    const d = defAt(g.code, c);
    const k = cost(g, c);
    if (k > ps.donActive) continue;
    const cat = d.stats.category;
    if (cat === 'Character') {
      const full = ps.chars.length >= CHAR_LIMIT;
      const label = `Play ${cardLabel(g, c)} (cost ${k})${full ? ', trashing a Character to make room' : ''}`;
      options.push({ id: `play:${c}`, label, kind: 'play', card: c });
    } else if (cat === 'Stage') {
      options.push({ id: `play:${c}`, label: `Play ${cardLabel(g, c)} (cost ${k})`, kind: 'play', card: c });
    } else if (cat === 'Event' && d.mainEvent && eventUsable(g, c, 'main') >= 0) {
      options.push({ id: `play:${c}`, label: `Activate ${cardLabel(g, c)} [Main] (cost ${k})`, kind: 'play', card: c });
    }
  }
  // 001 §6-5-4-1 / §10-2-2-1: [Activate: Main] of your own cards.
  const field = [ps.leader, ...ps.chars];
  if (ps.stage >= 0) field.push(ps.stage);
  for (const c of field) {
    const abs = defAt(g.code, c).abilities;
    for (let i = 0; i < abs.length; i++) {
      const a = abs[i]!;
      if (a.timing !== 'activateMain' || !abilityReady(g, c, i)) continue;
      if (!a.cost.every((k) => k.canPay(g, c, p))) continue; // 001 §8-3-1-3
      options.push({
        id: `activate:${c}:${i}`,
        label: `Activate ${cardLabel(g, c)}: ${a.text}`,
        kind: 'activate',
        card: c,
        data: { ab: i },
      });
    }
  }
  // 001 §6-5-5: give 1 active DON!! to your Leader or a Character.
  if (ps.donActive > 0) {
    options.push({
      id: `don:${ps.leader}`,
      label: `Give DON!! to ${cardLabel(g, ps.leader)}`,
      kind: 'don',
      card: ps.leader,
    });
    for (const c of ps.chars)
      options.push({ id: `don:${c}`, label: `Give DON!! to ${cardLabel(g, c)}`, kind: 'don', card: c });
  }
  // 001 §7-1: attack the opponent's Leader or one of their rested Characters.
  const os = g.players[opp(p)];
  for (const a of [ps.leader, ...ps.chars]) {
    if (!canAttack(g, a)) continue;
    const label = `Attack ${cardLabel(g, os.leader)} with ${cardLabel(g, a)}`;
    if (canAttackTarget(g, a, os.leader))
      options.push({ id: `attack:${a}:${os.leader}`, label, kind: 'attack', card: a, data: { target: os.leader } });
    for (const t of os.chars) {
      if (!canAttackTarget(g, a, t)) continue;
      options.push({
        id: `attack:${a}:${t}`,
        label: `Attack ${cardLabel(g, t)} with ${cardLabel(g, a)}`,
        kind: 'attack',
        card: a,
        data: { target: t },
      });
    }
  }
  options.push({ id: 'end', label: 'End your turn', kind: 'end' }); // 001 §6-5-2-1
  askRule(
    g,
    { k: 'main' },
    {
      player: p,
      kind: 'action',
      about: 'main-action',
      prompt: 'Main Phase: choose an action',
      rule: '001 §6-5-2',
      options,
      min: 1,
      max: 1,
    },
  );
}

export function answerMain(g: OptcgState, opt: DecisionOption): void {
  const p = g.turnPlayer;
  const ps = g.players[p];
  const c = opt.card ?? -1;
  switch (opt.kind) {
    case 'end':
      ev(g, { type: 'end-main', player: p });
      g.phase = 'end';
      g.phaseStep = 'start';
      return;
    case 'don':
      giveDon(g, p, c);
      fireOnField(g, p, 'onDonGiven'); // OP02-002: "When this Leader or any of your Characters is given a DON!! card"
      return;
    case 'attack':
      declareAttack(g, c, Number(opt.data!['target']));
      return;
    case 'activate':
      startAbility(g, p, c, Number(opt.data!['ab']));
      return;
    case 'play': {
      const d = defAt(g.code, c);
      if (d.stats.category === 'Character' && ps.chars.length >= CHAR_LIMIT) {
        // 001 §3-7-6-1: choose a Character to trash first.
        askRule(
          g,
          { k: 'char-full', card: c },
          {
            player: p,
            kind: 'select-cards',
            about: 'character-area-full',
            prompt: `Trash a Character to make room for ${cardLabel(g, c)}`,
            rule: '001 §3-7-6-1',
            options: ps.chars.map((x) => ({ id: cardId(x), label: cardLabel(g, x), kind: 'card', card: x })),
            min: 1,
            max: 1,
          },
        );
        return;
      }
      playFromHand(g, c);
      return;
    }
    default:
      throw new RuleError('BAD_OPTION', '001 §6-5-2', `unknown action ${String(opt.kind)}`);
  }
}

/** 001 §2-7-2..4: reveal, rest DON!! equal to the cost, then place (or trash and activate an Event). */
export function playFromHand(g: OptcgState, c: number): void {
  const p = g.owner[c]!;
  const d = defAt(g.code, c);
  restDon(g, p, cost(g, c));
  spendCostReductions(g, c); // OP02-025
  if (d.stats.category === 'Event') {
    const i = eventUsable(g, c, 'main');
    moveTo(g, c, Z.trash); // 001 §8-4-2: the Event goes to the trash, then its ability activates
    ev(g, { type: 'event', player: p, card: c, code: g.code[c]!, timing: 'main' });
    eventActivated(g, p);
    startAbility(g, p, c, i);
    return;
  }
  placeCard(g, c, 'hand');
}

export function answerCharFull(g: OptcgState, c: number, victim: number): void {
  restDon(g, g.owner[c]!, cost(g, c));
  spendCostReductions(g, c); // OP02-025
  trashForRoom(g, victim);
  placeCard(g, c, 'hand');
}
