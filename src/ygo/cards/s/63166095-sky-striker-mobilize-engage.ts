import { and, defineCard, draw, mayDraw, notNamed, Reason, searchDeck, spell, thenAction } from '../dsl/index.ts';
import { cardsIn } from '../dsl/index.ts';
import { isSkyStriker, noMainMonsters, threeSpellsInGy } from '../archetypes/sky-striker.ts';

const ENGAGE = 63166095;
const searchable = and(isSkyStriker, notNamed(ENGAGE));

export default defineCard({
  code: ENGAGE,
  name: 'Sky Striker Mobilize - Engage!',
  kind: 'spell',
  spellType: 'normal',
  setcodes: [0x115],
  text: 'If you control no monsters in your Main Monster Zone: Add 1 "Sky Striker" card from your Deck to your hand, except "Sky Striker Mobilize - Engage!", then, if you have 3 or more Spells in your GY, you can draw 1 card.',
  effects: [
    spell({
      label: 'Add 1 "Sky Striker" card from your Deck to your hand',
      category: ['search', 'to-hand', 'draw'],
      // 003 §3.4.3: "If you control no monsters in your Main Monster Zone" is checked on activation.
      condition: noMainMonsters,
      // 003 §3.4.3: with no such card in the Deck the resolution is impossible.
      feasible: (ctx) => cardsIn(ctx.duel, ctx.player, 'you', 'deck', searchable).length > 0,
      operation: [
        searchDeck(searchable, 'Add 1 "Sky Striker" card from your Deck to your hand'),
        // 003 §3.4.4 "then": a later action, only after the search was done, with 3+ Spells in the GY at that moment.
        (ctx) => {
          if (!threeSpellsInGy(ctx) || !mayDraw(ctx.duel, ctx.player, true)) return false;
          if (ctx.duel.players[ctx.player].deck.length === 0 || !ctx.yesNo('Draw 1 card?')) return false;
          thenAction(ctx.duel);
          draw(ctx.duel, ctx.player, 1, Reason.EFFECT);
          return true;
        },
      ],
    }),
  ],
});
