import {
  archetype,
  cardsIn,
  defineCard,
  discardSelfCost,
  isSpellOrTrap,
  searchDeck,
  type CardFilter,
} from '../dsl/index.ts';
import { cardDef } from '../registry.ts';

const NEKROZ = 0xb4;
const nekrozSpellTrap: CardFilter = (d, c) => isSpellOrTrap(d, c) && archetype(NEKROZ)(cardDef(c.code));

// Not implemented: the Quick Effect ("target 1 face-up monster on the field that was Special Summoned from the Extra
// Deck; until the end of this turn, that target's ATK becomes 0, also that target's effects are negated"): the engine
// has no "effects negated until the end of the turn" for one monster yet.
export default defineCard({
  incomplete: 'its Quick Effect (ATK 0 and effects negated for a monster from the Extra Deck)',
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
  effects: [
    {
      label: 'Discard this card: add 1 "Nekroz" Spell/Trap from your Deck to your hand',
      // 003 §3.4.2: an ignition effect activated from the hand; discarding itself is the cost.
      type: 'ignition',
      range: ['hand'],
      category: ['search', 'to-hand'],
      cost: discardSelfCost,
      // 003 §3.4.3: an activation whose resolution is entirely impossible is not allowed.
      feasible: (ctx) => cardsIn(ctx.duel, ctx.player, 'you', 'deck', nekrozSpellTrap).length > 0,
      operation: [searchDeck(nekrozSpellTrap, 'Add 1 "Nekroz" Spell/Trap from your Deck to your hand')],
      // 003 §3.5.1: "You can only use each of these effects of 'Nekroz of Clausolas' once per turn".
      oncePerTurn: 'name',
    },
  ],
});
