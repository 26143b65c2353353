import { defineCard } from '../dsl/index.ts';

export default defineCard({
  incomplete: 'its effects',
  code: 41091257,
  name: 'SPYRAL Super Agent',
  kind: 'monster',
  categories: ['effect'],
  setcodes: [0xee],
  level: 4,
  attribute: 'EARTH',
  type: 'Warrior',
  atk: 1900,
  def: 1200,
  text: 'If this card is in your hand: You can declare 1 card type (Monster, Spell, or Trap); reveal the top card of your opponent\'s Deck, and if you do, Special Summon this card if it is a card of that type. If this card is Special Summoned by the effect of a "SPYRAL" card: You can target 1 Spell/Trap Card your opponent controls; destroy it. You can only use each effect of "SPYRAL Super Agent" once per turn.',
  // TODO(kernel): both effects (revealing the top card of the opponent's Deck; "Special Summoned by the effect of a
  // 'SPYRAL' card") are not implemented: the card serves as a name (003 §3.4.4 TC-121).
});
