import { addRestriction, defineCard, faceUp, recover, targets } from '../dsl/index.ts';
import { cardDef } from '../registry.ts';
import { isSkyStriker, nonAttributeAce } from '../archetypes/sky-striker.ts';

export default defineCard({
  code: 12421694,
  name: 'Sky Striker Ace - Kaina',
  kind: 'monster',
  categories: ['effect', 'link'],
  linkRating: 1,
  linkArrows: ['bottom-right'],
  attribute: 'EARTH',
  type: 'Warrior',
  atk: 1500,
  setcodes: [0x1115],
  text: '1 non-EARTH "Sky Striker Ace" monster\r\nIf this card is Special Summoned: You can target 1 face-up monster your opponent controls; it cannot attack until the end of your opponent\'s turn. Each time you activate a "Sky Striker" Spell Card, or its effect, gain 100 LP immediately after the card or effect resolves. You can only Special Summon "Sky Striker Ace - Kaina(s)" once per turn.',
  // 003 §3.3.2: 1 non-EARTH "Sky Striker Ace" monster.
  linkMaterials: nonAttributeAce('EARTH'),
  // 003 §2.1.5: "You can only Special Summon "Sky Striker Ace - Kaina(s)" once per turn".
  specialSummonOncePerTurn: true,
  effects: [
    {
      label: "1 face-up monster your opponent controls cannot attack until the end of your opponent's turn",
      // 003 §3.4.3: "If this card is Special Summoned: You can target" — an optional trigger.
      type: 'trigger',
      event: 'special-summoned',
      eventFilter: (ctx, ev) => ev.uid === ctx.self.uid && ev.stamp === ctx.self.stamp,
      category: [],
      target: targets({
        side: 'opponent',
        zone: 'monsters',
        filter: faceUp,
        prompt: 'Target 1 face-up monster your opponent controls',
      }),
      operation: [
        (ctx) => {
          const t = ctx.target();
          const c = t < 0 ? null : ctx.card(t);
          // "it": still face-up on the field.
          if (!c || c.location !== 'mzone' || !c.faceUp) return false;
          // "until the end of your opponent's turn": this turn if it is theirs, else their next one.
          const last = ctx.duel.turnPlayer === ctx.player ? ctx.duel.turn + 1 : ctx.duel.turn;
          addRestriction(ctx.duel, t, 'cannot-attack', true, 0, last);
          return true;
        },
      ],
    },
  ],
  // 003 §3.4.2: "Each time you activate a "Sky Striker" Spell Card, or its effect, gain 100 LP immediately after the
  // card or effect resolves": a continuous effect, no chain.
  onLinkResolved: {
    applies: (duel, self, link) =>
      link.player === self.controller &&
      cardDef(link.code).kind === 'spell' &&
      isSkyStriker(duel, duel.cards[link.uid]!),
    run: (duel, self) => recover(duel, self.controller, 100),
  },
});
