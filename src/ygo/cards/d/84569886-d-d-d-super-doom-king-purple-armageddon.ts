import {
  archetype,
  attackPosition,
  damage,
  defineCard,
  destroy,
  pendulumActivation,
  printedAtk,
  Reason,
  targets,
} from '../dsl/index.ts';

const DDD = 0x10af;

export default defineCard({
  incomplete: 'its Damage Step effects and its placement in the Pendulum Zone',
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
  // TODO(kernel): the Pendulum Effect and the monster effect "before damage calculation" (ATK changes in the Damage
  // Step), and "If this card in the Monster Zone is destroyed: You can place this card in your Pendulum Zone" are not
  // written yet.
  effects: [
    pendulumActivation(),
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
