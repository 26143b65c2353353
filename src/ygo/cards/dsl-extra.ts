/**
 * More building blocks for card files (shared, append-only). Each block is small, generic, and
 * named after the card-text phrase it implements; see dsl.ts for the core set.
 */
import type { MonsterType } from '../card-stats.ts';
import type { EffectContext } from '../rules/context.ts';
import { log, newGroup, raise } from '../rules/events.ts';
import { canPlaceMonster, moveCard, onField } from '../rules/zones.ts';
import { Reason, type CardInstance, type DuelEventRecord, type DuelState } from '../state.ts';
import { equipTo } from '../rules/equip.ts';
import { cardDef } from './registry.ts';
import { cardsIn, searchDeck, specialSummonFrom, targets, type CardFilter, type Side, type Zone } from './dsl.ts';
import { canSpecialSummon } from '../rules/special-summon.ts';
import type { EffectDef, Step } from './types.ts';

// ---------- event filters ("if this card is …") ----------
type EventFilter = NonNullable<EffectDef['eventFilter']>;

/** "If this card is sent from the field to the GY" (003 §3.4.4: destroyed cards count as sent too). */
export const thisSentFromFieldToGy: EventFilter = (ctx, ev) =>
  ev.kind === 'to-gy' && ev.uid === ctx.self.uid && ev.from !== null && onField(ev.from) && ev.stamp === ctx.self.stamp && ctx.self.location === 'gy';

/** "When this card is destroyed by battle and sent to the GY" (still in the GY: under Dimensional Fissure it never got there). */
export const thisDestroyedByBattleToGy: EventFilter = (ctx, ev) =>
  ev.kind === 'destroyed' && ev.uid === ctx.self.uid && (ev.reason & Reason.BATTLE) !== 0 && ev.stamp === ctx.self.stamp && ctx.self.location === 'gy';

/** An opponent's monster declared an attack ("When an opponent's monster declares an attack"). */
export const opponentAttackDeclared: EventFilter = (ctx, ev) => {
  const b = ctx.duel.battle;
  if (ev.kind !== 'attack-declared' || !b || b.attacker !== ev.uid) return false;
  const a = ctx.card(ev.uid);
  return a.location === 'mzone' && a.stamp === b.attackerStamp && a.controller !== ctx.player;
};

/** "Target the attacking monster": the attacker, fixed by the event (003 §3.4.3: chosen on activation). */
export const targetAttacker: NonNullable<EffectDef['target']> = {
  can: (ctx) => ctx.duel.battle !== null && ctx.duel.battle.attacker >= 0,
  choose: (ctx) => ctx.setTargets([ctx.duel.battle!.attacker]),
};

/**
 * Monsters Summoned in the same action as the triggering event (a simultaneous Summon of several),
 * still where they were Summoned and passing `filter`.
 */
export function summonedTogether(ctx: EffectContext, filter?: CardFilter): DuelEventRecord[] {
  const ev = ctx.event;
  if (!ev) return [];
  const out: DuelEventRecord[] = [];
  // Both the last action's events and those not yet checked for triggers (no concatenation: this runs in activation checks).
  for (const list of [ctx.duel.recent, ctx.duel.raised]) {
    for (const e of list) {
      if (e.kind !== 'summoned' || e.group !== ev.group) continue;
      const c = ctx.card(e.uid);
      if (c.stamp !== e.stamp || c.location !== 'mzone') continue;
      if (filter && !filter(ctx.duel, c)) continue;
      if (!out.some((o) => o.uid === e.uid)) out.push(e);
    }
  }
  return out;
}

// ---------- remembering cards between activation and resolution (non-targeting) ----------
/**
 * Remember cards chosen or fixed on activation without targeting them (003 §3.4.3: a non-targeting
 * effect still applies only to the cards it meant, if they are still there). Kept in the link's data.
 */
export function rememberCards(ctx: EffectContext, uids: readonly number[], key = 'm'): void {
  ctx.data[`${key}#`] = uids.length;
  uids.forEach((u, i) => {
    ctx.data[`${key}${i}`] = u;
    ctx.data[`${key}${i}s`] = ctx.card(u).stamp;
  });
}

/** The remembered cards still where they were (same stamp). */
export function rememberedCards(ctx: EffectContext, key = 'm'): number[] {
  const n = ctx.data[`${key}#`] ?? 0;
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const u = ctx.data[`${key}${i}`]!;
    if (ctx.card(u).stamp === ctx.data[`${key}${i}s`]) out.push(u);
  }
  return out;
}

// ---------- operations ----------
/**
 * "Destroy … and if you do, banish it" (Bottomless Trap Hole): destroyed and banished directly,
 * never reaching the GY (003 §3.4.4 Destroy: the destination may be replaced; nothing "sent to the GY" happens).
 */
export function destroyAndBanish(duel: DuelState, uids: readonly number[], by: 0 | 1): number[] {
  newGroup(duel);
  const done: number[] = [];
  for (const u of uids) {
    const c = duel.cards[u]!;
    // 003 §3.4.4: only cards on the field (or hand/Deck) can be destroyed.
    if (!onField(c.location)) continue;
    const from = c.location;
    moveCard(duel, u, 'banished', { reason: Reason.EFFECT | Reason.DESTROY, by });
    raise(duel, 'destroyed', u, by, Reason.EFFECT | Reason.DESTROY, from);
    log(duel, { type: 'destroyed', card: u, code: c.code, from, reason: Reason.EFFECT | Reason.DESTROY, to: 'banished' });
    done.push(u);
  }
  return done;
}

/** Every monster Type that can be declared (003 §3.3.1). */
export const MONSTER_TYPES: readonly MonsterType[] = [
  'Aqua', 'Beast', 'Beast-Warrior', 'Creator God', 'Cyberse', 'Dinosaur', 'Divine-Beast', 'Dragon', 'Fairy', 'Fiend', 'Fish',
  'Illusion', 'Insect', 'Machine', 'Plant', 'Psychic', 'Pyro', 'Reptile', 'Rock', 'Sea Serpent', 'Spellcaster', 'Thunder',
  'Warrior', 'Winged Beast', 'Wyrm', 'Zombie',
];

/** "Declare 1 Type of monster": asked on activation, kept in the link's data as an index into MONSTER_TYPES. */
export function declareType(key = 'type'): Step {
  return (ctx) => {
    ctx.data[key] = ctx.chooseOption(MONSTER_TYPES, 'Declare 1 Type of monster', 'declare');
  };
}

export function declaredType(ctx: EffectContext, key = 'type'): MonsterType {
  return MONSTER_TYPES[ctx.data[key] ?? 0]!;
}

// ---------- targeting for Special Summons ----------
/**
 * "Target 1 monster in <zone>; Special Summon it" (Monster Reborn): only monsters the activator could
 * Special Summon now count (003 §3.3.2: a monster that must first be properly Summoned, and a free zone).
 */
export function summonableTarget(spec: { side: Side; zone: Zone; filter?: CardFilter; prompt: string }): NonNullable<EffectDef['target']> {
  const candidates = (ctx: EffectContext): number[] =>
    cardsIn(ctx.duel, ctx.player, spec.side, spec.zone, spec.filter).filter((u) => canSpecialSummon(ctx.duel, u, ctx.player));
  return {
    can: (ctx) => candidates(ctx).length > 0,
    choose: (ctx) => ctx.setTargets(ctx.choose({ from: candidates(ctx), min: 1, max: 1, prompt: spec.prompt })),
  };
}

// ---------- activating Continuous, Field and Equip Spells ----------
/**
 * The activation of a Continuous or Field Spell with no one-shot effect (003 §3.3.3): the card is
 * placed face-up by the activation and its continuous effects (statics) apply once it has resolved.
 */
export function activateThisCard(label = 'Activate this card'): EffectDef {
  return { label, type: 'activate', category: [], operation: [] };
}

/**
 * An Equip Spell's activation (003 §3.3.3): target 1 face-up monster on the field (optionally only
 * some); on resolution, equip this card to it. If the target is gone, the card is not equipped and
 * goes to the GY (chain.ts: an unequipped Equip Spell does not stay).
 */
export function equipSpell(filter?: CardFilter, prompt = 'Target 1 face-up monster to equip'): EffectDef {
  const can = (d: DuelState, c: CardInstance): boolean => c.faceUp && (!filter || filter(d, c));
  return {
    label: 'Equip this card to a face-up monster',
    type: 'activate',
    category: ['equip'],
    target: targets({ side: 'both', zone: 'monsters', filter: can, prompt }),
    operation: [
      (ctx) => {
        const t = ctx.target();
        if (t < 0 || !ctx.selfUnmoved() || !onField(ctx.self.location)) return false;
        return equipTo(ctx.duel, ctx.self.uid, t);
      },
    ],
  };
}

// ---------- Counter Traps answering an activation ----------
/**
 * Index of the chain link this effect answers: the link just below its own (003 §3.4.4 Negation:
 * "negate the activation" must chain directly). Before its own link exists (condition checks), the top link.
 */
export function answeredLink(ctx: EffectContext): number {
  const i = ctx.duel.chain.indexOf(ctx.link);
  return i >= 0 ? i - 1 : ctx.duel.chain.length - 1;
}

/**
 * "When a Spell/Trap Card is activated": the link answered is a card activation (not an effect
 * activation, 003 §3.4.4 TC-85) of a card of that kind, not already negated.
 */
export function chainedToCardActivation(kinds: ReadonlyArray<'spell' | 'trap'>): (ctx: EffectContext) => boolean {
  return (ctx) => {
    const l = ctx.duel.chain[answeredLink(ctx)];
    if (!l || !l.cardActivation || l.negated !== 0) return false;
    return (kinds as readonly string[]).includes(cardDef(l.code).kind);
  };
}

// ---------- cards linked to a monster ----------
/**
 * Call of the Haunted / Premature Burial: this card now refers to the monster it Summoned (kept in
 * `equipTarget`, see CardDef.destroysLinkedOnLeave); the rules destroy one when the other goes.
 */
export function linkToMonster(ctx: EffectContext, monster: number): void {
  ctx.self.equipTarget = monster;
  log(ctx.duel, { type: 'card-target', card: ctx.self.uid, code: ctx.self.code, target: monster });
}

/**
 * "If this card is sent from the field to the GY: Add 1 <what> from your Deck to your hand, but you cannot
 * activate cards, or the effects of cards, with that name for the rest of this turn. You can only use this
 * effect of '<name>' once per turn" (Sangan, Witch of the Black Forest: current texts).
 */
export function searcherFromField(filter: CardFilter, what: string): EffectDef {
  return {
    label: `Add 1 ${what} from your Deck to your hand`,
    // 003 §3.4.3: "If …: <effect>" without "you can" is a mandatory trigger, activated from the GY.
    type: 'trigger',
    event: 'to-gy',
    range: ['gy'],
    mandatory: true,
    eventFilter: thisSentFromFieldToGy,
    // 003 §3.5.1: hard once per turn, by name.
    oncePerTurn: 'name',
    category: ['search', 'to-hand'],
    operation: [searchDeck(filter, `Add 1 ${what} from your Deck to your hand`, 1, { lockName: true })],
  };
}

/**
 * "When this card is destroyed by battle and sent to the GY: You can Special Summon 1 <what> from your Deck,
 * in (face-up) Attack Position" (Mystic Tomato, Giant Rat).
 */
export function floaterFromDeck(filter: CardFilter, what: string): EffectDef {
  return {
    label: `Special Summon 1 ${what} from your Deck`,
    // 003 §3.4.3: "When … you can" is an optional trigger that can miss the timing.
    type: 'trigger',
    event: 'destroyed',
    range: ['gy'],
    when: true,
    eventFilter: thisDestroyedByBattleToGy,
    category: ['special-summon'],
    // 003 §3.4.3: an activation whose resolution is entirely impossible is not allowed.
    feasible: (ctx) => canPlaceMonster(ctx.duel, ctx.player, false) && cardsIn(ctx.duel, ctx.player, 'you', 'deck', filter).length > 0,
    operation: [specialSummonFrom('deck', filter, `Special Summon 1 ${what}`, 'attack')],
  };
}
