import { defineCard } from '../dsl/index.ts';

/** The four limbs whose names the win condition lists. */
const LIMBS = [8124921, 44519536, 70903634, 7902349];

export default defineCard({
  code: 33396948,
  name: 'Exodia the Forbidden One',
  kind: 'monster',
  categories: ['effect'],
  level: 3,
  attribute: 'DARK',
  type: 'Spellcaster',
  atk: 1000,
  def: 1000,
  setcodes: [0x40, 0xde],
  text: 'If you have "Right Leg of the Forbidden One", "Left Leg of the Forbidden One", "Right Arm of the Forbidden One" and "Left Arm of the Forbidden One" in addition to this card in your hand, you win the Duel.',
  // 003 §3.5.3: win-condition text, not an effect (nothing can negate it).
  winCondition: (duel, self) => {
    const hand = duel.players[self.owner].hand.map((u) => duel.cards[u]!.code);
    return LIMBS.every((code) => hand.includes(code));
  },
});
