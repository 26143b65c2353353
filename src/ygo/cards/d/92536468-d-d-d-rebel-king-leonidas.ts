import {
  canPlaceMonster,
  defineCard,
  destroy,
  lockPlayer,
  pendulumActivation,
  Reason,
  recover,
  specialSummon,
  type DuelEventRecord,
  type EffectContext,
} from '../dsl/index.ts';

/** "When you take effect damage (except during the Damage Step)": damage by a card effect to this card's user. */
const tookEffectDamage = (ctx: EffectContext, ev: DuelEventRecord): boolean =>
  ev.player === ctx.player &&
  (ev.reason & Reason.BATTLE) === 0 &&
  (ev.reason & Reason.EFFECT) !== 0 &&
  ctx.duel.battle?.timing == null;

export default defineCard({
  code: 92536468,
  name: 'D/D/D Rebel King Leonidas',
  kind: 'monster',
  categories: ['effect', 'pendulum'],
  level: 7,
  leftScale: 3,
  rightScale: 3,
  attribute: 'DARK',
  type: 'Fiend',
  atk: 2600,
  def: 1200,
  setcodes: [0x10af],
  text: '[ Pendulum Effect ]\r\nWhen you take effect damage (except during the Damage Step): You can destroy this card, and if you do, any effect that would inflict damage to a player this turn increases their LP by the same amount, instead.\r\n----------------------------------------\r\n[ Monster Effect ]\r\nWhen you take effect damage (except during the Damage Step): You can Special Summon this card from your hand, and if you do, gain LP equal to the damage you took. You take no effect damage.',
  // 003 §3.4.4 TC-99: "You take no effect damage" stops damage only: losing or paying LP still happens.
  statics: [{ kind: 'no-effect-damage' }],
  effects: [
    pendulumActivation(),
    {
      label: 'Special Summon this card from your hand and gain the LP you lost',
      type: 'trigger',
      event: 'damage',
      range: ['hand'],
      // 003 §3.4.3: "When … : You can" (an optional trigger that can miss the timing).
      when: true,
      eventFilter: tookEffectDamage,
      category: ['special-summon', 'recover'],
      feasible: (ctx) => canPlaceMonster(ctx.duel, ctx.player, false),
      operation: [
        (ctx) => {
          if (!ctx.selfUnmoved() || ctx.self.location !== 'hand') return false;
          if (!specialSummon(ctx, ctx.self.uid, { defense: false })) return false;
          recover(ctx.duel, ctx.player, ctx.event?.amount ?? 0);
          return true;
        },
      ],
    },
    {
      label: 'Destroy this card: effect damage this turn increases LP instead',
      // 003 §3.3.3: a Pendulum Effect (Spell Speed 1 trigger) of the card in the Pendulum Zone.
      type: 'trigger',
      pendulum: true,
      event: 'damage',
      when: true,
      eventFilter: tookEffectDamage,
      category: ['destroy'],
      operation: [
        (ctx) => {
          if (!ctx.selfUnmoved()) return false;
          // "and if you do": only once this card is destroyed.
          if (destroy(ctx.duel, [ctx.self.uid], Reason.EFFECT, ctx.player, ctx.asker).length === 0) return false;
          // "any effect that would inflict damage to a player this turn increases their LP by the same amount,
          // instead": for both players, for the rest of the turn (rules/moves.ts applyDamage).
          lockPlayer(ctx.duel, ctx.player, 'effect-damage-recovers');
          lockPlayer(ctx.duel, ctx.opponent, 'effect-damage-recovers');
          return true;
        },
      ],
    },
  ],
});
