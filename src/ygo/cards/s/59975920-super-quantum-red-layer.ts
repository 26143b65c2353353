import { defineCard } from '../dsl/index.ts';

// Not implemented: its effects. The example (TC-76) needs "Super Quant" monsters with different names in the Deck for
// Super Quantal Fairy Alphan to reveal.
export default defineCard({
  incomplete: 'its effects',
  code: 59975920,
  name: 'Super Quantum Red Layer',
  kind: 'monster',
  categories: ['effect'],
  level: 5,
  attribute: 'FIRE',
  type: 'Warrior',
  atk: 2000,
  def: 800,
  setcodes: [0x10dc],
  text: 'If you control no monsters, you can Special Summon this card (from your hand). You can only use each of the following effects of "Super Quantum Red Layer" once per turn.\r\n●When this card is Normal or Special Summoned: You can target 1 "Super Quant" card in your GY; add it to your hand.\r\n●If this card is sent to the GY: You can target 1 "Super Quant" monster in your GY, except "Super Quantum Red Layer"; Special Summon it, but it cannot activate its effects.',
});
