import { and, atkAtMost, defineCard, floaterFromDeck, ofAttribute } from '../dsl/index.ts';

const darkAtMost1500 = and(ofAttribute('DARK'), atkAtMost(1500));

export default defineCard({
  code: 83011277,
  name: 'Mystic Tomato',
  kind: 'monster',
  categories: ['effect'],
  level: 4,
  attribute: 'DARK',
  type: 'Plant',
  atk: 1400,
  def: 1100,
  text: 'When this card is destroyed by battle and sent to the GY: You can Special Summon 1 DARK monster with 1500 or less ATK from your Deck, in face-up Attack Position.',
  effects: [floaterFromDeck(darkAtMost1500, 'DARK monster with 1500 or less ATK')],
});
