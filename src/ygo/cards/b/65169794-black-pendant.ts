import {
  defineCard,
  equipSpell,
  inflictDamage,
  thisSentFromFieldToGy,
  type CardInstance,
  type DuelState,
} from '../dsl/index.ts';

const equipped = (_d: DuelState, self: CardInstance, c: CardInstance): boolean => self.equipTarget === c.uid;

export default defineCard({
  code: 65169794,
  name: 'Black Pendant',
  kind: 'spell',
  spellType: 'equip',
  text: 'The equipped monster gains 500 ATK. When this card is sent from the field to the Graveyard: Inflict 500 damage to your opponent.',
  // 003 §3.3.3 Equip Spells: continuous while equipped.
  statics: [{ kind: 'atk', mode: 'add', affects: equipped, value: () => 500 }],
  effects: [
    // 003 §3.3.3: activated by targeting a face-up monster; equipped on resolution.
    equipSpell(),
    {
      label: 'Inflict 500 damage to your opponent',
      // 003 §3.4.3: a mandatory trigger ("When …: <effect>" without "you can") never misses the timing.
      type: 'trigger',
      event: 'to-gy',
      range: ['gy'],
      mandatory: true,
      eventFilter: thisSentFromFieldToGy,
      category: ['damage'],
      operation: [inflictDamage(500)],
    },
  ],
});
