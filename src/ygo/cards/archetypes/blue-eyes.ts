/** "Blue-Eyes White Dragon" helpers shared by the cards that Summon it (Maiden with Eyes of Blue, Rage with Eyes of Blue). */
import { canSpecialSummon, cardsIn, named, shuffleDeck, specialSummon, type EffectContext } from '../dsl/index.ts';
import { cardDef } from '../registry.ts';

export const BLUE_EYES = 89631139;
export const BLUE_EYES_NAME = 'Blue-Eyes White Dragon';
export const isBlueEyes = named(BLUE_EYES);

/** The "Blue-Eyes White Dragon" the effect's controller could Special Summon now from these places. */
export function summonableBlueEyes(ctx: EffectContext, zones: readonly ('hand' | 'deck' | 'gy')[]): number[] {
  const out: number[] = [];
  for (const z of zones)
    for (const u of cardsIn(ctx.duel, ctx.player, 'you', z, (_d, c) => isBlueEyes(cardDef(c.code))))
      if (canSpecialSummon(ctx.duel, u, ctx.player)) out.push(u);
  return out;
}

/** "Special Summon 1 "Blue-Eyes White Dragon" from your hand, Deck, or GY" (the player chooses which, then the zone). */
export function summonOneBlueEyes(ctx: EffectContext): boolean {
  const pool = summonableBlueEyes(ctx, ['hand', 'deck', 'gy']);
  if (pool.length === 0) return false;
  const pick = ctx.chooseOne(pool, `Special Summon 1 "${BLUE_EYES_NAME}"`);
  const fromDeck = ctx.card(pick).location === 'deck';
  const defense =
    ctx.chooseOption(['Attack Position', 'Defense Position'], 'Summon in which position?', 'select-option') === 1;
  const ok = specialSummon(ctx, pick, { defense });
  if (fromDeck) shuffleDeck(ctx.duel, ctx.player);
  return ok;
}
