import {
  addDelayed,
  addRestriction,
  canPlaceMonster,
  cardsIn,
  defineCard,
  lockPlayer,
  monsterCount,
  nextTurnOf,
  specialSummon,
  spell,
  type CardFilter,
  type EffectContext,
} from '../dsl/index.ts';
import { cardDef } from '../registry.ts';

/** "1 monster with an original Level of 10 or lower that cannot be Normal Summoned/Set". */
const eligible: CardFilter = (_d, c) => {
  const def = cardDef(c.code);
  return def.kind === 'monster' && def.cannotNormalSummon === true && (def.level ?? 99) <= 10;
};
const inHand = (ctx: EffectContext): number[] => cardsIn(ctx.duel, ctx.player, 'you', 'hand', eligible);

export default defineCard({
  // The card applies its immunity ('unaffected-by-player'); the engine consults "unaffected" (rules/statics.ts
  // unaffectedByResolving) when a resolving effect destroys, sends to the GY, banishes, returns to the hand or Deck
  // (rules/moves.ts reachedByEffect), changes ATK/DEF (lingering.ts addStatChange), the position (position.ts) or takes
  // control (control.ts takeControl). Still reaching the monster: the player's continuous effects (rules/stats.ts and
  // the statics), control swaps, and the other lasting changes of a resolution (restrictions, name/Type/Attribute,
  // Level): the card stays fail-closed.
  incomplete: "its immunity to its controller's continuous effects and other lasting changes (restrictions, identity)",
  code: 23587624,
  name: 'A Wild Monster Appears!',
  kind: 'spell',
  spellType: 'normal',
  text: "If your opponent controls a monster and you control no monsters: Special Summon from your hand, 1 monster with an original Level of 10 or lower that cannot be Normal Summoned/Set, ignoring its Summoning conditions. It is unaffected by the effects of your cards, except for its own effects and this card's, also shuffle it into the Deck during your opponent's next End Phase. For the rest of this turn, you cannot Normal Summon/Set or Special Summon monsters, and your opponent takes no damage.",
  effects: [
    spell({
      label: 'Special Summon 1 monster from your hand, ignoring its Summoning conditions',
      category: ['special-summon'],
      condition: (ctx) => monsterCount(ctx.duel, ctx.opponent) > 0 && monsterCount(ctx.duel, ctx.player) === 0,
      feasible: (ctx) => inHand(ctx).length > 0 && canPlaceMonster(ctx.duel, ctx.player, false),
      operation: [
        (ctx) => {
          const pool = inHand(ctx);
          if (pool.length === 0) return false;
          const pick = ctx.chooseOne(pool, 'Special Summon 1 monster from your hand');
          ctx.data['summoned'] = pick;
          // 003 §3.3.2 TC-29: "ignoring its Summoning conditions" may Special Summon from the hand; it is not a proper Summon.
          return specialSummon(ctx, pick, { defense: false });
        },
        (ctx) => {
          // "… also shuffle it into the Deck during your opponent's next End Phase": a processing of that End Phase
          // (003 §3.6.3, TC-134), for that monster only while it stays on the field.
          const it = ctx.data['summoned']!;
          // "It is unaffected by the effects of your cards, except for its own effects and this card's", for as long as
          // it stays on the field (003 §3.4.4). This card's remaining effect is the End Phase shuffle, no chain link.
          if (ctx.card(it).location === 'mzone')
            addRestriction(ctx.duel, it, 'unaffected-by-player', false, ctx.player);
          addDelayed(
            ctx.duel,
            ctx.player,
            ctx.self.code,
            'shuffle-into-deck',
            [it],
            nextTurnOf(ctx.duel, ctx.opponent),
          );
          // "For the rest of this turn, you cannot Normal Summon/Set or Special Summon monsters, and your opponent
          // takes no damage."
          lockPlayer(ctx.duel, ctx.player, 'cannot-normal-summon');
          lockPlayer(ctx.duel, ctx.player, 'cannot-special-summon');
          lockPlayer(ctx.duel, ctx.opponent, 'no-damage');
        },
      ],
    }),
  ],
});
