import {
  Reason,
  banish,
  canSpecialSummon,
  cardsIn,
  defineCard,
  ofAttribute,
  specialSummon,
  type EffectContext,
} from '../dsl/index.ts';
import type { EffectDef } from '../types.ts';

export default defineCard({
  code: 11366199,
  name: 'Dark Simorgh',
  kind: 'monster',
  categories: ['effect'],
  level: 7,
  attribute: 'DARK',
  type: 'Winged Beast',
  atk: 2700,
  def: 1000,
  setcodes: [0x12d],
  text: 'While face-up on the field, this card is also WIND-Attribute. You can banish 1 DARK monster and 1 WIND monster from your Graveyard; Special Summon this card from your hand. You can banish 1 DARK monster and 1 WIND monster from your hand; Special Summon this card from your Graveyard. Your opponent cannot Set any cards on the field.',
  statics: [
    // 003 §3.3.1: "While face-up on the field, this card is also WIND-Attribute" (a second, not original, Attribute).
    { kind: 'also-attribute', attribute: 'WIND' },
    // 003 §3.3.2 TC-26: the opponent cannot Set monsters nor Spells/Traps (a face-up Defense Position Normal Summon
    // under Light of Intervention is no Set).
    { kind: 'cannot-set' },
  ],
  effects: [selfSummon('gy', 'hand'), selfSummon('hand', 'gy')],
});

/** "You can banish 1 DARK monster and 1 WIND monster from your <costZone>; Special Summon this card from your <from>." */
function selfSummon(costZone: 'gy' | 'hand', from: 'hand' | 'gy'): EffectDef {
  const where = costZone === 'gy' ? 'Graveyard' : 'hand';
  const pool = (ctx: EffectContext, attr: 'DARK' | 'WIND'): number[] =>
    cardsIn(ctx.duel, ctx.player, 'you', costZone, ofAttribute(attr)).filter((u) => u !== ctx.self.uid);
  return {
    label: `Banish 1 DARK and 1 WIND monster from your ${where}: Special Summon this card from your ${from === 'gy' ? 'GY' : 'hand'}`,
    type: 'ignition',
    range: [from],
    category: ['special-summon'],
    cost: {
      can: (ctx) => {
        const dark = pool(ctx, 'DARK');
        return dark.length > 0 && pool(ctx, 'WIND').some((u) => dark.some((d) => d !== u));
      },
      pay: (ctx) => {
        const dark = ctx.chooseOne(pool(ctx, 'DARK'), `Banish 1 DARK monster from your ${where} (cost)`);
        const wind = ctx.chooseOne(
          pool(ctx, 'WIND').filter((u) => u !== dark),
          `Banish 1 WIND monster from your ${where} (cost)`,
        );
        banish(ctx.duel, [dark, wind], Reason.COST, ctx.player);
      },
    },
    feasible: (ctx) => canSpecialSummon(ctx.duel, ctx.self.uid, ctx.player),
    operation: [
      (ctx) => {
        if (!ctx.selfUnmoved() || !canSpecialSummon(ctx.duel, ctx.self.uid, ctx.player)) return false;
        const defense =
          ctx.chooseOption(['Attack Position', 'Defense Position'], 'Summon in which position?', 'select-option') === 1;
        return specialSummon(ctx, ctx.self.uid, { defense });
      },
    ],
  };
}
