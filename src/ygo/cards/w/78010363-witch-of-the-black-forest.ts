import { defAtMost, defineCard, searcherFromField } from '../dsl/index.ts';

export default defineCard({
  code: 78010363,
  name: 'Witch of the Black Forest',
  kind: 'monster',
  categories: ['effect'],
  level: 4,
  attribute: 'DARK',
  type: 'Spellcaster',
  atk: 1100,
  def: 1200,
  // Current (2021 errata) text: hard once per turn and the same-name lock; the older printing had neither.
  text: 'If this card is sent from the field to the GY: Add 1 monster with 1500 or less DEF from your Deck to your hand, but you cannot activate cards, or the effects of cards, with that name for the rest of this turn. You can only use this effect of "Witch of the Black Forest" once per turn.',
  effects: [searcherFromField(defAtMost(1500), 'monster with 1500 or less DEF')],
  // Issue 11 item 16: older rule sets (Master Rule 2 and before) play the card as printed before its errata.
  errata: [
    {
      before: '2021-04',
      text: 'When this card is sent from the field to the Graveyard: Add 1 monster with 1500 or less DEF from your Deck to your hand.',
      effects: [searcherFromField(defAtMost(1500), 'monster with 1500 or less DEF', 'original')],
    },
  ],
});
