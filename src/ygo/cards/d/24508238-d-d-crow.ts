import { banishTargets, defineCard, discardSelfToGyCost, targets } from '../dsl/index.ts';

export default defineCard({
  code: 24508238,
  name: 'D.D. Crow',
  kind: 'monster',
  categories: ['effect'],
  level: 1,
  attribute: 'DARK',
  type: 'Winged Beast',
  atk: 100,
  def: 100,
  text: "(Quick Effect): You can discard this card to the GY, then target 1 card in your opponent's GY; banish that target.",
  effects: [
    {
      label: "Discard this card: banish 1 card from your opponent's GY",
      // 003 §3.4.2: a Quick Effect (Spell Speed 2), activated from the hand.
      type: 'quick',
      range: ['hand'],
      // 003 §3.6.3 Damage Step: not among the effects allowed there (it changes no ATK/DEF), so no damageStep.
      category: ['banish', 'leaves-gy'],
      // 003 §3.4.2: discarding itself is the cost, paid before the target is chosen.
      cost: discardSelfToGyCost, // "discard this card to the GY"
      target: targets({ side: 'opponent', zone: 'gy', prompt: "Target 1 card in your opponent's GY" }),
      operation: [banishTargets],
    },
  ],
});
