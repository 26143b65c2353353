import {
  Reason,
  canSpecialSummon,
  maySpecialSummon,
  cardsIn,
  countersOn,
  defineCard,
  named,
  onField,
  sendToGy,
  shuffleDeck,
  specialSummon,
  type CardInstance,
  type DuelState,
  type PlayerId,
} from '../dsl/index.ts';
import { cardDef } from '../registry.ts';

const DARK_MAGICIAN = 46986414;

const isDarkMagician = (_d: DuelState, c: CardInstance): boolean => named(DARK_MAGICIAN)(cardDef(c.code));

/**
 * "Dark Magician" in your hand, Deck or GY that could be Special Summoned; `zoneFreed`: before the Tribute, whose
 * monster's zone the Summon may use (003 §3.3.2).
 */
const darkMagicians = (duel: DuelState, player: PlayerId, zoneFreed: boolean): number[] =>
  (['hand', 'deck', 'gy'] as const)
    .flatMap((z) => cardsIn(duel, player, 'you', z, isDarkMagician))
    .filter((u) => (zoneFreed ? maySpecialSummon(duel, u, player) : canSpecialSummon(duel, u, player)));

export default defineCard({
  code: 73752131,
  name: 'Skilled Dark Magician',
  kind: 'monster',
  categories: ['effect'],
  level: 4,
  attribute: 'DARK',
  type: 'Spellcaster',
  atk: 1900,
  def: 1700,
  text: 'Each time a Spell Card is activated, place 1 Spell Counter on this card when that Spell resolves (max. 3). You can Tribute this card with 3 Spell Counters on it; Special Summon 1 "Dark Magician" from your hand, Deck, or GY.',
  // 003 §2.2.2: its own text places Spell Counters on itself (at most 3).
  ownCounters: [{ kind: 'spell', max: 3 }],
  // 003 §3.4.2: a continuous effect of the face-up monster: no chain, placed as the Spell resolves.
  counterHooks: [{ on: 'spell-resolved', kind: 'spell', count: () => 1 }],
  effects: [
    {
      label: 'Tribute this card with 3 Spell Counters: Special Summon 1 "Dark Magician" from your hand, Deck or GY',
      type: 'ignition',
      category: ['special-summon'],
      // 003 §3.4.2: Tributing itself (with 3 Spell Counters on it) is the cost: not offered with fewer.
      cost: {
        can: (ctx) => onField(ctx.self.location) && ctx.self.faceUp && countersOn(ctx.self, 'spell') >= 3,
        pay: (ctx) => sendToGy(ctx.duel, [ctx.self.uid], Reason.COST | Reason.TRIBUTE, ctx.player, ctx.asker),
      },
      // 003 §3.4.3: no "Dark Magician" to Summon: an entirely impossible resolution cannot be activated. Its own
      // zone, freed by the Tribute, is the one the Summon may use.
      feasible: (ctx) => darkMagicians(ctx.duel, ctx.player, true).length > 0,
      operation: [
        (ctx) => {
          const pool = darkMagicians(ctx.duel, ctx.player, false);
          if (!pool.length) return false;
          const pick = ctx.chooseOne(pool, 'Special Summon 1 "Dark Magician"');
          const fromDeck = ctx.card(pick).location === 'deck';
          const ok = specialSummon(ctx, pick, { defense: false });
          if (fromDeck) shuffleDeck(ctx.duel, ctx.player);
          return ok;
        },
      ],
    },
  ],
});
