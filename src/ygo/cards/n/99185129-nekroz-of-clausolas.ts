import { defineCard } from '../dsl/index.ts';

// Not implemented: both "once per turn" effects (discard this card to add a "Nekroz" Spell/Trap from the Deck; the
// Quick Effect setting a monster Special Summoned from the Extra Deck to 0 ATK with its effects negated). The
// examples (TC-31) need only its Ritual Summon.
export default defineCard({
  code: 99185129,
  name: 'Nekroz of Clausolas',
  kind: 'monster',
  categories: ['effect', 'ritual'],
  level: 3,
  attribute: 'WATER',
  type: 'Warrior',
  atk: 1200,
  def: 2300,
  setcodes: [0xb4],
  text: 'You can Ritual Summon this card with any "Nekroz" Ritual Spell. Must be Ritual Summoned. You can only use each of these effects of "Nekroz of Clausolas" once per turn.\n● You can discard this card; add 1 "Nekroz" Spell/Trap from your Deck to your hand.\n● (Quick Effect): You can target 1 face-up monster on the field that was Special Summoned from the Extra Deck; until the end of this turn, that target\'s ATK becomes 0, also that target\'s effects are negated.',
  // 003 §3.3.2: "Must be Ritual Summoned": revivable only once properly Ritual Summoned.
  mustBeProperlySummoned: true,
});
