import {
  canSpecialSummon,
  cardsIn,
  defineCard,
  discardCost,
  drawCards,
  mayDraw,
  specialSummonFrom,
} from '../dsl/index.ts';
import {
  superQuantCard,
  superQuantMonster,
  thisNormalOrSpecialSummoned,
  thisSentToGy,
} from '../archetypes/super-quant.ts';

export default defineCard({
  code: 85374678,
  name: 'Super Quantum Green Layer',
  kind: 'monster',
  categories: ['effect'],
  level: 4,
  attribute: 'WIND',
  type: 'Spellcaster',
  atk: 1600,
  def: 1400,
  setcodes: [0x10dc],
  text: 'When this card is Normal or Special Summoned: You can Special Summon 1 "Super Quant" monster from your hand. If this card is sent to the Graveyard: You can discard 1 "Super Quant" card; draw 1 card. You can only use each effect of "Super Quantum Green Layer" once per turn.',
  effects: [
    {
      label: 'Special Summon 1 "Super Quant" monster from your hand',
      // "When … Summoned: You can": an optional trigger that can miss the timing (003 §3.4.3); once per turn by name
      // (003 §3.5.1).
      type: 'trigger',
      event: 'summoned',
      when: true,
      oncePerTurn: 'name',
      eventFilter: thisNormalOrSpecialSummoned,
      category: ['special-summon'],
      // 003 §3.4.3: not activated when nothing could be Summoned.
      feasible: (ctx) =>
        cardsIn(ctx.duel, ctx.player, 'you', 'hand', superQuantMonster).some((u) =>
          canSpecialSummon(ctx.duel, u, ctx.player),
        ),
      operation: [
        specialSummonFrom('hand', superQuantMonster, 'Special Summon 1 "Super Quant" monster from your hand', 'either'),
      ],
    },
    {
      label: 'Discard 1 "Super Quant" card: draw 1 card',
      // "If … sent to the Graveyard: You can": an optional trigger that does not miss the timing, from the GY.
      type: 'trigger',
      event: 'to-gy',
      range: ['gy'],
      oncePerTurn: 'name',
      eventFilter: thisSentToGy,
      category: ['draw'],
      cost: discardCost(1, superQuantCard),
      feasible: (ctx) => mayDraw(ctx.duel, ctx.player, true) && ctx.duel.players[ctx.player].deck.length > 0,
      operation: [drawCards(1)],
    },
  ],
});
