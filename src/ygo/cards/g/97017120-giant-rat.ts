import { and, atkAtMost, defineCard, floaterFromDeck, ofAttribute } from '../dsl/index.ts';

const earthAtMost1500 = and(ofAttribute('EARTH'), atkAtMost(1500));

export default defineCard({
  code: 97017120,
  name: 'Giant Rat',
  kind: 'monster',
  categories: ['effect'],
  level: 4,
  attribute: 'EARTH',
  type: 'Beast',
  atk: 1400,
  def: 1450,
  text: 'When this card is destroyed by battle and sent to the Graveyard: You can Special Summon 1 EARTH monster with 1500 or less ATK from your Deck, in Attack Position.',
  effects: [floaterFromDeck(earthAtMost1500, 'EARTH monster with 1500 or less ATK')],
});
