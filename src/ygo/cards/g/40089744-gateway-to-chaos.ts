import {
  archetype,
  defineCard,
  removeCountersCost,
  searchDeck,
  type CardInstance,
  type DuelState,
} from '../dsl/index.ts';
import { cardDef } from '../registry.ts';

/** "Black Luster Soldier" (0x10cf) Ritual Monster, or a "Gaia The Fierce Knight" (0xbd) monster. */
const searchable = (_d: DuelState, c: CardInstance): boolean => {
  const def = cardDef(c.code);
  if (def.kind !== 'monster') return false;
  return (archetype(0x10cf)(def) && def.categories?.includes('ritual') === true) || archetype(0xbd)(def);
};
const ritualSpell = (_d: DuelState, c: CardInstance): boolean => cardDef(c.code).spellType === 'ritual';

export default defineCard({
  code: 40089744,
  name: 'Gateway to Chaos',
  kind: 'spell',
  spellType: 'field',
  setcodes: [0xcf],
  text: 'When this card is activated: Add 1 "Black Luster Soldier" Ritual Monster or 1 "Gaia The Fierce Knight" monster from your Deck to your hand. Each time a Monster Card(s) is sent from the hand or field to the GY, place 1 Spell Counter on this card for each of those cards (max. 6). Once per turn: You can remove 3 Spell Counters from this card; add 1 Ritual Spell from your Deck to your hand. You can only activate 1 "Gateway to Chaos" per turn.',
  // 003 §2.2.2: its own text places Spell Counters on itself (at most 6); 003 §3.4.4 TC-109: they go if it is negated.
  ownCounters: [{ kind: 'spell', max: 6 }],
  // 003 §3.4.2: a Field Spell's continuous effect: no chain, one counter per Monster Card as it reaches the GY from the
  // hand or the field (not from the Deck, nor an Xyz Material, which is not on the field, 003 §3.3.2).
  counterHooks: [
    {
      on: 'to-gy',
      kind: 'spell',
      count: (duel, _self, ev) => {
        const from = ev.from;
        const fromHandOrField = from === 'hand' || from === 'mzone' || from === 'szone' || from === 'fzone';
        return fromHandOrField && cardDef(duel.cards[ev.uid]!.code).kind === 'monster' ? 1 : 0;
      },
    },
  ],
  effects: [
    {
      label:
        'Activate: add 1 "Black Luster Soldier" Ritual Monster or 1 "Gaia The Fierce Knight" monster from your Deck',
      type: 'activate',
      category: ['search', 'to-hand'],
      // 003 §3.5.1: "You can only activate 1 per turn".
      oncePerTurn: 'name',
      // The search is part of the activation ("When this card is activated"); with none in the Deck it adds nothing.
      operation: [
        (ctx) => {
          searchDeck(
            searchable,
            'Add 1 "Black Luster Soldier" Ritual Monster or 1 "Gaia The Fierce Knight" monster',
          )(ctx);
        },
      ],
    },
    {
      label: 'Remove 3 Spell Counters: add 1 Ritual Spell from your Deck to your hand',
      type: 'ignition',
      // "Once per turn" without the name: per copy (003 §3.5.1).
      oncePerTurn: 'card',
      category: ['search', 'to-hand'],
      // 003 §3.4.2: the cost; fewer than 3 counters and the effect cannot be activated.
      cost: removeCountersCost('spell', 3),
      // 003 §3.4.3: no Ritual Spell in the Deck: an entirely impossible resolution cannot be activated.
      feasible: (ctx) => ctx.duel.players[ctx.player].deck.some((u) => ritualSpell(ctx.duel, ctx.card(u))),
      operation: [searchDeck(ritualSpell, 'Add 1 Ritual Spell from your Deck to your hand')],
    },
  ],
});
