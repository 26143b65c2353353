/** Special Summons by effects (003 §3.3.2): of a target, from a zone, the searchers and floaters; Fusion Summon. */
import { shuffleDeck } from '../../rules/moves.ts';
import type { EffectContext } from '../../rules/context.ts';
import type { PlayerId } from '../../../core/decision.ts';
import {
  canSpecialSummon,
  specialSummon as summonByRules,
  specialSummonAll as summonAllByRules,
} from '../../rules/special-summon.ts';
import { canPlaceMonster } from '../../rules/zones.ts';
import { summonTokens as tokensByRules } from '../../rules/tokens.ts';
import type { EffectDef, Step } from '../types.ts';
import { thisDestroyedByBattleToGy, thisSentFromFieldToGy } from './events.ts';
import { cardsIn, type CardFilter, type Zone } from './filters.ts';
import { searchDeck } from './operations.ts';
import type { CardInstance } from '../../state.ts';

/** How an effect Special Summons: the position, and whether this is the monster's proper procedure. */
export interface EffectSummon {
  defense: boolean;
  proper?: boolean;
  /** Only these Main Monster Zones ("to your zone this card points to"). */
  only?: readonly number[];
  /** Several at once: each one's position as the player chose it. */
  defenseEach?: readonly boolean[];
  /** "… in face-down Defense Position" (Gusto Falco). */
  faceDown?: boolean;
  /** "(This is treated as a Synchro Summon.)": the Summon's kind (003 §3.3.2), with `proper`. */
  kind?: 'synchro' | 'fusion' | 'xyz' | 'link';
}

/**
 * The effect's controller Special Summons `uid` to their field, choosing the zone (003 §3.3.2). Returns false when
 * no zone is free. Call it before anything else changes in the same step (the zone question re-runs the step).
 */
export function specialSummon(ctx: EffectContext, uid: number, opts: EffectSummon): boolean {
  return summonByRules(ctx.duel, uid, ctx.player, { ...opts, by: ctx.player, io: ctx.asker });
}

/** 003 §3.4.4: several monsters Special Summoned at once by one effect, one action; returns how many were. */
export function specialSummonAll(ctx: EffectContext, uids: readonly number[], opts: EffectSummon): number {
  return summonAllByRules(ctx.duel, uids, ctx.player, { ...opts, by: ctx.player, io: ctx.asker });
}
export {
  fusionCandidates,
  fusionPossible,
  fusionSummonStep,
  fusionSummonWith,
  type FusionSpec,
} from '../../rules/fusion.ts';
export { canSummonTokens } from '../../rules/tokens.ts';
export { canNormalSummonByEffect, normalSummonAfterThisLink } from '../../rules/summon.ts';
export { grantExtraNormalSummon, mayGainExtraNormalSummon } from '../../rules/extra-summon.ts';
export {
  lockSummons,
  noNormalOrSpecialSummonThisTurn,
  noSpecialSummonThisTurn,
  noSpecialSummonThisTurnExceptType,
  summonedThisTurn,
} from '../../rules/summon-history.ts';

/**
 * 003 §3.3.2 "Tokens": the effect's controller Special Summons the Tokens `codes` (one each) to their field at once,
 * choosing the zones; returns the new Tokens. Call it before anything else changes in the same step.
 */
export function summonTokens(ctx: EffectContext, codes: readonly number[], opts: EffectSummon): number[] {
  return tokensByRules(ctx.duel, codes, ctx.player, { ...opts, by: ctx.player, io: ctx.asker });
}

/**
 * The effect's controller Special Summons the Tokens `codes` to `player`'s field ("to your opponent's field": Mithra
 * the Thunder Vassal), at once; returns the new Tokens.
 */
export function summonTokensTo(
  ctx: EffectContext,
  player: PlayerId,
  codes: readonly number[],
  opts: EffectSummon,
): number[] {
  return tokensByRules(ctx.duel, codes, player, { ...opts, by: ctx.player, io: ctx.asker });
}

/** Special Summon the target (Monster Reborn, Call of the Haunted …). */
export function specialSummonTarget(position: 'attack' | 'defense' | 'either' = 'either'): Step {
  return (ctx) => {
    const t = ctx.target();
    if (t < 0 || !canSpecialSummon(ctx.duel, t, ctx.player)) return false;
    const defense =
      position === 'either'
        ? ctx.chooseOption(['Attack Position', 'Defense Position'], 'Summon in which position?', 'select-option') === 1
        : position === 'defense';
    return specialSummon(ctx, t, { defense });
  };
}

/**
 * Special Summon one card chosen on resolution from a zone (Mystic Tomato, Giant Rat); 'either': the player picks the
 * position ("Special Summon 1 … from your hand": face-up Attack or Defense Position, 003 §3.3.2).
 */
export function specialSummonFrom(
  zone: Zone,
  filter: CardFilter,
  prompt: string,
  position: 'attack' | 'defense' | 'either' = 'attack',
): Step {
  return (ctx) => {
    const pool = cardsIn(ctx.duel, ctx.player, 'you', zone, filter).filter((u) =>
      canSpecialSummon(ctx.duel, u, ctx.player),
    );
    if (pool.length === 0) return false;
    const pick = ctx.choose({ from: pool, min: 1, max: 1, prompt })[0]!;
    const defense =
      position === 'either'
        ? ctx.chooseOption(['Attack Position', 'Defense Position'], 'Summon in which position?', 'select-option') === 1
        : position === 'defense';
    const ok = specialSummon(ctx, pick, { defense });
    if (zone === 'deck') shuffleDeck(ctx.duel, ctx.player);
    return ok;
  };
}

/**
 * "If this card is sent from the field to the GY: Add 1 <what> from your Deck to your hand, but you cannot
 * activate cards, or the effects of cards, with that name for the rest of this turn. You can only use this
 * effect of '<name>' once per turn" (Sangan, Witch of the Black Forest: current texts). With `printing: 'original'`,
 * their texts before the 2021 errata: "When this card is sent from the field to the Graveyard: Add 1 <what> from
 * your Deck to your hand", with neither the once per turn nor the name lock.
 */
export function searcherFromField(
  filter: CardFilter,
  what: string,
  printing: 'current' | 'original' = 'current',
): EffectDef {
  const current = printing === 'current';
  const effect: EffectDef = {
    label: `Add 1 ${what} from your Deck to your hand`,
    // 003 §3.4.3: a mandatory trigger, activated from the GY ("When …: <effect>" in the original printing: a mandatory
    // trigger never misses its timing, so it reads as "If").
    type: 'trigger',
    event: 'to-gy',
    range: ['gy'],
    mandatory: true,
    eventFilter: thisSentFromFieldToGy,
    category: ['search', 'to-hand'],
    operation: [searchDeck(filter, `Add 1 ${what} from your Deck to your hand`, 1, { lockName: current })],
  };
  // 003 §3.5.1: the current printing is hard once per turn, by name.
  if (current) effect.oncePerTurn = 'name';
  return effect;
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
    category: ['special-summon', 'special-summon-from-deck'],
    // 003 §3.4.3: an activation whose resolution is entirely impossible is not allowed.
    feasible: (ctx) =>
      canPlaceMonster(ctx.duel, ctx.player, false) && cardsIn(ctx.duel, ctx.player, 'you', 'deck', filter).length > 0,
    operation: [specialSummonFrom('deck', filter, `Special Summon 1 ${what}`, 'attack')],
  };
}

/**
 * 003 §3.3.2: the monster came to the field by a Special Summon: by an effect, its own procedure, or a Fusion,
 * Ritual, Synchro, Xyz, Link or Pendulum Summon (not a Normal, Tribute or Flip Summon, nor a Set).
 */
export function wasSpecialSummoned(c: CardInstance): boolean {
  const k = c.summon;
  return k !== null && k !== 'normal' && k !== 'tribute' && k !== 'flip' && k !== 'set';
}
