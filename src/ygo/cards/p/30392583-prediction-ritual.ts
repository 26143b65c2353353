import {
  Reason,
  and,
  banish,
  banishForbidden,
  cardsIn,
  defineCard,
  isMonster,
  named,
  ofArchetype,
  ritualSummon,
  searchDeck,
} from '../dsl/index.ts';

const TAROTREI = 94997874;
const PREDICTION_PRINCESS = 0xcc;
const predictionPrincess = and(isMonster, ofArchetype(PREDICTION_PRINCESS));

export default defineCard({
  code: 30392583,
  name: 'Prediction Ritual',
  kind: 'spell',
  spellType: 'ritual',
  text: 'This card is used to Ritual Summon "Prediction Princess Tarotrei". You must also Tribute monsters from your hand or field whose total Levels equal 9 or more. During your Main Phase, except the turn this card was sent to the Graveyard: You can banish this card from your Graveyard; add 1 "Prediction Princess" monster from your Deck to your hand.',
  effects: [
    // 003 §3.3.2 TC-32: "9 or more", with no superfluous Tribute.
    ritualSummon({
      label: 'Ritual Summon "Prediction Princess Tarotrei"',
      level: 'at-least',
      monster: named(TAROTREI),
    }),
    {
      label: 'Banish this card from your GY: add 1 "Prediction Princess" monster from your Deck to your hand',
      // "During your Main Phase … You can": an Ignition effect activated from the GY (003 §3.4.2).
      type: 'ignition',
      range: ['gy'],
      category: ['search', 'to-hand'],
      // "except the turn this card was sent to the Graveyard": it arrived there in an earlier turn.
      condition: (ctx) => ctx.self.turnIn < ctx.duel.turn,
      // 003 §3.4.2: banishing it is the cost (impossible while nobody can banish, 003 §3.4.4).
      cost: {
        can: (ctx) => ctx.self.location === 'gy' && !banishForbidden(ctx.duel),
        pay: (ctx) => banish(ctx.duel, [ctx.self.uid], Reason.COST, ctx.player),
      },
      // 003 §3.4.3: not activated with nothing to add.
      feasible: (ctx) => cardsIn(ctx.duel, ctx.player, 'you', 'deck', predictionPrincess).length > 0,
      operation: [searchDeck(predictionPrincess, 'Add 1 "Prediction Princess" monster from your Deck to your hand')],
    },
  ],
});
