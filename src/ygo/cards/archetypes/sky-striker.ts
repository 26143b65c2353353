/** "Sky Striker" cards (YGOPro setcode 0x115) and their "Sky Striker Ace" monsters (0x1115, a sub-archetype). */
import {
  attributeOf,
  inArchetype,
  isSpell,
  noMainZoneMonsters,
  placeableZones,
  spellsInGy,
  type CardFilter,
  type CardInstance,
  type DuelState,
  type EffectContext,
  type PlayerId,
} from '../dsl/index.ts';
import type { Attribute, LinkMaterials } from '../types.ts';

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

/**
 * 003 §3.3.2: "1 non-<Attribute> "Sky Striker Ace" monster" (Kagari, Shizuku, Hayate, Kaina): the material as it is
 * on the field, its current archetype and Attribute.
 */
export function nonAttributeAce(attribute: Attribute): LinkMaterials {
  return {
    min: 1,
    max: 1,
    onField: (duel: DuelState, c: CardInstance) => isSkyStrikerAce(duel, c) && attributeOf(duel, c) !== attribute,
  };
}

/**
 * 003 §3.2.1: "… to the Extra Monster Zone": the Extra Monster Zones `p` may use now for a monster from the Extra Deck
 * (none once they hold one, 003 §3.2.1), Main Monster Zones excluded.
 */
export function freeExtraMonsterZones(duel: DuelState, p: PlayerId): number[] {
  return placeableZones(duel, p, { row: 'monster', fromExtra: true, only: [] });
}
