/** "Sky Striker" cards (YGOPro setcode 0x115) and their "Sky Striker Ace" monsters (0x1115, a sub-archetype). */
import {
  inArchetype,
  isSpell,
  noMainZoneMonsters,
  spellsInGy,
  type CardFilter,
  type EffectContext,
} from '../dsl/index.ts';

export const SKY_STRIKER = 0x115;
export const SKY_STRIKER_ACE = 0x1115;

/** A "Sky Striker" card now (003 §3.3.1: by its current name; "Sky Striker Ace" cards are "Sky Striker" cards). */
export const isSkyStriker: CardFilter = (d, c) => inArchetype(d, c, SKY_STRIKER);
/** A "Sky Striker Ace" card now. */
export const isSkyStrikerAce: CardFilter = (d, c) => inArchetype(d, c, SKY_STRIKER_ACE);
/** A "Sky Striker" Spell ("target 1 "Sky Striker" Spell in your GY"). */
export const isSkyStrikerSpell: CardFilter = (d, c) => isSpell(d, c) && isSkyStriker(d, c);

/**
 * "If you control no monsters in your Main Monster Zone(s)": the activation condition of the Sky Striker Spells
 * (003 §3.4.3: checked when activating; a monster in an Extra Monster Zone does not prevent it).
 */
export const noMainMonsters = (ctx: EffectContext): boolean => noMainZoneMonsters(ctx.duel, ctx.player);

/**
 * "if you have 3 or more Spells in your GY" (the Sky Striker Spells' bonus): checked when that part of the effect
 * resolves (003 §3.4.3; the resolving Spell itself is still on the field, not in the GY).
 */
export const threeSpellsInGy = (ctx: EffectContext): boolean => spellsInGy(ctx.duel, ctx.player) >= 3;
