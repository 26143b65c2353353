import {
  Reason,
  answeredLink,
  banish,
  cardsIn,
  defineCard,
  destroy,
  inArchetype,
  isEffectMonster,
  isMonster,
  negateActivation,
  tributeCost,
} from '../dsl/index.ts';
import { cardDef } from '../registry.ts';

const INFERNOID = 0xbb;

export default defineCard({
  code: 14799437,
  name: 'Infernoid Onuncu',
  kind: 'monster',
  categories: ['effect', 'special-summon'],
  level: 10,
  attribute: 'FIRE',
  type: 'Fiend',
  atk: 3000,
  def: 3000,
  setcodes: [0xbb],
  text: 'Cannot be Normal Summoned/Set. Must be Special Summoned (from your hand or Graveyard) by banishing 3 "Infernoid" monsters from your hand or Graveyard while the total Levels and Ranks of all Effect Monsters you control are 8 or lower, and cannot be Special Summoned by other ways. When this card is Special Summoned: You can destroy all other monsters on the field. Once per turn, during either player\'s turn, when a Spell/Trap Card or effect is activated: You can Tribute 1 monster; negate the activation, and if you do, banish that card.',
  // 003 §3.3.2: a Special Summon monster; "cannot be Special Summoned by other ways": only its own procedure.
  cannotNormalSummon: true,
  mustBeProperlySummoned: true,
  onlyByProcedure: true,
  summonProcedures: [
    {
      label: 'Special Summon by banishing 3 "Infernoid" monsters from your hand or GY',
      from: ['hand', 'gy'],
      // "while the total Levels and Ranks of all Effect Monsters you control are 8 or lower" (face-up ones: a face-down
      // monster's Level cannot be seen).
      condition: (duel, _self, player) => {
        let total = 0;
        for (const u of cardsIn(duel, player, 'you', 'monsters')) {
          const c = duel.cards[u]!;
          if (!c.faceUp || !isEffectMonster(duel, c)) continue;
          const def = cardDef(c.code);
          total += def.level ?? def.rank ?? 0;
        }
        return total <= 8;
      },
      move: {
        count: 3,
        label: '3 "Infernoid" monsters',
        from: ['hand', 'gy'],
        to: 'banished',
        filter: (duel, _self, c) => isMonster(duel, c) && inArchetype(duel, c, INFERNOID),
      },
    },
  ],
  effects: [
    {
      label: 'Destroy all other monsters on the field',
      // 003 §3.4.3: "When … : You can" — an optional trigger that can miss the timing.
      type: 'trigger',
      event: 'special-summoned',
      when: true,
      eventFilter: (ctx, ev) => ev.uid === ctx.self.uid && ev.stamp === ctx.self.stamp,
      category: ['destroy'],
      feasible: (ctx) => cardsIn(ctx.duel, ctx.player, 'both', 'monsters').some((u) => u !== ctx.self.uid),
      operation: [
        (ctx) => {
          const others = cardsIn(ctx.duel, ctx.player, 'both', 'monsters').filter((u) => u !== ctx.self.uid);
          if (others.length) destroy(ctx.duel, others, Reason.EFFECT, ctx.player, ctx.asker);
        },
      ],
    },
    {
      label: 'Tribute 1 monster: negate a Spell/Trap activation and banish it',
      // 003 §3.3.2: a Quick Effect (Spell Speed 2) that negates an activation.
      type: 'quick',
      oncePerTurn: 'card',
      category: ['negate', 'banish'],
      condition: (ctx) => {
        const l = ctx.duel.chain[answeredLink(ctx)];
        return l !== undefined && l.negated === 0 && cardDef(l.code).kind !== 'monster';
      },
      cost: tributeCost(),
      operation: [
        (ctx) => {
          const i = answeredLink(ctx);
          const l = ctx.duel.chain[i];
          if (!l || !negateActivation(ctx.duel, i, false, ctx.player, ctx.asker)) return false;
          const c = ctx.card(l.uid);
          if (c.stamp === l.stamp) banish(ctx.duel, [l.uid], Reason.EFFECT, ctx.player);
          return true;
        },
      ],
    },
  ],
});
