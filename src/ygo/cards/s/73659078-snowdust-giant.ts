import {
  cardsIn,
  countersOnField,
  defineCard,
  detachCost,
  distributeCounters,
  log,
  ofAttribute,
  type CardInstance,
  type DuelState,
} from '../dsl/index.ts';
import { cardDef } from '../registry.ts';

const water = ofAttribute('WATER');
const faceUpMonster = (_d: DuelState, c: CardInstance): boolean => c.faceUp;

export default defineCard({
  code: 73659078,
  name: 'Snowdust Giant',
  kind: 'monster',
  categories: ['xyz', 'effect'],
  rank: 4,
  attribute: 'WATER',
  type: 'Beast-Warrior',
  atk: 2200,
  def: 800,
  text: '2 Level 4 WATER monsters\nOnce per turn: You can detach 1 Xyz Material from this card; reveal any number of WATER monsters from your hand, and place that many Ice Counters on face-up monsters on the field. Non-WATER monsters on the field lose 200 ATK for each Ice Counter on the field.',
  xyzMaterials: {
    level: 4,
    min: 2,
    max: 2,
    filter: { label: 'WATER monsters', filter: (s) => s.attribute === 'WATER' },
  },
  mustBeProperlySummoned: true,
  effects: [
    {
      label: 'Detach 1 Xyz Material: reveal WATER monsters from your hand, place that many Ice Counters',
      type: 'ignition',
      // "Once per turn" without the name: per copy (003 §3.5.1).
      oncePerTurn: 'card',
      cost: detachCost(1),
      // 003 §3.4.3: nothing to reveal, nothing happens: not activatable without a WATER monster in hand.
      feasible: (ctx) => cardsIn(ctx.duel, ctx.player, 'you', 'hand', water).length > 0,
      operation: [
        (ctx) => {
          const hand = cardsIn(ctx.duel, ctx.player, 'you', 'hand', water);
          // "Any number": at least 1 (revealing none would place none).
          const shown = ctx.choose({
            from: hand,
            min: 1,
            max: hand.length,
            prompt: 'Reveal WATER monsters from your hand',
          });
          log(ctx.duel, {
            type: 'reveal',
            player: ctx.player,
            to: ctx.opponent,
            cards: shown,
            codes: shown.map((u) => ctx.card(u).code),
          });
          // One Ice Counter per revealed monster, each on a face-up monster the player chooses; they stay even if
          // Snowdust Giant is negated later (003 §3.4.4, TC-110).
          const among = cardsIn(ctx.duel, ctx.player, 'both', 'monsters', faceUpMonster);
          return distributeCounters(ctx, 'ice', shown.length, among) > 0;
        },
      ],
    },
  ],
  // 003 §3.4.2: a continuous effect of the face-up monster; the counters themselves do nothing (003 §3.4.4).
  statics: [
    {
      kind: 'atk',
      mode: 'add',
      affects: (_d, _self, t) => t.location === 'mzone' && t.faceUp && cardDef(t.code).attribute !== 'WATER',
      value: (duel) => -200 * countersOnField(duel, 'ice'),
    },
  ],
});
