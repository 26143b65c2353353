/**
 * The card DSL: abilities read like the card text.
 *
 *   export default card('ST01-011', {
 *     abilities: [onPlay(giveRestedDon(2, yourLeaderOrCharacter))],
 *   });
 *
 * Timings (onPlay, whenAttacking, activateMain, counter, trigger …) take optional options
 * (conditions, [Once Per Turn], costs) and then effect steps. Effects are named building
 * blocks; each is one resumable step that makes its choices before it changes anything.
 */
import type { PlayerId } from '../../core/decision.ts';
import type { Duration, Keyword, ModFlag, OptcgState } from '../types.ts';
import { Z } from '../types.ts';
import { ask, cardLabel, chooseCards, chooseCount, yesNo } from '../rules/ask.ts';
import { fireOnField, koChosen } from '../rules/abilities.ts';
import { cost as costOf, hasFlag, hasKeyword, hasType, power as powerOf, removableBy } from '../rules/power.ts';
import { addDonFromDeck, ev, moveTo, onField, opp, toDeckBottom } from '../rules/zones.ts';
import { drawByEffect } from '../rules/draw.ts';
import { playToField } from '../rules/play.ts';
import { leaveFieldChosen } from '../rules/replace.ts';
import { chooseFieldDon, donOnField, returnDon } from '../rules/don.ts';
import { canAddLifeToHandByEffect, lifeCardToHand, lifeLeft, trashLife } from '../rules/life.ts';
import { shuffleInPlace } from '../../core/rng.ts';
import {
  defAt,
  makeDef,
  registerDef,
  type Ability,
  type Aura,
  type CardBehaviour,
  type CardDef,
  type Cond,
  type Cost,
  type CostAura,
  type Ctx,
  type Gain,
  type Step,
  type Timing,
} from './defs.ts';

export type { Ability, CardDef, Cond, Cost, Ctx, Step };

// ---------------------------------------------------------------------------------------------
// Cards

/** Define (and register) the behaviour of a card number, with the printed text it implements (as in data.json). */
export function card(number: string, behaviour: CardBehaviour & { text: string }): CardDef {
  const d = makeDef(number, behaviour, true);
  registerDef(d);
  return d;
}

// ---------------------------------------------------------------------------------------------
// Conditions (001 §8-3-2)

/** [DON!! xX]: this card has X or more DON!! given (001 §8-3-2-3). */
export const donX =
  (n: number): Cond =>
  (g, self) =>
    g.don[self]! >= n;
/** [Your Turn] (001 §8-3-2-4). */
export const yourTurn: Cond = (g, _self, p) => g.turnPlayer === p;
/** [Opponent's Turn] (001 §8-3-2-5). */
export const opponentsTurn: Cond = (g, _self, p) => g.turnPlayer !== p;
/** "If you have N or more Characters". */
export const charactersAtLeast =
  (n: number): Cond =>
  (g, _self, p) =>
    g.players[p].chars.length >= n;
/** "If this Character is rested". */
export const selfRested: Cond = (g, self) => g.rested[self] === 1;
/** "If your Leader has the {T} type". */
export const leaderHasType =
  (t: string): Cond =>
  (g, _self, p) =>
    hasType(g, g.players[p].leader, t);
/** "if you have N or less cards in your hand". */
export const handAtMost =
  (n: number): Cond =>
  (g, _self, p) =>
    g.players[p].hand.length <= n;
/** "if you have N or more cards in your hand". */
export const handAtLeast =
  (n: number): Cond =>
  (g, _self, p) =>
    g.players[p].hand.length >= n;
/** "if you have N or less Life cards". */
export const lifeAtMost =
  (n: number): Cond =>
  (g, _self, p) =>
    g.players[p].life.length <= n;
/** "if you have N or more DON!! cards on your field" (cost area and given, 001 §4-1-5). */
export const donOnFieldAtLeast =
  (n: number): Cond =>
  (g, _self, p) =>
    donOnField(g, p) >= n;
/** "If you have N or more rested Characters" / "If your opponent has N or more rested Characters". */
export const restedCharactersAtLeast =
  (n: number, side: 'own' | 'opponent' = 'own'): Cond =>
  (g, _self, p) => {
    const q = side === 'own' ? p : opp(p);
    let k = 0;
    for (const c of g.players[q].chars) if (g.rested[c] === 1) k++;
    return k >= n;
  };
/** "If your opponent has more DON!! cards on their field than you" (ST05-005; 001 §4-1-5). */
export const opponentHasMoreDon: Cond = (g, _self, p) => donOnField(g, opp(p)) > donOnField(g, p);
/** "If there is a Character with a cost of N" (either player's, ST06-004). */
export const anyCharacterWithCost =
  (n: number): Cond =>
  (g) =>
    g.players.some((ps) => ps.chars.some((c) => costOf(g, c) === n));
/** "If your Leader is [Name]" (001 §2-1-2-1: the name contains it). */
export const leaderIs =
  (name: string): Cond =>
  (g, _self, p) =>
    nameHas(g, g.players[p].leader, name);
/** "If you don't have [Name]": no Character of yours whose name contains it (001 §2-1-2-1). */
export const noCharacterNamed =
  (name: string): Cond =>
  (g, _self, p) =>
    !g.players[p].chars.some((c) => nameHas(g, c, name));
/** "If your Leader's type includes \"Whitebeard Pirates\"" (OP02-008). */
export const leaderTypeIncludes =
  (t: string): Cond =>
  (g, _self, p) =>
    typeIncludes(g, g.players[p].leader, t);
/** "If you have [Mohji]" / "If you have a [Kouzuki Oden] Character": one of your Characters has the name (001 §2-1-2-1). */
export const characterNamed =
  (name: string): Cond =>
  (g, _self, p) =>
    g.players[p].chars.some((c) => nameHas(g, c, name));
/** "If your opponent has a Character with 5000 power or more" (ST10-004): a field card the filter finds exists. */
export const exists =
  (f: Filter): Cond =>
  (g, self, p) =>
    fieldCandidates(g, p, f, self).length > 0;
/** "If your opponent has N or more cards in their hand" (ST10-010). */
export const opponentHandAtLeast =
  (n: number): Cond =>
  (g, _self, p) =>
    g.players[opp(p)].hand.length >= n;
/** "If you have N or less Characters" (OP02-026, OP02-025). */
export const charactersAtMost =
  (n: number): Cond =>
  (g, _self, p) =>
    g.players[p].chars.length <= n;
/** "If all of your DON!! cards are rested" (OP02-027): no active DON!! in the cost area (given DON!! are neither). */
export const allDonRested: Cond = (g, _self, p) => g.players[p].donActive === 0;
/** "If A or B" (ST10-002: "0 DON!! cards on your field or 8 or more"). */
export const anyOf =
  (...conds: Cond[]): Cond =>
  (g, self, p) =>
    conds.some((c) => c(g, self, p));

/** The printed power ("3000 base power or less", P-027; 001 §4-9). */
export function basePower(g: OptcgState, c: number): number {
  return defAt(g.code, c).stats.power ?? 0;
}

/** The printed cost (001 §4-9: the base value), for filters a cost ability itself reads (no loop through cost()). */
export function printedCost(g: OptcgState, c: number): number {
  return defAt(g.code, c).stats.cost ?? 0;
}

/** Has a type that includes the text (001 §2-4: "a type including …"). */
export function typeIncludes(g: OptcgState, c: number, t: string): boolean {
  return defAt(g.code, c).stats.types.some((x) => x.includes(t));
}

// ---------------------------------------------------------------------------------------------
// Choosing cards: filters

export interface Filter {
  /** Whose cards: 'own' (default), 'opponent' or 'any'. */
  side?: 'own' | 'opponent' | 'any';
  /** Include the Leader (default false) and Characters (default true). */
  leader?: boolean;
  characters?: boolean;
  maxPower?: number;
  maxCost?: number;
  rested?: boolean;
  active?: boolean;
  keyword?: Keyword;
  /** Has any of these types ({Straw Hat Crew}). */
  types?: string[];
  /** Has any of these colors ("red Character card"). */
  colors?: string[];
  /** Name contains ([Pacifista], 001 §2-1-2-1). */
  nameHas?: string;
  /** Name is not (other than [Gecko Moria]). */
  nameNot?: string;
  /** A type that includes this text ("a type including \"Whitebeard Pirates\"", OP02-018). */
  typeIncludes?: string;
  /** Exactly this cost ("a red Character with a cost of 1", OP02-005). */
  cost?: number;
  minCost?: number;
  minPower?: number;
  /** "no base effect": no printed text (OP02-045; 001 §2-10). */
  vanilla?: boolean;
  /** Not the ability's own card. */
  other?: boolean;
  /** Only the ability's own card ("Give this Character …"). */
  self?: boolean;
  /** Any other test ("a different color than the returned Character"). */
  where?: (g: OptcgState, c: number, self: number) => boolean;
  // OP-03 filters (issue 8): "Character card" / "Event", "with a [Trigger]", an exact name.
  category?: 'Character' | 'Event' | 'Stage';
  /** The card has a [Trigger] (001 §10-1-5). */
  hasTrigger?: boolean;
  /** Named exactly ([Kuro], not [Kuroobi]; any of its names, 001 §2-1-2). */
  nameIs?: string;
}

export const yourLeaderOrCharacter: Filter = { side: 'own', leader: true };
export const opponentsCharacter: Filter = { side: 'opponent' };

export function matches(g: OptcgState, c: number, f: Filter, self: number): boolean {
  if (f.other && c === self) return false;
  if (f.self && c !== self) return false;
  if (f.maxPower !== undefined && powerOf(g, c) > f.maxPower) return false;
  if (f.maxCost !== undefined && costOf(g, c) > f.maxCost) return false;
  if (f.rested === true && g.rested[c] !== 1) return false;
  if (f.active === true && g.rested[c] !== 0) return false;
  if (f.keyword !== undefined && !hasKeyword(g, c, f.keyword)) return false;
  if (f.types !== undefined && !f.types.some((t) => hasType(g, c, t))) return false;
  if (f.colors !== undefined && !f.colors.some((k) => defAt(g.code, c).stats.colors.includes(k))) return false;
  // 001 §2-1-2: a card also treated as another name (OP01-121) matches either.
  if (f.nameHas !== undefined && !nameHas(g, c, f.nameHas)) return false;
  if (f.nameNot !== undefined && namesOf(g, c).includes(f.nameNot)) return false;
  if (f.typeIncludes !== undefined && !typeIncludes(g, c, f.typeIncludes)) return false;
  if (f.cost !== undefined && costOf(g, c) !== f.cost) return false;
  if (f.minCost !== undefined && costOf(g, c) < f.minCost) return false;
  if (f.minPower !== undefined && powerOf(g, c) < f.minPower) return false;
  if (f.vanilla === true && defAt(g.code, c).stats.text !== '') return false;
  if (f.where !== undefined && !f.where(g, c, self)) return false;
  if (f.category !== undefined && defAt(g.code, c).stats.category !== f.category) return false;
  if (f.hasTrigger === true && !defAt(g.code, c).trigger) return false;
  if (f.nameIs !== undefined && !namesOf(g, c).includes(f.nameIs)) return false;
  return true;
}

/** Field cards (Leader and/or Characters) matching a filter, from the point of view of player p. */
export function fieldCandidates(g: OptcgState, p: PlayerId, f: Filter, self: number): number[] {
  const out: number[] = [];
  const side = f.side ?? 'own';
  for (let q = 0; q < 2; q++) {
    if (side === 'own' && q !== p) continue;
    if (side === 'opponent' && q === p) continue;
    const ps = g.players[q]!;
    if (f.leader && matches(g, ps.leader, f, self)) out.push(ps.leader);
    if (f.characters !== false) for (const c of ps.chars) if (matches(g, c, f, self)) out.push(c);
  }
  return out;
}

/** Cards of a list (hand, trash, top of deck) matching a filter. */
export function listCandidates(
  g: OptcgState,
  list: readonly number[],
  f: Filter,
  self: number,
  category?: string,
): number[] {
  const out: number[] = [];
  for (const c of list) {
    if (category !== undefined && defAt(g.code, c).stats.category !== category) continue;
    if (matches(g, c, f, self)) out.push(c);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Costs (001 §8-3-1)

/** ①, ②, ③ …: rest that many active DON!! (001 §8-3-1-5). */
export function restDonCost(n: number): Cost {
  return {
    label: `rest ${n} DON!!`,
    canPay: (g, _s, p) => g.players[p].donActive >= n,
    choose: () => [],
    pay: (x) => {
      const ps = x.g.players[x.p];
      ps.donActive -= n;
      ps.donRested += n;
    },
  };
}

/**
 * DON!! −X: return X DON!! from the cost area or given DON!! to the DON!! deck (001 §8-3-1-6).
 * The owner picks which: rested or active ones in the cost area, or ones given to a card.
 */
export function donMinus(n: number): Cost {
  return {
    label: `DON!! −${n}`,
    // 001 §10-2-10-1: "You may return the specified number of DON!! cards": a cost the owner may decline.
    mayDecline: true,
    canPay: (g, _s, p) => donOnField(g, p) >= n,
    // The owner picks which: rested or active ones in the cost area, or ones given to a card.
    choose: (x) => chooseFieldDon(x, x.p, x.p, n, '001 §8-3-1-6'),
    // OP02-071, ST10-007: returning them fires "when a DON!! card on your field is returned to your DON!! deck".
    pay: (x, choice) => returnDon(x.g, x.p, choice),
  };
}

export { donOnField };

/** "trash N cards from your hand" as a cost (001 §10-2-14); "trash 1 {Land of Wano} type card": with a filter. */
export function trashFromHandCost(n: number, f?: Filter): Cost {
  // An Event paying this is in the trash already (001 §8-4-2): never counted among the cards it could trash.
  const which = (g: OptcgState, self: number, p: PlayerId): number[] =>
    (f === undefined ? g.players[p].hand : listCandidates(g, g.players[p].hand, f, self)).filter((c) => c !== self);
  return {
    label: `trash ${n} card${n > 1 ? 's' : ''} from your hand`,
    canPay: (g, s, p) => which(g, s, p).length >= n,
    choose: (x) =>
      chooseCards(x, `Choose ${n} card(s) to trash from your hand`, '001 §10-2-14', which(x.g, x.self, x.p), n, n),
    pay: (x, choice) => {
      for (const c of choice) {
        moveTo(x.g, c, Z.trash);
        ev(x.g, { type: 'trash', player: x.p, card: c, code: x.g.code[c]!, from: 'hand' });
      }
    },
  };
}

/** "place N cards from your hand at the bottom of your deck" as a cost (OP01-011; 001 §8-3-1). */
export function handToDeckBottomCost(n: number): Cost {
  return {
    label: `place ${n} card${n > 1 ? 's' : ''} from your hand at the bottom of your deck`,
    canPay: (g, _s, p) => g.players[p].hand.length >= n,
    choose: (x) =>
      chooseCards(
        x,
        `Choose ${n} card(s) to place at the bottom of your deck`,
        '001 §8-3-1',
        x.g.players[x.p].hand,
        n,
        n,
      ),
    pay: (x, choice) => {
      for (const c of choice) toDeckBottom(x.g, c);
      ev(x.g, { type: 'deck-bottom', player: x.p, count: choice.length });
    },
  };
}

/** "rest N of your Characters" as a cost (OP01-055): N of your active Characters (001 §8-3-1); "… {East Blue} type …": a filter (OP03-021). */
export function restCharactersCost(n: number, f: Filter = {}): Cost {
  const active = (g: OptcgState, p: PlayerId, self: number): number[] =>
    g.players[p].chars.filter((c) => g.rested[c] === 0 && matches(g, c, f, self));
  return {
    label: `rest ${n} of your Characters`,
    canPay: (g, s, p) => active(g, p, s).length >= n,
    choose: (x) =>
      chooseCards(x, `Choose ${n} of your Characters to rest`, '001 §8-3-1', active(x.g, x.p, x.self), n, n),
    pay: (x, choice) => {
      for (const c of choice) x.g.rested[c] = 1;
    },
  };
}

/**
 * "add 1 card from your Life area to your hand" as a cost (OP01-008): the top one (001 §4-6); "… from the top or
 * bottom of your Life cards" (ST07-004): the owner picks the end. `mayDecline`: an Event's "You may add …" (001
 * §8-3-1-4), which the Event can be played without.
 */
export function lifeToHandCost(from: 'top' | 'topOrBottom' = 'top', mayDecline = false): Cost {
  const c: Cost = {
    label: `add 1 card from the ${from === 'top' ? 'top' : 'top or bottom'} of your Life cards to your hand`,
    // OP02-004: not after "you cannot add Life cards to your hand using your own effects" (001 §1-3-3).
    canPay: (g, _s, p) => g.players[p].life.length >= 1 && canAddLifeToHandByEffect(g, p),
    choose: (x) => {
      if (from === 'top' || x.g.players[x.p].life.length < 2) return [0];
      return ask(
        x,
        'select-option',
        'Add the top or the bottom Life card to your hand?',
        '001 §4-6',
        [
          { id: 'top', label: 'Top of your Life cards', kind: 'top' },
          { id: 'bottom', label: 'Bottom of your Life cards', kind: 'bottom' },
        ],
        1,
        1,
      );
    },
    pay: (x, choice) => {
      const life = x.g.players[x.p].life;
      const c = choice[0] === 1 ? life[0]! : life[life.length - 1]!; // the last is the top (001 §4-6)
      lifeCardToHand(x.g, c); // unrevealed (001 §3-1-5)
    },
  };
  if (mayDecline) c.mayDecline = true;
  return c;
}

/** "Up to N of your [Name] cards gains [Keyword] during this turn" (ST07-011). */
export function grantKeyword(kw: Keyword, dur: Duration, n = 1, f: Filter = yourLeaderOrCharacter): Step {
  return (x) => {
    const chosen = chooseCards(
      x,
      `Choose up to ${n} to gain ${kw}`,
      '001 §10-1',
      fieldCandidates(x.g, x.p, f, x.self),
      0,
      n,
    );
    for (const c of chosen) {
      addMod(x.g, c, x.p, dur, { kw });
      ev(x.g, { type: 'gain', card: c, keyword: kw, duration: dur });
    }
  };
}

/** "return N of your Characters to your hand" as a cost (OP01-047; 001 §8-3-1). */
export function returnCharacterCost(n: number): Cost {
  return {
    label: `return ${n} Character${n > 1 ? 's' : ''} to your hand`,
    canPay: (g, _s, p) => g.players[p].chars.length >= n,
    choose: (x) =>
      chooseCards(
        x,
        `Choose ${n} of your Characters to return to your hand`,
        '001 §8-3-1',
        x.g.players[x.p].chars,
        n,
        n,
      ),
    pay: (x, choice) => {
      for (const c of choice) {
        moveTo(x.g, c, Z.hand);
        ev(x.g, { type: 'bounce', player: x.p, card: c, code: x.g.code[c]! });
      }
    },
  };
}

/** "You may rest this Stage/Character:" (cannot be paid when already rested, 001 §1-3-2-1). */
export const restThis: Cost = {
  label: 'rest this card',
  canPay: (g, self) => g.rested[self] === 0,
  choose: () => [],
  pay: (x) => {
    x.g.rested[x.self] = 1;
  },
};

/** "You may place this Character at the bottom of the owner's deck:" as a cost (P-013, P-033; 001 §8-3-1). */
export const thisToDeckBottomCost: Cost = {
  label: "place this Character at the bottom of the owner's deck",
  canPay: (g, self) => g.zone[self] === Z.chars,
  choose: () => [],
  pay: (x) => {
    ev(x.g, { type: 'to-deck-bottom', player: x.g.owner[x.self]!, card: x.self, code: x.g.code[x.self]! });
    toDeckBottom(x.g, x.self);
  },
};

/** "You may return this Character to the owner's hand:" as a cost (OP02-035; 001 §8-3-1). */
export const returnThisCost: Cost = {
  label: "return this Character to the owner's hand",
  canPay: (g, self) => g.zone[self] === Z.chars,
  choose: () => [],
  pay: (x) => {
    moveTo(x.g, x.self, Z.hand);
    ev(x.g, { type: 'bounce', player: x.g.owner[x.self]!, card: x.self, code: x.g.code[x.self]! });
  },
};

// ---------------------------------------------------------------------------------------------
// Abilities

export interface AbilityOptions {
  /** Conditions: donX(2), yourTurn … (001 §8-3-2). */
  if?: Cond[];
  /** [Once Per Turn] (001 §10-2-13). */
  once?: boolean;
  cost?: Cost[];
  /** The cost reads "You may …": the owner may decline an auto ability's cost (001 §8-3-1-4). */
  mayPay?: boolean;
  /** "You may …" without a cost: ask before resolving (001 §8-1-2). */
  optional?: boolean;
  /** The other card a timing is about must match ("When you play a Character with no base effect", OP02-026). */
  subject?: Filter;
  text?: string;
}

function payStep(a: Ability): Step {
  return (x) => {
    const g = x.g;
    // 001 §8-3-1-3: all or nothing; 001 §8-3-1-4: "you may" costs may be declined.
    const payable = a.cost.every((c) => c.canPay(g, x.self, x.p));
    if (!payable) {
      x.t.ended = true;
      return;
    }
    // 001 §8-3-1: what is asked from here on is about paying the cost.
    x.about = 'cost';
    if (a.mayPay || a.optional || a.cost.some((c) => c.mayDecline === true)) {
      const label = a.cost.map((c) => c.label).join(', ');
      if (
        !yesNo(
          x,
          a.cost.length > 0 ? `Pay ${label} for "${a.text}"?` : `Use "${a.text}"?`,
          a.cost.length > 0 ? '001 §8-3-1-4' : '001 §8-1-2',
        )
      ) {
        x.t.ended = true;
        return;
      }
    }
    const choices = a.cost.map((c) => c.choose(x)); // 001 §8-3-1-1: in the order written
    a.cost.forEach((c, i) => c.pay(x, choices[i]!));
  };
}

/** An ability of a timing with its options and steps (for timing builders in the topic modules, e.g. don.ts). */
export function ability(timing: Timing, args: (AbilityOptions | Step)[]): Ability {
  let o: AbilityOptions = {};
  const steps: Step[] = [];
  for (const a of args) {
    if (typeof a === 'function') steps.push(a);
    else o = a;
  }
  const ab: Ability = {
    timing,
    text: o.text ?? timing,
    conds: o.if ?? [],
    once: o.once ?? false,
    cost: o.cost ?? [],
    mayPay: o.mayPay ?? false,
    optional: o.optional ?? false,
    steps,
    all: steps,
  };
  if (o.subject !== undefined) {
    const f = o.subject;
    ab.subject = (g, c, self) => matches(g, c, f, self);
  }
  if (ab.cost.length > 0 || ab.optional) ab.all = [payStep(ab), ...steps];
  return ab;
}

type Args = (AbilityOptions | Step)[];
/** "At the start of the game" on a Leader (001 §5-2-1-5-1). */
export const startOfGame = (...a: Args): Ability => ability('startOfGame', a);
/** "At the start of your turn" / "… of your opponent's turn" (001 §6-2-2). */
export const startOfYourTurn = (...a: Args): Ability => ability('startOfYourTurn', a);
export const startOfOpponentsTurn = (...a: Args): Ability => ability('startOfOpponentsTurn', a);
/** "At the start of the Main Phase" (001 §6-5-1). */
export const startOfMain = (...a: Args): Ability => ability('startOfMain', a);
/** [On Play] (001 §10-2-6). */
export const onPlay = (...a: Args): Ability => ability('onPlay', a);
/** [When Attacking] (001 §10-2-5). */
export const whenAttacking = (...a: Args): Ability => ability('whenAttacking', a);
/** [On Your Opponent's Attack] (001 §10-2-16). */
export const onOpponentsAttack = (...a: Args): Ability => ability('onOpponentsAttack', a);
/** [On Block] (001 §10-2-15). */
export const onBlock = (...a: Args): Ability => ability('onBlock', a);
/** "when attacked" (001 §7-1-3-1). */
export const whenAttacked = (...a: Args): Ability => ability('whenAttacked', a);
/** [On K.O.] (001 §10-2-17). */
export const onKO = (...a: Args): Ability => ability('onKO', a);
/** [End of Your Turn] (001 §10-2-7). */
export const endOfYourTurn = (...a: Args): Ability => ability('endOfYourTurn', a);
/** [End of Your Opponent's Turn] (001 §10-2-8). */
export const endOfOpponentsTurn = (...a: Args): Ability => ability('endOfOpponentsTurn', a);
/** "at the end of the battle" / "if … battles" (001 §7-1-5-2). */
export const endOfBattle = (...a: Args): Ability => ability('endOfBattle', a);
/** [Activate: Main] (001 §10-2-2). */
export const activateMain = (...a: Args): Ability => ability('activateMain', a);
/** [Main] on an Event (001 §10-2-3). */
export const main = (...a: Args): Ability => ability('main', a);
/** [Counter] on an Event (001 §10-2-4). */
export const counter = (...a: Args): Ability => ability('counter', a);
/** [Trigger] on a Life card (001 §10-1-5). */
export const trigger = (...a: Args): Ability => ability('trigger', a);
/** "When you activate an Event" (OP01-062; 001 §8-1-3-1). */
export const whenYouActivateEvent = (...a: Args): Ability => ability('onYourEvent', a);
/** "when your opponent activates an Event" (OP01-004; 001 §8-1-3-1). */
export const whenOpponentActivatesEvent = (...a: Args): Ability => ability('onOpponentsEvent', a);
/** "When a Character is K.O.'d" (either player's, ST08-001; 001 §8-1-3-1). */
export const whenCharacterKOd = (...a: Args): Ability => ability('onCharacterKOd', a);
/** "When this Character is K.O.'d" without the [On K.O.] mark (OP02-085): resolves from the trash as [On K.O.] does. */
export const whenThisKOd = (...a: Args): Ability => ability('whenThisKOd', a);
/** "When this Character battles and K.O.'s your opponent's Character" (OP02-094; 001 §7-1-4-1-2). */
export const whenKOsInBattle = (...a: Args): Ability => ability('onKOInBattle', a);
/** "When this Leader or any of your Characters is given a DON!! card" (OP02-002; 001 §6-5-5). */
export const whenDonGiven = (...a: Args): Ability => ability('onDonGiven', a);
/** "When you play a Character … from your hand" (OP02-026): `subject` says which Characters. */
export const whenYouPlayFromHand = (...a: Args): Ability => ability('onYouPlayFromHand', a);
/** "When your opponent activates a [Blocker]" (ST10-006; 001 §10-1-4-1). */
export const whenOpponentActivatesBlocker = (...a: Args): Ability => ability('onOpponentsBlocker', a);
/** "When your opponent's Character is K.O.'d" (OP01-061; 001 §8-1-3-1). */
export const whenOpponentsCharacterKOd = (...a: Args): Ability => ability('onOpponentsCharacterKOd', a);
/** "When this Leader attacks" without the [When Attacking] mark (OP03-001): at the same point (001 §7-1-1-3). */
export const whenThisAttacks = (...a: Args): Ability => ability('whenThisAttacks', a);
/** "When this Character's/Leader's attack deals damage to your opponent's Life" (OP03-041; 001 §7-1-4-1-1). */
export const whenAttackDealsDamage = (...a: Args): Ability => ability('onAttackDealsDamage', a);
/** "When you deal damage to your opponent's Life" (OP03-043): an attack of any of your cards (001 §7-1-4-1-1). */
export const whenYouDealDamage = (...a: Args): Ability => ability('onYouDealDamage', a);
/** "When a [Trigger] activates" (either player's, OP05-109; 001 §10-1-5). */
export const whenTriggerActivates = (...a: Args): Ability => ability('onTriggerActivates', a);

/**
 * "If this Character would be K.O.'d, you may [cost] instead" (001 §8-1-3-4): a replacement whose
 * "instead" action is written as costs, e.g. insteadOfKO([trashFromHandCost(1)], 'trash 1 card').
 */
export function insteadOfKO(cost: Cost[], text: string, conds: Cond[] = []): Ability {
  const ab = ability('replaceKO', [{ cost, text, if: conds }]);
  return ab;
}

/** A permanent "[DON!! x1] This Character gains +1000 power" / "gains [Rush]". */
export function gains(
  conds: Cond[],
  what: {
    power?: number;
    kw?: Keyword;
    noBattleKOBy?: Gain['noBattleKOBy'];
    powerFor?: Gain['powerFor'];
    noEffectKO?: boolean;
    noRemovalByOpponent?: boolean;
    canAttackActive?: boolean;
    onlyAttackable?: Gain['onlyAttackable'];
    cannotAttack?: boolean;
    noLeaderAttackWhenPlayed?: boolean;
    winsOnDeckOut?: boolean;
  },
): Gain {
  return { if: conds, ...what };
}

/** A count of the state, from the point of view of the ability's owner p (for "for every …"). */
export type Count = (g: OptcgState, self: number, p: PlayerId) => number;
/** "for each of your Characters" (P-024). */
export const yourCharacters: Count = (g, _s, p) => g.players[p].chars.length;
/** "Your Leader gains +N power for each of your Characters during this turn" (P-024): counted as it resolves. */
export function leaderGainsFor(amount: number, count: Count, dur: Duration): Step {
  return (x) => {
    const leader = x.g.players[x.p].leader;
    const total = amount * count(x.g, x.self, x.p);
    addMod(x.g, leader, x.p, dur, { power: total });
    ev(x.g, { type: 'power', card: leader, amount: total, duration: dur });
  };
}
/** "for every card in your hand". */
export const cardsInHand: Count = (g, _s, p) => g.players[p].hand.length;
/** "for every Event in your trash". */
export const eventsInTrash: Count = (g, _s, p) => {
  let n = 0;
  for (const c of g.players[p].trash) if (defAt(g.code, c).stats.category === 'Event') n++;
  return n;
};
/** "+amount power for every `per` of count" (OP01-072 "for every card in your hand", OP01-083 "for every 2 Events"). */
export function powerForEvery(amount: number, count: Count, per = 1): NonNullable<Gain['powerFor']> {
  return (g, self, p) => amount * Math.floor(count(g, self, p) / per);
}

/** "your opponent cannot attack any card other than the Character [Name]" (OP01-051). */
export function onlyAttackableNamed(name: string): NonNullable<Gain['onlyAttackable']> {
  return (g, _self, t) => g.zone[t] === Z.chars && namesOf(g, t).includes(name);
}

/** A permanent ability that changes the cost of cards in its owner's hand ("Give blue Events in your hand −1 cost"). */
export function handCost(conds: Cond[], amount: number, to: Filter, category?: string): CostAura {
  return {
    if: conds,
    cost: amount,
    to: (g, self, c) =>
      g.zone[c] === Z.hand &&
      g.owner[c] === g.owner[self] &&
      (category === undefined || defAt(g.code, c).stats.category === category) &&
      matches(g, c, to, self),
  };
}

/**
 * "the next time you play a {Land of Wano} type Character card with a cost of 3 or more from your hand during this
 * turn, the cost will be reduced by 1" (OP02-025): `nextPlayDiscountThisTurn` arms it (a flag on the Leader) and this
 * cost ability of the same card applies while it is armed; paying a cost it reduced spends it (rules/power.ts).
 */
export function nextPlayCost(amount: number, to: Filter, category?: string): CostAura {
  const armed: Cond = (g, _self, p) => hasFlag(g, g.players[p].leader, 'nextPlayDiscount');
  return { ...handCost([armed], amount, to, category), spends: 'nextPlayDiscount' };
}

/** Arms `nextPlayCost` for this turn (OP02-025). */
export const nextPlayDiscountThisTurn: Step = (x) => {
  const leader = x.g.players[x.p].leader;
  addMod(x.g, leader, x.p, 'turn', { flag: 'nextPlayDiscount' });
};

/**
 * A permanent ability that changes the cost of field cards ("[Your Turn] Give all of your opponent's Characters −5
 * cost", OP02-121): it reaches the Characters the filter finds, on either side (001 §1-3-6: read as 0 below 0).
 */
export function fieldCost(conds: Cond[], amount: number, to: Filter): CostAura {
  return {
    if: conds,
    cost: amount,
    to: (g, self, c) => g.zone[c] === Z.chars && inSide(g, self, c, to) && matches(g, c, to, self),
  };
}

/** A permanent "… cannot be K.O.'d in battle" of other cards (OP01-099). */
export function cannotBeKOdInBattle(conds: Cond[], to: Filter): Aura {
  return { ...aura(conds, 0, to), noBattleKO: true };
}

/** A card's names: its printed one and those it is also treated as (001 §2-1-2; OP01-121). */
export function namesOf(g: OptcgState, c: number): string[] {
  return defAt(g.code, c).names;
}
function nameHas(g: OptcgState, c: number, part: string): boolean {
  for (const n of namesOf(g, c)) if (n.includes(part)) return true;
  return false;
}

/** "… by <Strike> attribute Characters": opposing cards of an attribute (and of these categories). */
export function attributeCards(
  attribute: string,
  categories: ('Leader' | 'Character')[] = ['Leader', 'Character'],
): NonNullable<Gain['noBattleKOBy']> {
  return (g, _self, other) => {
    const s = defAt(g.code, other).stats;
    return s.attributes.includes(attribute) && (categories as string[]).includes(s.category);
  };
}

/** A permanent "Your [Blugori] gains [Blocker]" (OP02-074): other cards gain a keyword while it holds. */
export function keywordAura(conds: Cond[], kw: Keyword, to: Filter): Aura {
  return { ...aura(conds, 0, to), kw };
}

/** "… by Characters without the <Special> attribute" (P-025): opposing cards of these categories lacking it. */
export function cardsWithoutAttribute(
  attribute: string,
  categories: ('Leader' | 'Character')[] = ['Leader', 'Character'],
): NonNullable<Gain['noBattleKOBy']> {
  return (g, _self, other) => {
    const s = defAt(g.code, other).stats;
    return !s.attributes.includes(attribute) && (categories as string[]).includes(s.category);
  };
}

/** A permanent ability that gives other cards power (aura). */
export function aura(conds: Cond[], powerAmount: number, to: Filter): Aura {
  return {
    if: conds,
    power: powerAmount,
    to: (g, self, c) => onField(g, c) && g.zone[c] !== Z.stage && inSide(g, self, c, to) && matches(g, c, to, self),
  };
}

function inSide(g: OptcgState, self: number, c: number, f: Filter): boolean {
  const side = f.side ?? 'own';
  const own = g.owner[c]! === g.owner[self]!;
  if (side === 'own' && !own) return false;
  if (side === 'opponent' && own) return false;
  if (g.zone[c] === Z.leader) return f.leader === true;
  return f.characters !== false;
}

// ---------------------------------------------------------------------------------------------
// Effects: named building blocks, one step each

/** An effect that only happens if a condition holds when it resolves (001 §8-3-3). */
export function onlyIf(cond: Cond, step: Step): Step {
  return (x) => {
    const key = `if${x.t.step}`; // fixed before the step asks, so a re-run sees the same answer
    if (x.t.vars[key] === undefined) x.t.vars[key] = cond(x.g, x.self, x.p);
    if (x.t.vars[key] === true) step(x);
  };
}

/**
 * "If …, A. Then, B.": the condition read once as the effect starts (001 §8-3-3), for all the steps it governs —
 * A may change what it reads (OP01-002: returning a Character leaves 4).
 */
export function onlyIfAll(cond: Cond, ...steps: Step[]): Step[] {
  const key = 'ifAll';
  const check: Step = (x) => {
    x.t.vars[key] = cond(x.g, x.self, x.p);
  };
  return [
    check,
    ...steps.map(
      (st): Step =>
        (x) =>
          x.t.vars[key] === true ? st(x) : undefined,
    ),
  ];
}

/** "Draw N cards" (001 §4-5-3). */
export function draw(n: number): Step {
  return (x) => {
    drawByEffect(x.g, x.p, n);
  };
}

/** "trash N cards from your hand" (001 §10-2-14), as many as possible. */
export function trashFromHand(n: number): Step {
  return (x) => {
    const hand = x.g.players[x.p].hand;
    const chosen = chooseCards(x, `Choose ${n} card(s) to trash from your hand`, '001 §10-2-14', hand, n, n);
    for (const c of chosen) {
      moveTo(x.g, c, Z.trash);
      ev(x.g, { type: 'trash', player: x.p, card: c, code: x.g.code[c]!, from: 'hand' });
    }
  };
}

/** "Your opponent trashes N cards from their hand": the opponent chooses which (as many as they have). */
export function opponentTrashesFromHand(n: number): Step {
  return (x) => {
    const q = opp(x.p);
    const hand = x.g.players[q].hand;
    const chosen = chooseCards(x, `Choose ${n} card(s) to trash from your hand`, '001 §10-2-14', hand, n, n, q);
    for (const c of chosen) {
      moveTo(x.g, c, Z.trash);
      ev(x.g, { type: 'trash', player: q, card: c, code: x.g.code[c]!, from: 'hand' });
    }
  };
}

/** "K.O. up to N of your opponent's Characters with …" (001 §10-2-1-2). */
export function ko(n: number, f: Filter = opponentsCharacter): Step {
  return (x) => {
    const cands = fieldCandidates(x.g, x.p, { ...f, leader: false }, x.self);
    const chosen = chooseCards(x, `K.O. up to ${n} Character(s)`, '001 §10-2-1-2', cands, 0, n);
    koChosen(x, chosen);
  };
}

/** "Give up to N rested DON!! cards to your Leader or 1 of your Characters" (001 §6-5-5). */
export function giveRestedDon(n: number, f: Filter = yourLeaderOrCharacter): Step {
  return (x) => {
    const g = x.g,
      ps = g.players[x.p];
    const count = chooseCount(x, `Give how many rested DON!!?`, '001 §4-8-1', Math.min(n, ps.donRested));
    if (count === 0) return;
    const [to] = chooseCards(x, 'Give the DON!! to', '001 §6-5-5-1', fieldCandidates(g, x.p, f, x.self), 1, 1);
    if (to === undefined) return;
    ps.donRested -= count;
    g.don[to]! += count;
    ev(g, { type: 'give-don', player: x.p, card: to, count, rested: true });
    fireOnField(g, x.p, 'onDonGiven'); // OP02-002
  };
}

/** A continuous effect on card c (001 §8-1-4), for the blocks of the topic modules. */
export function addMod(
  g: OptcgState,
  c: number,
  by: PlayerId,
  dur: Duration,
  m: { power?: number; kw?: Keyword; flag?: ModFlag; basePower?: number },
): void {
  g.mods.push({ c, inst: g.inst[c]!, by, dur, ...m });
}

/** "Up to N of your Leader or Character cards gains +X power during this battle/turn". */
export function addPower(amount: number, dur: Duration, n = 1, f: Filter = yourLeaderOrCharacter): Step {
  return (x) => {
    const chosen = chooseCards(
      x,
      `Choose up to ${n} to gain ${amount >= 0 ? '+' : ''}${amount} power`,
      '001 §2-6-3',
      fieldCandidates(x.g, x.p, f, x.self),
      0,
      n,
    );
    x.t.vars['chosen'] = chosen;
    for (const c of chosen) {
      addMod(x.g, c, x.p, dur, { power: amount });
      ev(x.g, { type: 'power', card: c, amount, duration: dur });
    }
  };
}

/** "All of your {T} type Characters gain +X power during this turn" (ST05-001): no choice, every match now. */
export function allGainPower(amount: number, dur: Duration, f: Filter = {}): Step {
  return (x) => {
    for (const c of fieldCandidates(x.g, x.p, f, x.self)) {
      addMod(x.g, c, x.p, dur, { power: amount });
      ev(x.g, { type: 'power', card: c, amount, duration: dur });
    }
  };
}

/** "It gains +X power" / "that card gains an additional +X power": the cards the previous step chose. */
export function chosenGainPower(amount: number, dur: Duration): Step {
  return (x) => {
    const chosen = (x.t.vars['chosen'] as number[] | undefined) ?? [];
    for (const c of chosen) {
      if (!onField(x.g, c)) continue;
      addMod(x.g, c, x.p, dur, { power: amount });
      ev(x.g, { type: 'power', card: c, amount, duration: dur });
    }
  };
}

/** "If that card is a Character, that Character cannot be K.O.'d during this turn" (ST05-017): the chosen ones. */
export function chosenCannotBeKOd(dur: Duration): Step {
  return (x) => {
    const chosen = (x.t.vars['chosen'] as number[] | undefined) ?? [];
    for (const c of chosen) if (x.g.zone[c] === Z.chars) addMod(x.g, c, x.p, dur, { flag: 'cannotBeKOd' });
  };
}

/** "none of your Characters can be K.O.'d during this turn" (ST06-016): also those played later this turn. */
export function yourCharactersCannotBeKOd(dur: Duration): Step {
  return (x) => {
    addMod(x.g, x.g.players[x.p].leader, x.p, dur, { flag: 'charsCannotBeKOd' });
  };
}

/** "add N DON!! cards from your DON!! deck and rest them / set them as active" (as many as there are; no "up to"). */
export function addDonN(n: number, active: boolean): Step {
  return (x) => {
    addDonFromDeck(x.g, x.p, Math.min(n, x.g.players[x.p].donDeck), active);
  };
}

/** "Give up to N of your opponent's Characters −X cost during this turn" (001 §1-3-6: read as 0 below 0). */
export function giveCost(amount: number, dur: Duration, n = 1, f: Filter = opponentsCharacter): Step {
  return (x) => {
    const chosen = chooseCards(
      x,
      `Give up to ${n} ${amount >= 0 ? '+' : ''}${amount} cost`,
      '001 §1-3-6',
      fieldCandidates(x.g, x.p, f, x.self),
      0,
      n,
    );
    for (const c of chosen) x.g.mods.push({ c, inst: x.g.inst[c]!, by: x.p, dur, cost: amount });
  };
}

/** "Select up to N …; the selected Character cannot attack until …" (OP01-085; 001 §1-3-3: the prohibition wins). */
export function cannotAttack(n: number, f: Filter, dur: Duration): Step {
  return (x) => {
    const chosen = chooseCards(x, `Select up to ${n}`, '001 §1-3-3', fieldCandidates(x.g, x.p, f, x.self), 0, n);
    for (const c of chosen) addMod(x.g, c, x.p, dur, { flag: 'cannotAttack' });
  };
}

/** "This Character can also attack your opponent's active Characters during this turn" (OP01-112). */
export function canAttackActiveThis(dur: Duration): Step {
  return (x) => {
    if (onField(x.g, x.self)) addMod(x.g, x.self, x.p, dur, { flag: 'canAttackActive' });
  };
}

/** "K.O. all Characters other than this Character" (OP01-094; 001 §10-2-1): all at once, no choice. */
export function koAll(f: Filter = { side: 'any' }): Step {
  return (x) => {
    koChosen(x, fieldCandidates(x.g, x.p, { ...f, leader: false }, x.self));
  };
}

/** "This Character gains +X power during this turn/battle" (this card, 001 §2-6-3). */
export function gainPower(amount: number, dur: Duration): Step {
  return (x) => {
    if (!onField(x.g, x.self)) return;
    addMod(x.g, x.self, x.p, dur, { power: amount });
    ev(x.g, { type: 'power', card: x.self, amount, duration: dur });
  };
}

/** "This card gains [Keyword] during this turn". */
export function gainKeyword(kw: Keyword, dur: Duration): Step {
  return (x) => {
    if (!onField(x.g, x.self)) return;
    addMod(x.g, x.self, x.p, dur, { kw });
    ev(x.g, { type: 'gain', card: x.self, keyword: kw, duration: dur });
  };
}

/** "Your opponent cannot activate [Blocker] during this battle" (optionally: Characters with ≥ N power). */
export function noBlockerThisBattle(minPower = 0): Step {
  return (x) => {
    const b = x.g.battle;
    if (!b) return;
    if (minPower <= 0) b.noBlocker = true;
    else b.noBlockerMinPower = Math.min(b.noBlockerMinPower, minPower);
    ev(x.g, { type: 'no-blocker', minPower });
  };
}

/** "Your opponent cannot activate a [Blocker] Character that has N or less power during this battle" (OP01-120). */
export function noSmallBlockerThisBattle(maxPower: number): Step {
  return (x) => {
    const b = x.g.battle;
    if (!b) return;
    b.noBlockerMaxPower = Math.max(b.noBlockerMaxPower, maxPower);
    ev(x.g, { type: 'no-blocker', minPower: 0, maxPower });
  };
}

/** "Select up to N …; your opponent cannot activate [Blocker] if that card attacks during this turn." */
export function noBlockerWhenAttacks(n: number, f: Filter): Step {
  return (x) => {
    const chosen = chooseCards(x, `Choose up to ${n}`, '001 §10-1-4', fieldCandidates(x.g, x.p, f, x.self), 0, n);
    for (const c of chosen) addMod(x.g, c, x.p, 'turn', { flag: 'noBlockerVs' });
  };
}

/**
 * "Negate the effects of up to N of your opponent's Characters during this turn" (001 §8-2).
 * Printed abilities stop working; keywords granted by continuous effects still apply (001 §8-2-4
 * for abilities gained after the negation; the engine keeps no timestamps, so also for earlier ones).
 */
export function negate(n: number, dur: Duration, f: Filter = opponentsCharacter): Step {
  return (x) => {
    const chosen = chooseCards(
      x,
      `Negate the effects of up to ${n}`,
      '001 §8-2-1',
      fieldCandidates(x.g, x.p, f, x.self),
      0,
      n,
    );
    for (const c of chosen) {
      addMod(x.g, c, x.p, dur, { flag: 'negated' });
      ev(x.g, { type: 'negate', card: c, duration: dur });
    }
  };
}

/** "Set this card as active" / "Set up to N of your … as active" (001 §4-4). */
export function setActive(n: number | 'self', f: Filter = {}): Step {
  return (x) => {
    const g = x.g;
    const chosen =
      n === 'self'
        ? onField(g, x.self) && g.rested[x.self] === 1
          ? [x.self]
          : []
        : chooseCards(
            x,
            `Set up to ${n} as active`,
            '001 §4-4-1-1',
            fieldCandidates(g, x.p, { ...f, rested: true }, x.self),
            0,
            n,
          );
    x.t.vars['chosen'] = chosen;
    for (const c of chosen) {
      g.rested[c] = 0;
      ev(g, { type: 'set-active', card: c });
    }
  };
}

/** "Rest up to N of your opponent's Characters" (001 §4-4-1-2); "Rest 1 of …" (P-008): `min` 1, when one can be. */
export function rest(n: number, f: Filter = opponentsCharacter, min = 0): Step {
  return (x) => {
    const g = x.g;
    const chosen = chooseCards(
      x,
      `Rest up to ${n}`,
      '001 §4-4-1-2',
      fieldCandidates(g, x.p, { ...f, active: true }, x.self),
      min,
      n,
    );
    for (const c of chosen) {
      g.rested[c] = 1;
      ev(g, { type: 'rest', card: c });
    }
  };
}

/** "Rest up to N of your opponent's DON!! cards" (active ones in the cost area). */
export function restOpponentDon(n: number): Step {
  return (x) => {
    const ps = x.g.players[opp(x.p)];
    const k = chooseCount(x, "Rest how many of your opponent's DON!!?", '001 §4-8-1', Math.min(n, ps.donActive));
    if (k === 0) return;
    ps.donActive -= k;
    ps.donRested += k;
    ev(x.g, { type: 'rest-don', player: opp(x.p), count: k });
  };
}

/** "Set up to N of your DON!! cards as active". */
export function setDonActive(n: number): Step {
  return (x) => {
    const ps = x.g.players[x.p];
    const k = chooseCount(x, 'Set how many DON!! as active?', '001 §4-8-1', Math.min(n, ps.donRested));
    if (k === 0) return;
    ps.donRested -= k;
    ps.donActive += k;
    ev(x.g, { type: 'don-active', player: x.p, count: k });
  };
}

/** "Add up to N DON!! cards from your DON!! deck and set it as active / rest it". */
export function addDon(n: number, active: boolean): Step {
  return (x) => {
    const k = chooseCount(
      x,
      'Add how many DON!! from your DON!! deck?',
      '001 §4-8-1',
      Math.min(n, x.g.players[x.p].donDeck),
    );
    addDonFromDeck(x.g, x.p, k, active);
  };
}

/** "Return up to N Character(s) with … to the owner's hand" ("Return 1 of your Characters": min = N). */
export function bounce(n: number, f: Filter = { side: 'any' }, min = 0): Step {
  return (x) => {
    const chosen = chooseCards(
      x,
      `Return up to ${n} Character(s) to the owner's hand`,
      '001 §4-11',
      fieldCandidates(x.g, x.p, { ...f, leader: false }, x.self).filter((c) => removableBy(x.g, c, x.p)),
      min,
      n,
    );
    // What was returned, for "… a different color than the returned Character" (OP01-002).
    x.t.vars['returned'] = chosen;
    // "If this Character would leave the field, … instead" (OP05-100) may stand in for a return (001 §8-1-3-4).
    leaveFieldChosen(x, chosen, (c) => {
      moveTo(x.g, c, Z.hand);
      ev(x.g, { type: 'bounce', player: x.g.owner[c]!, card: c, code: x.g.code[c]! });
    });
  };
}

/** "Place up to N Character(s) with … at the bottom of the owner's deck". */
export function toBottom(n: number, f: Filter = { side: 'any' }): Step {
  return (x) => {
    const chosen = chooseCards(
      x,
      `Place up to ${n} Character(s) at the bottom of the owner's deck`,
      '001 §4-11',
      fieldCandidates(x.g, x.p, { ...f, leader: false }, x.self).filter((c) => removableBy(x.g, c, x.p)),
      0,
      n,
    );
    // "If this Character would leave the field, … instead" (OP05-100; 001 §8-1-3-4).
    leaveFieldChosen(x, chosen, (c) => {
      ev(x.g, { type: 'to-deck-bottom', player: x.g.owner[c]!, card: c, code: x.g.code[c]! });
      toDeckBottom(x.g, c);
    });
  };
}

/** [Trigger] "Play this card" (the revealed Life card, 001 §10-1-5). */
export const playThis: Step = (x) => {
  const g = x.g;
  if (g.zone[x.self] !== Z.limbo) return;
  playToField(x, x.self, 'trigger');
};

/** "play this Character card from your trash rested" (OP02-018's [On K.O.], which resolves from the trash). */
export function playThisFromTrash(rested: boolean): Step {
  return (x) => {
    if (x.g.zone[x.self] !== Z.trash) return;
    playToField(x, x.self, 'trash');
    if (rested && onField(x.g, x.self)) x.g.rested[x.self] = 1;
  };
}

/** "K.O. up to N of your opponent's Stages with a cost of X or less" (OP02-118; 001 §10-2-1). */
export function koStage(n: number, f: Filter): Step {
  return (x) => {
    const cands: number[] = [];
    for (let q = 0; q < 2; q++) {
      const st = x.g.players[q]!.stage;
      if (st >= 0 && inSide(x.g, x.self, st, { ...f, characters: true }) && matches(x.g, st, f, x.self)) cands.push(st);
    }
    koChosen(x, chooseCards(x, `K.O. up to ${n} Stage(s)`, '001 §10-2-1', cands, 0, n));
  };
}

/** "Then, at the end of this battle, place this Character at the bottom of the owner's deck" (OP02-064). */
export const thisToDeckBottomAtEndOfBattle: Step = (x) => {
  if (x.g.battle !== null && onField(x.g, x.self))
    addMod(x.g, x.self, x.p, 'battle', { flag: 'toDeckBottomAtEndOfBattle' });
};

/** "Select up to N of your Characters." (OP02-118): the chosen ones, for the next step ("The selected Character …"). */
export function select(n: number, f: Filter = {}): Step {
  return (x) => {
    x.t.vars['chosen'] = chooseCards(x, `Select up to ${n}`, '001 §8-4', fieldCandidates(x.g, x.p, f, x.self), 0, n);
  };
}

/** "your opponent cannot activate the [Blocker] of any Character with a cost of N or less during this battle" (OP02-061). */
export function noBlockerOfCostAtMost(maxCost: number): Step {
  return (x) => {
    const b = x.g.battle;
    if (!b) return;
    b.noBlockerMaxCost = Math.max(b.noBlockerMaxCost ?? -1, maxCost);
    ev(x.g, { type: 'no-blocker', minPower: 0 });
  };
}

/** "Play up to N {T} type card(s) with a cost of X or less from your hand" ("… Character card": category). */
export function playFromHand(n: number, f: Filter, category?: 'Character' | 'Stage', rested = false): Step {
  return (x) => {
    const g = x.g;
    const cands = listCandidates(g, g.players[x.p].hand, f, x.self, category).filter((c) => {
      const cat = defAt(g.code, c).stats.category;
      return cat === 'Character' || cat === 'Stage';
    });
    const chosen = chooseCards(x, `Play up to ${n} card(s) from your hand`, '001 §3-7-3', cands, 0, n);
    if (chosen.length === 0) return;
    playToField(x, chosen[0]!, 'hand');
    if (rested && onField(g, chosen[0]!)) g.rested[chosen[0]!] = 1; // "… from your hand rested" (OP05-091)
  };
}

/** "Play up to N [Name] with a cost of X or less from your deck, then shuffle your deck." */
export function playFromDeck(n: number, f: Filter): Step {
  return (x) => {
    const g = x.g,
      ps = g.players[x.p];
    // 001 §8-4-4-4 look at all cards; 001 §8-4-4-2 a hidden-area search may fail to find.
    const cands = listCandidates(g, ps.deck, f, x.self, 'Character');
    const chosen = chooseCards(x, `Play up to ${n} card(s) from your deck`, '001 §8-4-4-2', cands, 0, n);
    if (chosen.length > 0) {
      ev(g, { type: 'reveal', player: x.p, card: chosen[0]!, code: g.code[chosen[0]!]! }); // 001 §11-2-1
      playToField(x, chosen[0]!, 'deck');
    }
    shuffleInPlace(g.rng, ps.deck);
    ev(g, { type: 'shuffle', player: x.p });
  };
}

/**
 * "Look at N cards from the top of your deck; reveal up to 1 {T} type card and add it to your
 * hand. Then, place the rest at the bottom of your deck in any order."
 */
export function searchTop(
  look: number,
  n: number,
  f: Filter,
  category?: 'Character' | 'Event' | 'Stage',
  dest: 'hand' | 'play' | 'trash' = 'hand',
  // "Then, place the rest at the top or bottom of the deck in any order" (OP02-057): the player picks the end;
  // "Then, trash the rest" (OP03-086).
  restTo: 'bottom' | 'topOrBottom' | 'trash' = 'bottom',
): Step {
  return (x) => {
    const g = x.g,
      ps = g.players[x.p];
    const top = ps.deck.slice(Math.max(0, ps.deck.length - look)).reverse();
    if (top.length === 0) return;
    if (x.ask.answered === 0 && x.t.vars['looked'] !== true) {
      // 001 §11-3-1: only the ability's owner looks.
      ev(g, { type: 'look', player: x.p, cards: top.slice(), codes: top.map((c) => g.code[c]!) });
      x.t.vars['looked'] = true;
    }
    const chosen = chooseCards(
      x,
      dest === 'hand'
        ? `Reveal up to ${n} card(s) and add to your hand`
        : dest === 'play'
          ? `Play up to ${n} card(s)`
          : `Trash up to ${n} card(s)`,
      '001 §8-4-4-2',
      listCandidates(g, top, f, x.self, category),
      0,
      n,
    );
    const left = top.filter((c) => !chosen.includes(c));
    const end =
      restTo === 'trash'
        ? 'trash'
        : restTo === 'bottom' || left.length === 0
          ? 'bottom'
          : ask(
                x,
                'select-option',
                'Place the rest at the top or the bottom of your deck?',
                '001 §11-3-3',
                [
                  { id: 'top', label: 'Top of your deck', kind: 'top' },
                  { id: 'bottom', label: 'Bottom of your deck', kind: 'bottom' },
                ],
                1,
                1,
              )[0] === 0
            ? 'top'
            : 'bottom';
    let order = left;
    if (left.length > 1 && end !== 'trash') {
      const a = ask(
        x,
        'order',
        end === 'top'
          ? 'Order the rest for the top of your deck (first = top card)'
          : 'Order the rest for the bottom of your deck (first chosen ends deepest)',
        '001 §3-1-7',
        left.map((c) => ({ label: cardLabel(g, c), kind: 'card', card: c })),
        left.length,
        left.length,
        undefined,
        true,
      );
      order = a.map((i) => left[i]!);
    }
    // "play up to 1 … Then, place the rest at the bottom": playing may ask which Character to trash for room
    // (001 §3-7-6-1), so it comes before anything here is moved.
    if (dest === 'play') {
      if (chosen.length > 0) playToField(x, chosen[0]!, 'deck');
    } else if (dest === 'trash') {
      for (const c of chosen) trashCard(g, c, 'deck'); // OP03-083: "trash up to 2 cards" (open area, 001 §3-5)
    } else {
      for (const c of chosen) {
        ev(g, { type: 'reveal', player: x.p, card: c, code: g.code[c]! }); // 001 §11-2-1
        moveTo(g, c, Z.hand);
        ev(g, { type: 'add-to-hand', player: x.p, card: c, code: g.code[c]!, from: 'deck' });
      }
    }
    if (end === 'trash') {
      for (const c of left) trashCard(g, c, 'deck'); // "Then, trash the rest" (OP03-086)
      return;
    }
    if (end === 'top') {
      for (const c of order) ps.deck.splice(ps.deck.lastIndexOf(c), 1);
      for (let i = order.length - 1; i >= 0; i--) ps.deck.push(order[i]!);
      ev(g, { type: 'deck-arranged', player: x.p, top: order.length, bottom: 0 });
      return;
    }
    for (let i = order.length - 1; i >= 0; i--) toDeckBottom(g, order[i]!);
    ev(g, { type: 'deck-bottom', player: x.p, count: order.length });
  };
}

/** Put a card into its owner's trash (an open area, 001 §3-5): the identity is public. */
export function trashCard(g: OptcgState, c: number, from: 'hand' | 'life' | 'deck' | 'character-area'): void {
  moveTo(g, c, Z.trash);
  ev(g, { type: 'trash', player: g.owner[c]!, card: c, code: g.code[c]!, from });
}

/** "Reveal up to N [Name] from your deck and add it to your hand. Then, shuffle your deck." (001 §8-4-4-2) */
export function searchDeck(n: number, f: Filter): Step {
  return (x) => {
    const g = x.g,
      ps = g.players[x.p];
    // 001 §8-4-4-2: a search of a hidden area may find nothing even when a card matches.
    const cands = listCandidates(g, ps.deck, f, x.self);
    const chosen = chooseCards(
      x,
      `Reveal up to ${n} card(s) from your deck and add to your hand`,
      '001 §8-4-4-2',
      cands,
      0,
      n,
    );
    for (const c of chosen) {
      ev(g, { type: 'reveal', player: x.p, card: c, code: g.code[c]! }); // 001 §11-2-1
      moveTo(g, c, Z.hand);
      ev(g, { type: 'add-to-hand', player: x.p, card: c, code: g.code[c]!, from: 'deck' });
    }
    shuffleInPlace(g.rng, ps.deck);
    ev(g, { type: 'shuffle', player: x.p });
  };
}

/** "Add up to N {T} type Character card(s) with a cost of X or less from your trash to your hand". */
export function addFromTrash(n: number, f: Filter, category?: 'Character' | 'Event' | 'Stage'): Step {
  return (x) => {
    const g = x.g;
    const chosen = chooseCards(
      x,
      `Add up to ${n} card(s) from your trash to your hand`,
      '001 §4-11',
      listCandidates(g, g.players[x.p].trash, { ...f, other: false }, x.self, category),
      0,
      n,
    );
    for (const c of chosen) {
      moveTo(g, c, Z.hand);
      ev(g, { type: 'add-to-hand', player: x.p, card: c, code: g.code[c]!, from: 'trash' });
    }
  };
}

/**
 * "Look at N cards from the top of your deck and return them to the top or bottom of the deck in
 * any order": choose which go to the bottom, then order each group (001 §11-3: owner looks only).
 */
export function lookAndReturn(look: number): Step {
  return (x) => {
    const g = x.g,
      ps = g.players[x.p];
    const top = ps.deck.slice(Math.max(0, ps.deck.length - look)).reverse(); // top first
    if (top.length === 0) return;
    if (x.ask.answered === 0 && x.t.vars['looked'] !== true) {
      ev(g, { type: 'look', player: x.p, cards: top.slice(), codes: top.map((c) => g.code[c]!) });
      x.t.vars['looked'] = true;
    }
    // 001 §11-3-3 (as the card reads: "return them to the top or bottom of the deck in any order"): all of them
    // to one end, the player choosing the end and then the order (issue 11 item 18).
    const end =
      ask(
        x,
        'select-option',
        'Return the cards to the top or the bottom of your deck?',
        '001 §11-3-3',
        [
          { id: 'top', label: 'Top of your deck', kind: 'top' },
          { id: 'bottom', label: 'Bottom of your deck', kind: 'bottom' },
        ],
        1,
        1,
      )[0] === 0
        ? 'top'
        : 'bottom';
    const order =
      top.length < 2
        ? top
        : ask(
            x,
            'order',
            `Order the cards for the ${end} of your deck (first = ${end === 'top' ? 'top card' : 'deepest'})`,
            '001 §3-1-7',
            top.map((c) => ({ label: cardLabel(g, c), kind: 'card', card: c })),
            top.length,
            top.length,
            undefined,
            true,
          ).map((i) => top[i]!);
    const topOrder = end === 'top' ? order : [];
    const bottomOrder = end === 'bottom' ? order : [];
    for (const c of top) ps.deck.splice(ps.deck.lastIndexOf(c), 1);
    for (let i = topOrder.length - 1; i >= 0; i--) ps.deck.push(topOrder[i]!);
    for (let i = bottomOrder.length - 1; i >= 0; i--) ps.deck.unshift(bottomOrder[i]!);
    ev(g, { type: 'deck-arranged', player: x.p, top: topOrder.length, bottom: bottomOrder.length });
  };
}

/** "Trash up to N of your opponent's Life cards" (no damage: no [Trigger], 10-1-5 Q&A). */
export function trashOpponentLife(n: number): Step {
  return (x) => {
    const ps = x.g.players[opp(x.p)];
    const k = chooseCount(
      x,
      "Trash how many of your opponent's Life cards?",
      '001 §4-8-1',
      Math.min(n, ps.life.length),
    );
    for (let i = 0; i < k; i++) trashLife(x.g, opp(x.p), 'top');
  };
}

/** Escape hatch: a hand-written step (must ask before it mutates). */
export function custom(step: Step): Step {
  return step;
}

/**
 * Choose cards of a hand the chooser cannot see (001 §3-1-5: the hand is secret to the other player): the options are
 * positions, not cards. `who` chooses `n` (as many as there are) from the hand of `owner`.
 */
export function chooseHidden(
  x: Ctx,
  prompt: string,
  rule: string,
  owner: PlayerId,
  who: PlayerId,
  n: number,
): number[] {
  const hand = x.g.players[owner].hand;
  const k = Math.min(n, hand.length);
  if (k === 0) return [];
  if (k === hand.length && !x.g.askAlways) return hand.slice();
  const opts = hand.map((_c, i) => ({ id: `hand:${i}`, label: `card ${i + 1} of the hand`, kind: 'hidden-card' }));
  return ask(x, 'select-cards', prompt, rule, opts, k, k, who).map((i) => hand[i]!);
}

/** "Choose N cards from your opponent's hand; your opponent reveals those cards" (OP01-105; 001 §11-2-1). */
export function revealFromOpponentsHand(n: number): Step {
  return (x) => {
    const g = x.g;
    const chosen = chooseHidden(x, `Choose ${n} card(s) from your opponent's hand`, '001 §11-2-1', opp(x.p), x.p, n);
    x.t.vars['revealed'] = chosen;
    for (const c of chosen) ev(g, { type: 'reveal', player: opp(x.p), card: c, code: g.code[c]! });
  };
}

/** "If the revealed card is …": the step runs when a card the previous reveal showed matches (OP01-063). */
export function ifRevealed(test: (g: OptcgState, c: number) => boolean, step: Step): Step {
  return (x) => {
    const shown = (x.t.vars['revealed'] as number[] | undefined) ?? [];
    if (shown.some((c) => test(x.g, c))) step(x);
  };
}
/** "is an Event" / "is a Character card" (for ifRevealed). */
export const isCategory =
  (category: string) =>
  (g: OptcgState, c: number): boolean =>
    defAt(g.code, c).stats.category === category;

/** "Your opponent chooses N cards from your hand; trash those cards" (OP01-038): they choose unseen (001 §3-1-5). */
export function opponentTrashesFromYourHand(n: number): Step {
  return (x) => {
    const g = x.g;
    const chosen = chooseHidden(
      x,
      `Choose ${n} card(s) from your opponent's hand to trash`,
      '001 §10-2-14',
      x.p,
      opp(x.p),
      n,
    );
    for (const c of chosen) {
      moveTo(g, c, Z.trash);
      ev(g, { type: 'trash', player: x.p, card: c, code: g.code[c]!, from: 'hand' });
    }
  };
}

/** "place up to N cards from your opponent's Life area at the bottom of the owner's deck" (OP01-063): the top ones. */
export function opponentLifeToDeckBottom(n: number): Step {
  return (x) => {
    const ps = x.g.players[opp(x.p)];
    const k = chooseCount(
      x,
      "Place how many of your opponent's Life cards at the bottom of their deck?",
      '001 §4-6',
      Math.min(n, ps.life.length),
    );
    for (let i = 0; i < k; i++) {
      const c = ps.life[ps.life.length - 1]!;
      toDeckBottom(x.g, c);
      ev(x.g, { type: 'deck-bottom', player: opp(x.p), count: 1 });
    }
    if (k > 0) lifeLeft(x.g, opp(x.p)); // OP05-098
  };
}

/**
 * "Reveal 1 card from the top of your deck. If that card is a … Character card with a cost of N or less, you may play
 * that card rested" (OP01-060): a card not played stays on top of the deck (001 §11-2-1: revealing moves nothing).
 */
export function revealTopMayPlay(f: Filter, rested: boolean): Step {
  return (x) => {
    const g = x.g,
      ps = g.players[x.p];
    const top = ps.deck[ps.deck.length - 1];
    if (top === undefined) return;
    if (x.ask.answered === 0 && x.t.vars['revealedTop'] !== true) {
      ev(g, { type: 'reveal', player: x.p, card: top, code: g.code[top]! });
      x.t.vars['revealedTop'] = true;
    }
    if (listCandidates(g, [top], f, x.self, 'Character').length === 0) return;
    if (!yesNo(x, `Play ${cardLabel(g, top)}${rested ? ' rested' : ''}?`, '001 §8-1-2')) return;
    playToField(x, top, 'deck');
    if (rested && onField(g, top)) g.rested[top] = 1;
  };
}

/** "K.O. up to 1 … with a cost of 3 or less and up to 1 … with a cost of 2 or less" (OP01-096): one choice per filter, different cards, K.O.'d together. */
export function koEach(filters: Filter[]): Step {
  return (x) => {
    const chosen: number[] = [];
    for (const f of filters) {
      const cands = fieldCandidates(x.g, x.p, { ...f, leader: false }, x.self).filter((c) => !chosen.includes(c));
      chosen.push(...chooseCards(x, 'K.O. up to 1 Character', '001 §10-2-1-2', cands, 0, 1));
    }
    koChosen(x, chosen);
  };
}

/**
 * "Return 1 of your Characters to the owner's hand. Then, play up to 1 Character with a cost of N or less from your
 * hand that is a different color than the returned Character" (OP01-002): the second half, reading what was returned.
 * A card is "a different color" when it shares no color with the returned one.
 */
export function playFromHandUnlikeReturned(f: Filter): Step {
  return (x) => {
    const back = (x.t.vars['returned'] as number[] | undefined) ?? [];
    if (back.length === 0) return;
    const colors = defAt(x.g.code, back[0]!).stats.colors;
    const unlike: Filter = {
      ...f,
      where: (g, c) => !defAt(g.code, c).stats.colors.some((k) => colors.includes(k)),
    };
    playFromHand(1, unlike, 'Character')(x);
  };
}

/** [Trigger] "… and add this card to your hand" (ST09-002): the revealed Life card goes to its owner's hand. */
export const addThisToHand: Step = (x) => {
  const g = x.g;
  if (g.zone[x.self] !== Z.limbo) return;
  moveTo(g, x.self, Z.hand);
  ev(g, { type: 'add-to-hand', player: x.p, card: x.self, code: g.code[x.self]!, from: 'trigger' }); // revealed already (001 §10-1-5)
};

/** "Add up to N cards from the top of your deck to the top of your Life cards" (face-down, 001 §4-6; ST09-005). */
export function deckTopToLife(n: number): Step {
  return (x) => {
    const ps = x.g.players[x.p];
    const k = chooseCount(
      x,
      'Add how many cards from the top of your deck to your Life?',
      '001 §4-6',
      Math.min(n, ps.deck.length),
    );
    for (let i = 0; i < k; i++) moveTo(x.g, ps.deck[ps.deck.length - 1]!, Z.life);
    if (k > 0) ev(x.g, { type: 'life-set', player: x.p, count: ps.life.length });
  };
}

/** "K.O. 1 of your {Dressrosa} type Characters" (OP04-079): not "up to", so one is K.O.'d when one can be. */
export function koExactly(n: number, f: Filter): Step {
  return (x) => {
    const cands = fieldCandidates(x.g, x.p, { ...f, leader: false }, x.self);
    const k = Math.min(n, cands.length);
    koChosen(x, chooseCards(x, `K.O. ${k} Character(s)`, '001 §10-2-1-2', cands, k, k));
  };
}

/** "Up to 1 of your {Dressrosa} type Characters can also attack active Characters during this turn" (OP04-080). */
export function grantCanAttackActive(n: number, f: Filter, dur: Duration): Step {
  return (x) => {
    const chosen = chooseCards(x, `Choose up to ${n}`, '001 §7-1-1-1', fieldCandidates(x.g, x.p, f, x.self), 0, n);
    for (const c of chosen) addMod(x.g, c, x.p, dur, { flag: 'canAttackActive' });
  };
}

/** "Then, …, that card gains [Double Attack] during this turn" (OP04-093): the cards the previous step chose. */
export function chosenGainKeyword(kw: Keyword, dur: Duration): Step {
  return (x) => {
    const chosen = (x.t.vars['chosen'] as number[] | undefined) ?? [];
    for (const c of chosen) {
      if (!onField(x.g, c)) continue;
      addMod(x.g, c, x.p, dur, { kw });
      ev(x.g, { type: 'gain', card: c, keyword: kw, duration: dur });
    }
  };
}

/** "None of your Characters can be K.O.'d by effects until the start of your next turn" (OP04-083). */
export function yourCharactersCannotBeKOdByEffects(dur: Duration): Step {
  return (x) => {
    addMod(x.g, x.g.players[x.p].leader, x.p, dur, { flag: 'charsCannotBeKOdByEffects' });
  };
}

/**
 * "place 1 Character with a cost of 4 or less at the bottom of the owner's deck" as a cost (OP04-055; 001 §8-3-1):
 * either player's Character the filter finds.
 */
export function toBottomCost(n: number, f: Filter): Cost {
  const which = (g: OptcgState, self: number, p: PlayerId): number[] =>
    fieldCandidates(g, p, { ...f, leader: false }, self).filter((c) => removableBy(g, c, p));
  return {
    label: `place ${n} Character(s) at the bottom of the owner's deck`,
    canPay: (g, s, p) => which(g, s, p).length >= n,
    choose: (x) =>
      chooseCards(x, `Choose ${n} Character(s) for the deck bottom`, '001 §8-3-1', which(x.g, x.self, x.p), n, n),
    pay: (x, choice) => {
      for (const c of choice) {
        ev(x.g, { type: 'to-deck-bottom', player: x.g.owner[c]!, card: c, code: x.g.code[c]! });
        toDeckBottom(x.g, c);
      }
    },
  };
}

/**
 * "Play 1 [Ice Oni] from your trash" (OP04-055): not "up to" (unlike trash.ts `playFromTrash`), so one the filter finds
 * is played when there is one (001 §1-3-2).
 */
export function playFromTrashExactly(n: number, f: Filter): Step {
  return (x) => {
    const cands = listCandidates(x.g, x.g.players[x.p].trash, f, x.self, 'Character');
    const k = Math.min(n, cands.length);
    const chosen = chooseCards(x, `Play ${k} card(s) from your trash`, '001 §3-7-3', cands, k, k);
    if (chosen.length > 0) playToField(x, chosen[0]!, 'trash');
  };
}

/** A permanent "… cannot be K.O.'d by effects" of other cards (OP04-119). */
export function cannotBeKOdByEffects(conds: Cond[], to: Filter): Aura {
  return { ...aura(conds, 0, to), noEffectKO: true };
}

/** A permanent "your {Dressrosa} type Characters can attack Characters on the turn in which they are played" (OP04-096). */
export function attackCharactersWhenPlayed(conds: Cond[], to: Filter): Aura {
  return { ...aura(conds, 0, to), attackCharactersWhenPlayed: true };
}
