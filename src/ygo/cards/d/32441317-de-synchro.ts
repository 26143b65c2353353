import { defineCard, returnAndReviveMaterials, spell } from '../dsl/index.ts';

export default defineCard({
  code: 32441317,
  name: 'De-Synchro',
  kind: 'spell',
  spellType: 'normal',
  text: 'Target 1 Synchro Monster on the field; return that target to the Extra Deck, then, if all of the monsters that were used for the Synchro Summon of that monster are in your GY, you can Special Summon all of them.',
  effects: [
    spell({
      label: 'Return 1 Synchro Monster to the Extra Deck; Special Summon its materials',
      category: ['to-deck', 'special-summon'],
      ...returnAndReviveMaterials('Synchro'),
    }),
  ],
});
