import { defineCard, destroyTargets, detachCost, targets } from '../dsl/index.ts';

export default defineCard({
  code: 15561463,
  name: 'Gauntlet Launcher',
  kind: 'monster',
  categories: ['xyz', 'effect'],
  rank: 6,
  attribute: 'EARTH',
  type: 'Warrior',
  atk: 2400,
  def: 2800,
  text: '2 Level 6 monsters\nYou can detach 1 Xyz Material from this card, then target 1 monster your opponent controls; destroy it.',
  // 003 §3.3.2: exactly two Level 6 monsters.
  xyzMaterials: { level: 6, min: 2, max: 2 },
  mustBeProperlySummoned: true,
  effects: [
    {
      label: 'Detach 1 material: destroy 1 monster your opponent controls',
      // 003 §3.4.2: an Ignition Effect; detaching is its cost, the target is chosen after it (003 §3.4.3).
      type: 'ignition',
      category: ['destroy'],
      cost: detachCost(1),
      target: targets({
        side: 'opponent',
        zone: 'monsters',
        prompt: 'Target 1 monster your opponent controls',
      }),
      operation: [destroyTargets],
    },
  ],
});
