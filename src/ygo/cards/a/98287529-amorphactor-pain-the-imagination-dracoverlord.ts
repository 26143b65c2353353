import {
  and,
  cardsIn,
  defineCard,
  isMonster,
  notNamed,
  ofArchetype,
  searchDeck,
  thisSentFromFieldToGy,
  type CardFilter,
} from '../dsl/index.ts';
import { cardDef } from '../registry.ts';

const PAIN = 98287529;
const DRACOVERLORD = 0xda;
const searchable: CardFilter = and(isMonster, ofArchetype(DRACOVERLORD), notNamed(PAIN));
const EXTRA_KINDS = ['fusion', 'synchro', 'xyz'] as const;

// Amorphous Persona's GY effect Ritual Summons it.
export default defineCard({
  code: PAIN,
  name: 'Amorphactor Pain, the Imagination Dracoverlord',
  kind: 'monster',
  categories: ['effect', 'ritual'],
  level: 8,
  attribute: 'EARTH',
  type: 'Dragon',
  atk: 2950,
  def: 2500,
  setcodes: [DRACOVERLORD],
  text: 'You can Ritual Summon this card with "Amorphous Persona". If this card is Ritual Summoned: Your opponent skips their next Main Phase 1. Negate the effects of face-up Fusion, Synchro, and Xyz Monsters while they are on the field. If this card is sent from the field to the Graveyard: You can add 1 "Dracoverlord" monster from your Deck to your hand, except "Amorphactor Pain, the Imagination Dracoverlord".',
  statics: [
    {
      // 003 §3.4.4: a continuous negation of every face-up Fusion, Synchro and Xyz Monster on the field (both players').
      kind: 'negate-effects',
      cards: (_d, _self, c) =>
        c.location === 'mzone' && c.faceUp && EXTRA_KINDS.some((k) => cardDef(c.code).categories?.includes(k)),
    },
  ],
  effects: [
    {
      label: 'Your opponent skips their next Main Phase 1',
      // "If this card is Ritual Summoned:" a mandatory trigger (003 §3.4.3); the skip is a record in the duel that
      // the turn structure honours at the opponent's next Main Phase 1 (003 §3.6.3, rules/turn.ts).
      type: 'trigger',
      event: 'summoned',
      mandatory: true,
      eventFilter: (ctx, ev) => ev.uid === ctx.self.uid && ev.stamp === ctx.self.stamp && ctx.self.summon === 'ritual',
      operation: [
        (ctx) => {
          ctx.duel.skippedPhases.push({ player: ctx.opponent, phase: 'main1' });
          return true;
        },
      ],
    },
    {
      label: 'Add 1 "Dracoverlord" monster from your Deck to your hand',
      // "If this card is sent from the field to the Graveyard: You can": an optional trigger from the GY (003 §3.4.3).
      type: 'trigger',
      event: 'to-gy',
      range: ['gy'],
      eventFilter: thisSentFromFieldToGy,
      category: ['search', 'to-hand'],
      feasible: (ctx) => cardsIn(ctx.duel, ctx.player, 'you', 'deck', searchable).length > 0,
      operation: [searchDeck(searchable, 'Add 1 "Dracoverlord" monster from your Deck to your hand')],
    },
  ],
});
