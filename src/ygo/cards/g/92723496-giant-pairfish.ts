import {
  and,
  canPlaceMonster,
  cardsIn,
  defineCard,
  discardCost,
  isMonster,
  levelAtMost,
  ofType,
  specialSummonFrom,
} from '../dsl/index.ts';

const lowWyrm = and(ofType('Wyrm'), levelAtMost(4));

export default defineCard({
  code: 92723496,
  name: 'Giant Pairfish',
  kind: 'monster',
  categories: ['effect'],
  level: 6,
  attribute: 'WATER',
  type: 'Wyrm',
  atk: 2000,
  def: 1200,
  text: 'You can discard 1 monster; Special Summon 1 Level 4 or lower Wyrm-Type monster from your Deck. You can only use this effect of "Giant Pairfish" once per turn.',
  effects: [
    {
      label: 'Discard 1 monster; Special Summon 1 Level 4 or lower Wyrm from your Deck',
      // 003 §3.4.2: an Ignition Effect (Main Phase, open state).
      type: 'ignition',
      // 003 §3.5.1, §3.3.1 TC-18: hard once per turn by name, following the card's printed identity: a Giant Pairfish
      // renamed after using it stays locked.
      oncePerTurn: 'name',
      category: ['special-summon'],
      // 003 §3.4.2: discarding a monster is the cost.
      cost: discardCost(1, isMonster),
      // 003 §3.4.3: an activation whose resolution is entirely impossible is not allowed.
      feasible: (ctx) =>
        canPlaceMonster(ctx.duel, ctx.player, false) &&
        cardsIn(ctx.duel, ctx.player, 'you', 'deck', lowWyrm).length > 0,
      operation: [specialSummonFrom('deck', lowWyrm, 'Special Summon 1 Level 4 or lower Wyrm-Type monster')],
    },
  ],
});
