import { defineCard, isMonster, specialSummonTarget, spell, summonableTarget } from '../dsl/index.ts';

export default defineCard({
  code: 83764718,
  name: 'Monster Reborn',
  kind: 'spell',
  spellType: 'normal',
  text: "Target 1 monster in either player's GY; Special Summon it.",
  effects: [
    spell({
      label: "Special Summon 1 monster from either player's GY",
      category: ['special-summon', 'leaves-gy'],
      // 003 §3.4.3: the target is chosen on activation; 003 §3.3.2: only a monster that may be Special Summoned
      // (properly Summoned first, if it must be) with a free Monster Zone.
      target: summonableTarget({
        side: 'both',
        zone: 'gy',
        filter: isMonster,
        prompt: 'Target 1 monster in either GY',
      }),
      // 003 §3.4.3: a target that left the GY is not Summoned; 003 §3.3.2: the activator chooses the position.
      operation: [specialSummonTarget('either')],
    }),
  ],
});
