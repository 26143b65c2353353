import {
  addRestriction,
  addStatChange,
  archetype,
  cardsIn,
  defineCard,
  discardSelfCost,
  isSpellOrTrap,
  searchDeck,
  targets,
  type CardFilter,
} from '../dsl/index.ts';
import { cardDef } from '../registry.ts';

const NEKROZ = 0xb4;
const nekrozSpellTrap: CardFilter = (d, c) => isSpellOrTrap(d, c) && archetype(NEKROZ)(cardDef(c.code));

/** "a face-up monster on the field that was Special Summoned from the Extra Deck" (it came to the field from there). */
const fromExtraDeck: CardFilter = (_d, c) => c.faceUp && c.summon !== null && c.previous === 'extra';

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
    {
      label: 'Target a monster Special Summoned from the Extra Deck: its ATK becomes 0 and its effects are negated',
      // 003 §3.4.2: a Quick Effect of the monster on the field; once per turn by name, apart from the first (003 §3.5.1).
      type: 'quick',
      oncePerTurn: 'name',
      category: ['atk-change', 'negate'],
      target: {
        ...targets({
          side: 'both',
          zone: 'monsters',
          filter: fromExtraDeck,
          prompt: 'Target 1 face-up monster on the field that was Special Summoned from the Extra Deck',
        }),
        // 003 §3.4.3: turned face-down, it is no longer a face-up target.
        holds: (ctx, uid) => ctx.card(uid).location === 'mzone' && ctx.card(uid).faceUp,
      },
      operation: [
        (ctx) => {
          const t = ctx.target();
          if (t < 0) return false;
          // 003 §3.4.4: "until the end of this turn", both (they end sooner if it leaves or turns face-down).
          addStatChange(ctx.duel, t, 'atk', 'set', 0, true);
          addRestriction(ctx.duel, t, 'effects-negated', true);
          return true;
        },
      ],
    },
  ],
});
