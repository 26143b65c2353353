import { equipToSuperheavySamurai } from '../archetypes/superheavy-samurai.ts';
import { defineCard } from '../dsl/index.ts';

export default defineCard({
  incomplete: 'its hand effect',
  code: 27756115,
  name: 'Superheavy Samurai Soulbeads',
  kind: 'monster',
  categories: ['effect'],
  setcodes: [0x109a],
  level: 1,
  attribute: 'EARTH',
  type: 'Machine',
  atk: 0,
  def: 0,
  text: 'You can target 1 "Superheavy Samurai" monster you control; equip this monster from your hand or your side of the field to that target. Each turn, the first time the monster equipped with this card by this effect would be destroyed by a card effect, it is not destroyed. When a Defense Position monster is destroyed by battle and sent to your Graveyard: You can send this card from your hand to the Graveyard; Special Summon that monster in Attack Position.',
  // "Each turn, the first time the monster equipped with this card by this effect would be destroyed by a card
  // effect, it is not destroyed": an effect it applies as an Equip Card (003 §3.4.4 "Monsters as Equip Cards").
  statics: [
    {
      kind: 'indestructible',
      range: 'szone',
      by: 'effect',
      firstTimeEachTurn: true,
      affects: (_d, self, c) => self.equipTarget === c.uid,
    },
  ],
  // TODO(kernel): the hand effect reviving a Defense Position monster destroyed by battle is not implemented.
  effects: [equipToSuperheavySamurai(false)],
});
