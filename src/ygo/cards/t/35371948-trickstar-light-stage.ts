import {
  Reason,
  defineCard,
  inArchetype,
  isMonster,
  searchDeck,
  type CardInstance,
  type DuelState,
} from '../dsl/index.ts';

const TRICKSTAR = 0xfb;
const trickstarMonster = (d: DuelState, c: CardInstance): boolean => isMonster(d, c) && inArchetype(d, c, TRICKSTAR);

export default defineCard({
  incomplete: 'its effect locking a Set card until the End Phase',
  code: 35371948,
  name: 'Trickstar Light Stage',
  kind: 'spell',
  spellType: 'field',
  setcodes: [TRICKSTAR],
  text: 'When this card is activated: You can add 1 "Trickstar" monster from your Deck to your hand. Once per turn: You can target 1 Set card in your opponent\'s Spell & Trap Zone; while this card is in the Field Zone, that Set card cannot be activated until the End Phase, and your opponent must activate it during the End Phase or else send it to the GY. Each time a "Trickstar" monster you control inflicts battle or effect damage to your opponent, inflict 200 damage to them.',
  // TODO(kernel): "target 1 Set card in your opponent's Spell & Trap Zone; … cannot be activated until the End Phase,
  // and your opponent must activate it during the End Phase or else send it to the GY" needs a forced-activation
  // End Phase processing.
  effects: [
    {
      label: 'Activate this card (you can add 1 "Trickstar" monster from your Deck to your hand)',
      // 003 §3.3.3: the card's activation, with its optional "when this card is activated" effect.
      type: 'activate',
      category: ['search', 'to-hand'],
      operation: [
        (ctx) => {
          const any = ctx.duel.players[ctx.player].deck.some((u) => trickstarMonster(ctx.duel, ctx.card(u)));
          if (!any) return false;
          // "You can": the player chooses on resolution.
          if (ctx.chooseOption(['Add 1 "Trickstar" monster', 'Do not add'], 'Add 1 "Trickstar" monster?') !== 0)
            return false;
          return searchDeck(trickstarMonster, 'Add 1 "Trickstar" monster from your Deck to your hand')(ctx);
        },
      ],
    },
  ],
  // "Each time a 'Trickstar' monster you control inflicts battle or effect damage to your opponent, inflict 200
  // damage to them": continuous, no chain, right after each (003 §3.4.4 TC-100).
  damageHooks: [
    {
      on: 'damage',
      to: (_d, self) => (1 - self.controller) as 0 | 1,
      amount: (d, self, events) =>
        200 *
        events.filter((ev) => {
          if (ev.player === self.controller || ev.uid < 0) return false;
          if ((ev.reason & (Reason.BATTLE | Reason.EFFECT)) === 0) return false;
          const src = d.cards[ev.uid]!;
          return (
            src.location === 'mzone' &&
            src.faceUp &&
            src.controller === self.controller &&
            inArchetype(d, src, TRICKSTAR)
          );
        }).length,
    },
  ],
});
