import { defineCard, returnAndReviveMaterials, spell } from '../dsl/index.ts';

export default defineCard({
  code: 95286165,
  name: 'De-Fusion',
  kind: 'spell',
  spellType: 'quick-play',
  setcodes: [0x46],
  text: 'Target 1 Fusion Monster on the field; return that target to the Extra Deck, then, if all the Fusion Materials that were used for its Fusion Summon are in your GY, you can Special Summon all of them.',
  effects: [
    spell({
      label: 'Return 1 Fusion Monster to the Extra Deck; Special Summon its Fusion Materials',
      category: ['to-deck', 'special-summon'],
      // 003 §3.3.2 TC-34: "Fusion Materials that were used": a material that moved since (revived, then destroyed
      // again) is no longer one, so nothing is Special Summoned.
      ...returnAndReviveMaterials('Fusion'),
    }),
  ],
});
