import { and, atkAtMost, cardsIn, defineCard, ofAttribute, specialSummonFrom } from '../dsl.ts';
import { thisDestroyedByBattleToGy } from '../dsl-extra.ts';
import { canPlaceMonster } from '../../rules/zones.ts';

const darkAtMost1500 = and(ofAttribute('DARK'), atkAtMost(1500));

export default defineCard({
  code: 83011277,
  name: 'Mystic Tomato',
  kind: 'monster',
  categories: ['effect'],
  level: 4,
  attribute: 'DARK',
  type: 'Plant',
  atk: 1400,
  def: 1100,
  text: 'When this card is destroyed by battle and sent to the GY: You can Special Summon 1 DARK monster with 1500 or less ATK from your Deck, in face-up Attack Position.',
  effects: [
    {
      label: 'Special Summon 1 DARK monster with 1500 or less ATK from your Deck',
      // 003 §3.4.3: "When … you can" is an optional trigger that can miss the timing.
      type: 'trigger',
      event: 'destroyed',
      range: ['gy'],
      when: true,
      eventFilter: thisDestroyedByBattleToGy,
      category: ['special-summon'],
      // 003 §3.4.3: an activation whose resolution is entirely impossible is not allowed.
      feasible: (ctx) => canPlaceMonster(ctx.duel, ctx.player, false) && cardsIn(ctx.duel, ctx.player, 'you', 'deck', darkAtMost1500).length > 0,
      operation: [specialSummonFrom('deck', darkAtMost1500, 'Special Summon 1 DARK monster with 1500 or less ATK', 'attack')],
    },
  ],
});
