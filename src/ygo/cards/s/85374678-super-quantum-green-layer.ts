import { defineCard } from '../dsl/index.ts';

// Not implemented: its effects. The example (TC-76) needs "Super Quant" monsters with different names in the Deck for
// Super Quantal Fairy Alphan to reveal.
export default defineCard({
  incomplete: 'its effects',
  code: 85374678,
  name: 'Super Quantum Green Layer',
  kind: 'monster',
  categories: ['effect'],
  level: 4,
  attribute: 'WIND',
  type: 'Spellcaster',
  atk: 1600,
  def: 1400,
  setcodes: [0x10dc],
  text: 'When this card is Normal or Special Summoned: You can Special Summon 1 "Super Quant" monster from your hand. If this card is sent to the Graveyard: You can discard 1 "Super Quant" card; draw 1 card. You can only use each effect of "Super Quantum Green Layer" once per turn.',
});
