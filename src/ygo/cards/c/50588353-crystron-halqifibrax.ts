import {
  Reason,
  addRestriction,
  banish,
  canSpecialSummon,
  cardsIn,
  defineCard,
  extraSummonZones,
  levelAtMost,
  maySpecialSummon,
  shuffleDeck,
  specialSummon,
  type CardFilter,
  type EffectContext,
} from '../dsl/index.ts';
import { cardDef } from '../registry.ts';

/** A Tuner (its printed kind: 003 §3.3.1). */
const isTuner: CardFilter = (_d, c) => cardDef(c.code).categories?.includes('tuner') === true;
/** "1 Level 3 or lower Tuner". */
const smallTuner: CardFilter = (d, c) => cardDef(c.code).kind === 'monster' && isTuner(d, c) && levelAtMost(3)(d, c);
/** "1 Tuner Synchro Monster". */
const tunerSynchro: CardFilter = (d, c) => isTuner(d, c) && cardDef(c.code).categories?.includes('synchro') === true;

/** The Level 3 or lower Tuners of the hand and Deck it may Special Summon. */
function smallTuners(ctx: EffectContext): number[] {
  return cardsIn(ctx.duel, ctx.player, 'you', 'hand', smallTuner)
    .concat(cardsIn(ctx.duel, ctx.player, 'you', 'deck', smallTuner))
    .filter((u) => canSpecialSummon(ctx.duel, u, ctx.player));
}

/**
 * The Tuner Synchro Monsters of the Extra Deck it may Special Summon as a Synchro Summon (003 §3.3.2), with a zone
 * once this card has left the field (its banishment is the cost).
 */
function tunerSynchros(ctx: EffectContext): number[] {
  const leaving = ctx.self.location === 'mzone' ? [ctx.self.uid] : [];
  return cardsIn(ctx.duel, ctx.player, 'you', 'extra', tunerSynchro).filter(
    (u) =>
      maySpecialSummon(ctx.duel, u, ctx.player, 'synchro') &&
      extraSummonZones(ctx.duel, ctx.player, u, leaving).length > 0,
  );
}

export default defineCard({
  code: 50588353,
  name: 'Crystron Halqifibrax',
  kind: 'monster',
  categories: ['effect', 'link'],
  linkRating: 2,
  linkArrows: ['bottom-left', 'bottom-right'],
  attribute: 'WATER',
  type: 'Machine',
  atk: 1500,
  setcodes: [0xea],
  text: '2 monsters, including a Tuner\r\nIf this card is Link Summoned: You can Special Summon 1 Level 3 or lower Tuner from your hand or Deck in Defense Position, but it cannot activate its effects this turn. During your opponent\'s Main Phase or Battle Phase (Quick Effect): You can banish this card you control; Special Summon 1 Tuner Synchro Monster from your Extra Deck. (This is treated as a Synchro Summon.) You can only use each effect of "Crystron Halqifibrax" once per turn.',
  // 003 §3.3.2: "2 monsters, including a Tuner".
  linkMaterials: { min: 2, max: 2, including: (duel, c) => isTuner(duel, c) },
  effects: [
    {
      label: 'Special Summon 1 Level 3 or lower Tuner from your hand or Deck in Defense Position',
      // 003 §3.4.3: "If this card is Link Summoned: You can" — an optional trigger.
      type: 'trigger',
      event: 'special-summoned',
      eventFilter: (ctx, ev) => ev.uid === ctx.self.uid && ev.stamp === ctx.self.stamp && ctx.self.summon === 'link',
      category: ['special-summon', 'special-summon-from-deck'],
      // 003 §3.5.1: "You can only use each effect of "Crystron Halqifibrax" once per turn".
      oncePerTurn: 'name',
      feasible: (ctx) => smallTuners(ctx).length > 0,
      operation: [
        (ctx) => {
          const pool = smallTuners(ctx);
          if (pool.length === 0) return false;
          const pick = ctx.chooseOne(pool, 'Special Summon 1 Level 3 or lower Tuner from your hand or Deck');
          const fromDeck = ctx.card(pick).location === 'deck';
          if (!specialSummon(ctx, pick, { defense: true })) return false;
          if (fromDeck) shuffleDeck(ctx.duel, ctx.player);
          // "but it cannot activate its effects this turn" (003 §3.4.4).
          addRestriction(ctx.duel, pick, 'cannot-activate-effects', true);
          return true;
        },
      ],
    },
    {
      label: 'Banish this card: Special Summon 1 Tuner Synchro Monster from your Extra Deck (a Synchro Summon)',
      // 003 §3.4.2: a Quick Effect, "during your opponent's Main Phase or Battle Phase".
      type: 'quick',
      condition: (ctx) =>
        ctx.duel.turnPlayer !== ctx.player &&
        (ctx.duel.phase === 'main1' || ctx.duel.phase === 'main2' || ctx.duel.phase === 'battle'),
      category: ['special-summon'],
      // 003 §3.5.1: once per turn, by name.
      oncePerTurn: 'name',
      // "banish this card you control": the cost.
      cost: {
        can: (ctx) => ctx.self.location === 'mzone' && ctx.self.faceUp,
        pay: (ctx) => banish(ctx.duel, [ctx.self.uid], Reason.COST, ctx.player),
      },
      feasible: (ctx) => tunerSynchros(ctx).length > 0,
      operation: [
        (ctx) => {
          const pool = tunerSynchros(ctx);
          if (pool.length === 0) return false;
          const pick = ctx.chooseOne(pool, 'Special Summon 1 Tuner Synchro Monster from your Extra Deck');
          // 003 §3.3.2: "(This is treated as a Synchro Summon.)": properly Summoned.
          return specialSummon(ctx, pick, { defense: false, kind: 'synchro', proper: true });
        },
      ],
    },
  ],
});
