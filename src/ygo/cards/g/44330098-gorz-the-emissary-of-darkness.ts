import {
  Reason,
  addStatChange,
  canSpecialSummon,
  canSummonTokens,
  cardsIn,
  damage,
  defineCard,
  specialSummon,
  summonTokens,
  type EffectContext,
} from '../dsl/index.ts';

const TOKEN = 44330099;

/** "You must control no cards to activate and to resolve this effect". */
const controlsNothing = (ctx: EffectContext): boolean => cardsIn(ctx.duel, ctx.player, 'you', 'field').length === 0;

export default defineCard({
  code: 44330098,
  name: 'Gorz the Emissary of Darkness',
  kind: 'monster',
  categories: ['effect'],
  level: 7,
  attribute: 'DARK',
  type: 'Fairy',
  atk: 2700,
  def: 2500,
  text: 'When you take damage from a card in your opponent\'s possession: You can Special Summon this card from your hand. You must control no cards to activate and to resolve this effect. If Summoned this way, activate the appropriate effect, based on the type of damage:\r\n● Battle damage: Special Summon 1 "Emissary of Darkness Token" (Fairy-Type/LIGHT/Level 7/ATK ?/DEF ?). Its ATK and DEF are each equal to the amount of battle damage you took.\r\n● Effect damage: Inflict damage to your opponent equal to the amount of damage you took.',
  effects: [
    {
      label: 'Special Summon this card from your hand (then a Token, or damage to your opponent)',
      // "When …: You can" from the hand: an optional trigger that Special Summons itself; 003 §3.4.3 TC-50: of several
      // such cards in the hand only one may be activated (rules/triggers.ts).
      type: 'trigger',
      event: 'damage',
      range: ['hand'],
      when: true,
      category: ['special-summon', 'damage'],
      eventFilter: (ctx, ev) => {
        if (ev.player !== ctx.player || ctx.self.location !== 'hand') return false;
        // "from a card in your opponent's possession": the monster that inflicted the battle damage, or an effect
        // the opponent controlled.
        if ((ev.reason & Reason.BATTLE) !== 0) return ev.uid >= 0 && ctx.card(ev.uid).controller !== ctx.player;
        return ev.by === ctx.opponent;
      },
      condition: controlsNothing,
      operation: [
        (ctx) => {
          if (!ctx.selfUnmoved() || ctx.self.location !== 'hand' || !controlsNothing(ctx)) return false;
          if (!canSpecialSummon(ctx.duel, ctx.self.uid, ctx.player)) return false;
          return specialSummon(ctx, ctx.self.uid, { defense: false });
        },
        // "If Summoned this way, activate the appropriate effect": part of this resolution.
        (ctx) => {
          const ev = ctx.event;
          const amount = ev?.amount ?? 0;
          if (!ev || amount <= 0) return;
          if ((ev.reason & Reason.BATTLE) !== 0) {
            if (!canSummonTokens(ctx.duel, ctx.player, 1)) return;
            const [token] = summonTokens(ctx, [TOKEN], { defense: false });
            // 003 §3.3.1: its "?" ATK and DEF become the battle damage taken.
            if (token !== undefined) {
              addStatChange(ctx.duel, token, 'atk', 'base', amount, false);
              addStatChange(ctx.duel, token, 'def', 'base', amount, false);
            }
          } else damage(ctx.duel, ctx.opponent, amount, Reason.EFFECT, ctx.player);
        },
      ],
    },
  ],
});
