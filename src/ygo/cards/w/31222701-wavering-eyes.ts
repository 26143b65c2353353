import {
  banish,
  cardsIn,
  damage,
  defineCard,
  destroy,
  inPendulumZone,
  isNamed,
  isPendulum,
  Reason,
  searchDeck,
  spell,
  type EffectContext,
} from '../dsl/index.ts';
import type { Step } from '../types.ts';

const WAVERING_EYES = 31222701;

/** 003 §3.2.1: the cards in either player's Pendulum Zones (TC-13: an equipped Pendulum in an end zone is not one). */
const pendulumZoneCards = (ctx: EffectContext): number[] =>
  cardsIn(ctx.duel, ctx.player, 'both', 'spells', (d, c) => inPendulumZone(d, c));

/** "N or more": a bullet applied only when at least `n` cards were destroyed (an optional one asks first). */
const ifDestroyed =
  (n: number, run: Step, ask?: string): Step =>
  (ctx) => {
    if ((ctx.data['n'] ?? 0) < n) return;
    if (ask !== undefined && !ctx.yesNo(ask)) return;
    run(ctx);
  };

export default defineCard({
  code: WAVERING_EYES,
  name: 'Wavering Eyes',
  kind: 'spell',
  spellType: 'normal',
  text: 'Destroy as many cards in each player\'s Pendulum Zones as possible, then apply these effects, in sequence, depending on the number of cards destroyed by this effect.\r\n●1 or more: Inflict 500 damage to your opponent.\r\n●2 or more: You can add 1 Pendulum Monster from your Main Deck to your hand.\r\n●3 or more: You can banish 1 card on the field.\r\n●4: You can add 1 "Wavering Eyes" from your Deck to your hand.',
  effects: [
    spell({
      label: 'Destroy every card in the Pendulum Zones',
      category: ['destroy', 'damage', 'search', 'to-hand', 'banish'],
      // 003 §3.4.3: with no card in a Pendulum Zone the resolution would be entirely impossible.
      feasible: (ctx) => pendulumZoneCards(ctx).length > 0,
      operation: [
        (ctx) => {
          const done = destroy(ctx.duel, pendulumZoneCards(ctx), Reason.EFFECT, ctx.player, ctx.asker);
          ctx.data['n'] = done.length;
          return done.length > 0;
        },
        ifDestroyed(1, (ctx) => void damage(ctx.duel, ctx.opponent, 500, Reason.EFFECT, ctx.player)),
        ifDestroyed(
          2,
          searchDeck(isPendulum, 'Add 1 Pendulum Monster from your Main Deck to your hand'),
          'Add 1 Pendulum Monster from your Deck to your hand?',
        ),
        ifDestroyed(
          3,
          (ctx) => {
            const field = cardsIn(ctx.duel, ctx.player, 'both', 'field');
            if (field.length === 0) return;
            banish(
              ctx.duel,
              ctx.choose({ from: field, min: 1, max: 1, prompt: 'Banish 1 card on the field' }),
              Reason.EFFECT,
              ctx.player,
            );
          },
          'Banish 1 card on the field?',
        ),
        ifDestroyed(
          4,
          searchDeck(isNamed(WAVERING_EYES), 'Add 1 "Wavering Eyes" from your Deck to your hand'),
          'Add 1 "Wavering Eyes" from your Deck to your hand?',
        ),
      ],
    }),
  ],
});
