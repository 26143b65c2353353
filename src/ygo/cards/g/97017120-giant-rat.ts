import { and, atkAtMost, cardsIn, defineCard, ofAttribute, specialSummonFrom } from '../dsl.ts';
import { thisDestroyedByBattleToGy } from '../dsl-extra.ts';
import { canPlaceMonster } from '../../rules/zones.ts';

const earthAtMost1500 = and(ofAttribute('EARTH'), atkAtMost(1500));

export default defineCard({
  code: 97017120,
  name: 'Giant Rat',
  kind: 'monster',
  categories: ['effect'],
  level: 4,
  attribute: 'EARTH',
  type: 'Beast',
  atk: 1400,
  def: 1450,
  text: 'When this card is destroyed by battle and sent to the Graveyard: You can Special Summon 1 EARTH monster with 1500 or less ATK from your Deck, in Attack Position.',
  effects: [
    {
      label: 'Special Summon 1 EARTH monster with 1500 or less ATK from your Deck',
      // 003 §3.4.3: "When … you can" is an optional trigger that can miss the timing.
      type: 'trigger',
      event: 'destroyed',
      range: ['gy'],
      when: true,
      eventFilter: thisDestroyedByBattleToGy,
      category: ['special-summon'],
      // 003 §3.4.3: an activation whose resolution is entirely impossible is not allowed.
      feasible: (ctx) => canPlaceMonster(ctx.duel, ctx.player, false) && cardsIn(ctx.duel, ctx.player, 'you', 'deck', earthAtMost1500).length > 0,
      operation: [specialSummonFrom('deck', earthAtMost1500, 'Special Summon 1 EARTH monster with 1500 or less ATK', 'attack')],
    },
  ],
});
