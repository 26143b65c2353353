import { defineCard } from '../dsl/index.ts';

// Not implemented: its End Phase Spell recovery and the banishing of monsters it destroys by battle. The examples
// need its Level (TC-33: it cannot be Tributed for Secrets of Dark Magic) and its leave-the-field replacement (TC-111).
export default defineCard({
  incomplete: 'its End Phase Spell recovery and its banishing of monsters it destroys by battle',
  code: 40737112,
  name: 'Dark Magician of Chaos',
  kind: 'monster',
  categories: ['effect'],
  level: 8,
  attribute: 'DARK',
  type: 'Spellcaster',
  atk: 2800,
  def: 2600,
  // "If this face-up card would leave the field, banish it instead": a replacement (rules/zones.ts).
  statics: [{ kind: 'banish-self-when-leaving' }],
  text: 'During the End Phase, if this card was Normal or Special Summoned this turn: You can target 1 Spell in your GY; add it to your hand. You can only use this effect of "Dark Magician of Chaos" once per turn. If this card destroys an opponent\'s monster by battle, after damage calculation: Banish that opponent\'s monster. If this face-up card would leave the field, banish it instead.',
});
