import {
  canSpecialSummon,
  cardsIn,
  counterRoom,
  defineCard,
  discardCost,
  freeMonsterZones,
  pendulumActivation,
  placeCounters,
  placeInPendulumZoneWhenDestroyed,
  removeCountersCost,
  rememberCards,
  rememberedCards,
  shuffleDeck,
  specialSummonAll,
  type EffectContext,
} from '../dsl/index.ts';
import { cardDef } from '../registry.ts';

/** "a monster … with 1000 or more ATK that you can place a Spell Counter on": its text places Spell Counters. */
const deckCandidates = (ctx: EffectContext): number[] =>
  cardsIn(ctx.duel, ctx.player, 'you', 'deck').filter((u) => {
    const def = cardDef(ctx.card(u).code);
    return (
      def.kind === 'monster' &&
      (def.atk ?? 0) >= 1000 &&
      def.ownCounters?.some((o) => o.kind === 'spell') === true &&
      canSpecialSummon(ctx.duel, u, ctx.player)
    );
  });

export default defineCard({
  code: 92559258,
  name: 'Servant of Endymion',
  kind: 'monster',
  categories: ['effect', 'pendulum'],
  level: 3,
  leftScale: 2,
  rightScale: 2,
  attribute: 'WIND',
  type: 'Spellcaster',
  atk: 900,
  def: 1500,
  setcodes: [0x12a],
  text: '[ Pendulum Effect ]\r\nEach time a Spell Card is activated, place 1 Spell Counter on this card when that Spell resolves. You can remove 3 Spell Counters from this card; Special Summon both this card from your Pendulum Zone and 1 monster from your Deck with 1000 or more ATK that you can place a Spell Counter on, and if you do, place 1 Spell Counter on each.\r\n----------------------------------------\r\n[ Monster Effect ]\r\nYou can only Special Summon "Servant(s) of Endymion" once per turn. This card with a Spell Counter can attack directly. Once per opponent\'s turn (Quick Effect): You can discard 1 card; place 1 Spell Counter on each card you control that you can place a Spell Counter on. If this card in the Monster Zone is destroyed: You can place this card in your Pendulum Zone, then place the same number of Spell Counters on it that it had as a monster.',
  ownCounters: [{ kind: 'spell' }],
  specialSummonOncePerTurn: true,
  // 003 §3.3.3: the Pendulum Effect's "each time a Spell Card is activated" works in the Pendulum Zone only.
  counterHooks: [{ on: 'spell-resolved', kind: 'spell', count: () => 1, pendulum: true }],
  // "This card with a Spell Counter can attack directly" (003 §3.6.3): while it has one.
  statics: [{ kind: 'direct-attack', affects: (_d, self, c) => c.uid === self.uid && (c.counters.spell ?? 0) > 0 }],
  effects: [
    pendulumActivation(),
    {
      label: 'Remove 3 Spell Counters: Special Summon this card and 1 monster from your Deck',
      // 003 §3.3.3: a Pendulum Effect (an ignition Spell effect of the card in the Pendulum Zone).
      type: 'ignition',
      pendulum: true,
      category: ['special-summon', 'special-summon-from-deck'],
      cost: removeCountersCost('spell', 3),
      feasible: (ctx) =>
        freeMonsterZones(ctx.duel, ctx.player) >= 2 &&
        canSpecialSummon(ctx.duel, ctx.self.uid, ctx.player) &&
        deckCandidates(ctx).length > 0,
      operation: [
        (ctx) => {
          if (!ctx.selfUnmoved() || ctx.self.location !== 'szone') return false;
          const pool = deckCandidates(ctx);
          if (pool.length === 0 || freeMonsterZones(ctx.duel, ctx.player) < 2) return false;
          const pick = ctx.choose({ from: pool, min: 1, max: 1, prompt: 'Special Summon 1 monster from your Deck' });
          const both = [ctx.self.uid, pick[0]!];
          // "Special Summon both": both or neither, at the same time (003 §3.4.4).
          const n = specialSummonAll(ctx, both, { defense: false });
          shuffleDeck(ctx.duel, ctx.player);
          if (n !== 2) return false;
          // Remembered as they now are on the field (a card that moves is a new card).
          rememberCards(ctx, both);
          return true;
        },
        // "and if you do, place 1 Spell Counter on each": only on a card that can hold one now (003 §2.2.2, TC-07: a
        // Gemini not yet Gemini Summoned cannot).
        (ctx) => {
          for (const u of rememberedCards(ctx))
            if (counterRoom(ctx.duel, ctx.card(u), 'spell') > 0) placeCounters(ctx.duel, u, 'spell', 1, false);
          return true;
        },
      ],
    },
    {
      label: 'Discard 1 card: place 1 Spell Counter on each card you control that can hold one',
      type: 'quick',
      oncePerTurn: 'card',
      category: [],
      condition: (ctx) => ctx.duel.turnPlayer !== ctx.player,
      cost: discardCost(1),
      operation: [
        (ctx) => {
          for (const u of cardsIn(ctx.duel, ctx.player, 'you', 'field'))
            if (counterRoom(ctx.duel, ctx.card(u), 'spell') > 0) placeCounters(ctx.duel, u, 'spell', 1, false);
          return true;
        },
      ],
    },
    // "If this card in the Monster Zone is destroyed: You can place this card in your Pendulum Zone, then place the same
    // number of Spell Counters on it that it had as a monster" (the count its destruction recorded, 003 §3.4.4).
    placeInPendulumZoneWhenDestroyed((ctx) => {
      const n = ctx.event?.counters?.spell ?? 0;
      if (n > 0 && ctx.self.location === 'szone') placeCounters(ctx.duel, ctx.self.uid, 'spell', n, true);
      return true;
    }),
  ],
});
