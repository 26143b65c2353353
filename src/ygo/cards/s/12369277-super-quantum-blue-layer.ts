import {
  Reason,
  and,
  cardsIn,
  defineCard,
  notNamed,
  searchDeck,
  targetable,
  toDeck,
  type EffectContext,
} from '../dsl/index.ts';
import { superQuantCard, thisNormalOrSpecialSummoned, thisSentToGy } from '../archetypes/super-quant.ts';

const BLUE_LAYER = 12369277;
const searchable = and(superQuantCard, notNamed(BLUE_LAYER));

export default defineCard({
  code: BLUE_LAYER,
  name: 'Super Quantum Blue Layer',
  kind: 'monster',
  categories: ['effect'],
  level: 3,
  attribute: 'WATER',
  type: 'Psychic',
  atk: 1200,
  def: 2000,
  setcodes: [0x10dc],
  text: 'When this card is Normal or Special Summoned: You can add 1 "Super Quant" card from your Deck to your hand, except "Super Quantum Blue Layer". If this card is sent to the Graveyard: You can target up to 3 "Super Quant" cards in your Graveyard; shuffle them into the Deck. You can only use each effect of "Super Quantum Blue Layer" once per turn.',
  effects: [
    {
      label: 'Add 1 "Super Quant" card from your Deck to your hand',
      // "When … Summoned: You can": an optional trigger that can miss the timing (003 §3.4.3); once per turn by name
      // (003 §3.5.1).
      type: 'trigger',
      event: 'summoned',
      when: true,
      oncePerTurn: 'name',
      eventFilter: thisNormalOrSpecialSummoned,
      category: ['search', 'to-hand'],
      feasible: (ctx) => cardsIn(ctx.duel, ctx.player, 'you', 'deck', searchable).length > 0,
      operation: [searchDeck(searchable, 'Add 1 "Super Quant" card from your Deck to your hand')],
    },
    {
      label: 'Target up to 3 "Super Quant" cards in your GY: shuffle them into the Deck',
      // "If … sent to the Graveyard: You can": an optional trigger that does not miss the timing, from the GY.
      type: 'trigger',
      event: 'to-gy',
      range: ['gy'],
      oncePerTurn: 'name',
      eventFilter: thisSentToGy,
      category: ['to-deck', 'leaves-gy'],
      // 003 §3.4.3: "up to 3": 1 to 3 targets, chosen on activation (this card among them if it likes).
      target: {
        can: (ctx) => pool(ctx).length > 0,
        choose: (ctx) =>
          ctx.setTargets(
            ctx.choose({ from: pool(ctx), min: 1, max: 3, prompt: 'Target up to 3 "Super Quant" cards in your GY' }),
          ),
      },
      operation: [
        (ctx) => {
          const ts = ctx.targets();
          if (ts.length === 0) return false;
          toDeck(ctx.duel, ts, Reason.EFFECT, ctx.player, 'shuffle');
          return true;
        },
      ],
    },
  ],
});

/** The "Super Quant" cards in your GY it may target. */
function pool(ctx: EffectContext): number[] {
  return cardsIn(ctx.duel, ctx.player, 'you', 'gy', superQuantCard).filter((u) =>
    targetable(ctx.duel, u, ctx.self.uid),
  );
}
