import { defineCard } from '../dsl/index.ts';

// Not implemented: its effects. The example (TC-76) needs "Super Quant" monsters with different names in the Deck for
// Super Quantal Fairy Alphan to reveal.
export default defineCard({
  incomplete: 'its effects',
  code: 12369277,
  name: 'Super Quantum Blue Layer',
  kind: 'monster',
  categories: ['effect'],
  level: 3,
  attribute: 'WATER',
  type: 'Psychic',
  atk: 1200,
  def: 2000,
  setcodes: [0x10dc],
  text: 'When this card is Normal or Special Summoned: You can add 1 "Super Quant" card from your Deck to your hand, except "Super Quantum Blue Layer". If this card is sent to the Graveyard: You can target up to 3 "Super Quant" cards in your Graveyard; shuffle them into the Deck. You can only use each effect of "Super Quantum Blue Layer" once per turn.',
});
