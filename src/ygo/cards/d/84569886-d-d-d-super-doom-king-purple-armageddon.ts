import {
  addStatChange,
  archetype,
  attackPosition,
  damage,
  defineCard,
  destroy,
  inArchetype,
  pendulumActivation,
  placeInPendulumZoneWhenDestroyed,
  printedAtk,
  Reason,
  rememberCards,
  rememberedCards,
  targets,
  UNTIL_END_OF_DAMAGE_STEP,
  type EffectContext,
} from '../dsl/index.ts';
import { cardDef } from '../registry.ts';
import type { EffectDef } from '../types.ts';

const DDD = 0x10af;

/** The opponent's monster in the battle now (003 §3.6.3), or -1. */
const opponentBattler = (ctx: EffectContext): number => {
  const b = ctx.duel.battle;
  if (!b) return -1;
  for (const u of [b.attacker, b.target])
    if (u >= 0 && ctx.card(u).location === 'mzone' && ctx.card(u).controller === ctx.opponent) return u;
  return -1;
};

/** "Your 'D/D/D' Fusion Monster battles an opponent's monster": both in this battle. */
const dddFusionBattles = (ctx: EffectContext): boolean => {
  const b = ctx.duel.battle;
  if (!b || b.target < 0 || opponentBattler(ctx) < 0) return false;
  return [b.attacker, b.target].some((u) => {
    const c = ctx.card(u);
    return (
      c.controller === ctx.player &&
      c.location === 'mzone' &&
      c.faceUp &&
      inArchetype(ctx.duel, c, DDD) &&
      cardDef(c.code).categories?.includes('fusion') === true
    );
  });
};

/** The opponent's battling monster remembered on activation (the effect applies to it only while it stays). */
const rememberOpponentBattler: NonNullable<EffectDef['target']> = {
  can: () => true,
  choose: (ctx) => rememberCards(ctx, [opponentBattler(ctx)]),
};
const rememberedOnField = (ctx: EffectContext): number =>
  rememberedCards(ctx).find((u) => ctx.card(u).location === 'mzone' && ctx.card(u).faceUp) ?? -1;

export default defineCard({
  code: 84569886,
  name: 'D/D/D Super Doom King Purple Armageddon',
  kind: 'monster',
  categories: ['effect', 'fusion', 'pendulum'],
  level: 10,
  leftScale: 1,
  rightScale: 1,
  attribute: 'DARK',
  type: 'Fiend',
  atk: 3500,
  def: 3000,
  setcodes: [DDD],
  text: '[ Pendulum Effect ]\r\nOnce per turn, before damage calculation, if your "D/D/D" Fusion Monster battles an opponent\'s monster: You can make that opponent\'s monster lose 1000 ATK until the end of this turn (even if this card leaves the field).\r\n----------------------------------------\r\n[ Monster Effect ]\r\n2 "D/D/D" monsters\r\nYou can target 1 Attack Position monster your opponent controls; destroy it, and if you do, inflict damage to your opponent equal to half its original ATK. You can only use this effect of "D/D/D Super Doom King Purple Armageddon" once per turn. Before damage calculation, if an opponent\'s monster battles: You can make its ATK become equal to its original ATK until the end of the Damage Step. If this card in the Monster Zone is destroyed: You can place this card in your Pendulum Zone.',
  // 003 §3.3.2: two "D/D/D" monsters.
  fusionMaterials: [
    { label: '1 "D/D/D" monster', filter: archetype(DDD) },
    { label: '1 "D/D/D" monster', filter: archetype(DDD) },
  ],
  effects: [
    pendulumActivation(),
    {
      label: 'Make the opponent\'s monster battling your "D/D/D" Fusion Monster lose 1000 ATK',
      // 003 §3.3.3: a Pendulum Effect; "Once per turn, before damage calculation, if …: You can" (003 §3.6.3: an ATK
      // change in the Damage Step, up to before damage calculation).
      type: 'trigger',
      pendulum: true,
      event: 'before-damage-calculation',
      damageStep: true,
      oncePerTurn: 'card',
      category: ['atk-change'],
      eventFilter: (ctx) => dddFusionBattles(ctx),
      target: rememberOpponentBattler,
      operation: [
        (ctx) => {
          const o = rememberedOnField(ctx);
          if (o < 0) return false;
          // "until the end of this turn (even if this card leaves the field)": a resolved change on that monster.
          addStatChange(ctx.duel, o, 'atk', 'add', -1000, true);
          return true;
        },
      ],
    },
    {
      label: "Make the battling opponent's monster's ATK its original ATK until the end of the Damage Step",
      // "Before damage calculation, if an opponent's monster battles: You can" (003 §3.6.3).
      type: 'trigger',
      event: 'before-damage-calculation',
      damageStep: true,
      category: ['atk-change'],
      eventFilter: (ctx) => opponentBattler(ctx) >= 0,
      target: rememberOpponentBattler,
      operation: [
        (ctx) => {
          const o = rememberedOnField(ctx);
          if (o < 0) return false;
          addStatChange(ctx.duel, o, 'atk', 'set', printedAtk(ctx.card(o)), UNTIL_END_OF_DAMAGE_STEP);
          return true;
        },
      ],
    },
    // "If this card in the Monster Zone is destroyed: You can place this card in your Pendulum Zone".
    placeInPendulumZoneWhenDestroyed(),
    {
      label: 'Destroy 1 Attack Position monster; inflict half its original ATK as damage',
      type: 'ignition',
      oncePerTurn: 'name',
      category: ['destroy', 'damage'],
      target: targets({
        side: 'opponent',
        zone: 'monsters',
        filter: attackPosition,
        prompt: 'Target 1 Attack Position monster your opponent controls',
      }),
      operation: [
        (ctx) => {
          const t = ctx.target();
          if (t < 0) return false;
          // "half its original ATK": its printed ATK, read before it leaves.
          const half = Math.floor(printedAtk(ctx.card(t)) / 2);
          if (destroy(ctx.duel, [t], Reason.EFFECT, ctx.player, ctx.asker).length === 0) return false;
          damage(ctx.duel, ctx.opponent, half, Reason.EFFECT, ctx.player);
          return true;
        },
      ],
    },
  ],
});
