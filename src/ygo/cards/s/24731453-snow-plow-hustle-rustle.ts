import {
  Reason,
  canPlaceMonster,
  cardsIn,
  damage,
  defineCard,
  destroy,
  specialSummon,
  type EffectContext,
} from '../dsl/index.ts';

/** "A card(s) in your Spell & Trap Zone": the Field Zone is not part of it (003 §3.2.1 TC-11). */
const stz = (ctx: EffectContext): number[] =>
  cardsIn(ctx.duel, ctx.player, 'you', 'spells').filter((u) => ctx.card(u).location === 'szone');

export default defineCard({
  code: 24731453,
  name: 'Snow Plow Hustle Rustle',
  kind: 'monster',
  categories: ['effect'],
  level: 10,
  attribute: 'EARTH',
  type: 'Machine',
  atk: 2500,
  def: 3000,
  // 003 §2.1.4, §3.4.2: "You cannot Special Summon any monsters, except Machine monsters": a continuous effect on its
  // controller while it is face-up in the Monster Zone.
  statics: [{ kind: 'summon-lock', lock: 'cannot-special-summon', who: 'you', exceptType: 'Machine' }],
  text: "When your opponent's monster declares a direct attack, while you control a card(s) in your Spell & Trap Zone: You can Special Summon this card from your hand, then destroy as many cards in your Spell & Trap Zone as possible, and if you do, inflict 200 damage to your opponent for each destroyed card. You cannot Special Summon any monsters, except Machine monsters.",
  effects: [
    {
      label: 'Special Summon this card from your hand, then destroy the cards in your Spell & Trap Zone',
      // "When …: You can": an optional trigger from the hand (003 §3.4.3).
      type: 'trigger',
      event: 'attack-declared',
      range: ['hand'],
      when: true,
      eventFilter: (ctx, ev) => {
        const b = ctx.duel.battle;
        return b !== null && b.attacker === ev.uid && b.target < 0 && ctx.card(ev.uid).controller !== ctx.player;
      },
      condition: (ctx) => stz(ctx).length > 0,
      category: ['special-summon', 'destroy', 'damage'],
      feasible: (ctx) => canPlaceMonster(ctx.duel, ctx.player, false),
      operation: [
        (ctx) => {
          if (!ctx.selfUnmoved() || ctx.self.location !== 'hand') return false;
          return specialSummon(ctx, ctx.self.uid, { defense: false });
        },
        (ctx) => {
          const list = stz(ctx);
          if (list.length === 0) return false;
          const gone = destroy(ctx.duel, list, Reason.EFFECT, ctx.player, ctx.asker);
          if (gone.length) damage(ctx.duel, ctx.opponent, 200 * gone.length, Reason.EFFECT, ctx.player);
          return true;
        },
      ],
    },
  ],
});
