import {
  canSpecialSummon,
  cardsIn,
  defineCard,
  isNormalMonster,
  pendulumActivation,
  specialSummonFrom,
} from '../dsl/index.ts';

export default defineCard({
  code: 82114013,
  name: 'Sea Dragoons of Draconia',
  kind: 'monster',
  categories: ['normal', 'pendulum'],
  level: 3,
  leftScale: 7,
  rightScale: 7,
  attribute: 'WATER',
  type: 'Sea Serpent',
  atk: 200,
  def: 2100,
  text: '[ Pendulum Effect ]\r\nWhen a monster is destroyed by battle: You can Special Summon 1 Normal Monster from your hand. You can only use this effect of "Sea Dragoons of Draconia" once per turn.\r\n----------------------------------------\r\n[ Flavor Text ]\r\nSilently creeping in from the deep sea, elite black ops marine troops of the Draconia Empire wage an endless battle against the hated Principality of Dinon on the sea\'s opposite shores.',
  effects: [
    pendulumActivation(),
    {
      label: 'Special Summon 1 Normal Monster from your hand',
      // 003 §3.3.3: a Pendulum Effect (a trigger of the card in the Pendulum Zone); "When … You can" can miss the timing.
      type: 'trigger',
      pendulum: true,
      event: 'battle-destroyed',
      when: true,
      oncePerTurn: 'name',
      category: ['special-summon'],
      condition: (ctx) =>
        cardsIn(ctx.duel, ctx.player, 'you', 'hand', isNormalMonster).some((u) =>
          canSpecialSummon(ctx.duel, u, ctx.player),
        ),
      operation: [specialSummonFrom('hand', isNormalMonster, 'Special Summon 1 Normal Monster from your hand')],
    },
  ],
});
