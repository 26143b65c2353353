import {
  canSpecialSummon,
  canTurnFaceDown,
  cardsIn,
  changePosition,
  defineCard,
  isMonster,
  specialSummon,
  targets,
  type CardFilter,
  type EffectContext,
} from '../dsl/index.ts';
import { cardDef } from '../registry.ts';

/** A Flip monster (its card type, 003 §3.3.1) its controller could Special Summon now. */
const flipMonster: CardFilter = (d, c) => isMonster(d, c) && cardDef(c.code).categories?.includes('flip') === true;
const summonableFlips = (ctx: EffectContext): number[] =>
  [
    ...cardsIn(ctx.duel, ctx.player, 'you', 'hand', flipMonster),
    ...cardsIn(ctx.duel, ctx.player, 'you', 'gy', flipMonster),
  ].filter((u) => canSpecialSummon(ctx.duel, u, ctx.player));

const faceDownMonster: CardFilter = (_d, c) => c.location === 'mzone' && !c.faceUp;
// 003 §3.3.2: Tokens and Link Monsters can never be face-down, nor any monster under Light of Intervention.
const turnableFaceDown: CardFilter = (d, c) => c.location === 'mzone' && canTurnFaceDown(d, c.uid);

export default defineCard({
  code: 94997874,
  name: 'Prediction Princess Tarotrei',
  kind: 'monster',
  categories: ['effect', 'ritual'],
  level: 9,
  attribute: 'LIGHT',
  type: 'Fairy',
  atk: 2700,
  def: 1200,
  setcodes: [0xcc],
  text: 'You can Ritual Summon this card with "Prediction Ritual". Once per turn, during your End Phase: You can Special Summon 1 Flip monster from your hand or Graveyard in face-down Defense Position. You can only use 1 of the following effects of "Prediction Princess Tarotrei" per turn, and only once that turn.\n● During either player\'s turn: You can target 1 face-down monster on the field; change it to face-up Attack Position.\n● During either player\'s turn: You can target 1 face-up monster on the field; change it to face-down Defense Position.',
  effects: [
    {
      label: 'Special Summon 1 Flip monster from your hand or GY in face-down Defense Position',
      // "Once per turn, during your End Phase: You can": an optional trigger in its controller's End Phase (003 §3.6.3),
      // a soft once per turn (this card, 003 §3.5.1).
      type: 'trigger',
      event: 'phase-end',
      oncePerTurn: 'card',
      eventFilter: (ctx) => ctx.duel.turnPlayer === ctx.player && ctx.self.location === 'mzone' && ctx.self.faceUp,
      category: ['special-summon', 'leaves-gy'],
      feasible: (ctx) => summonableFlips(ctx).length > 0,
      operation: [
        (ctx) => {
          const pool = summonableFlips(ctx);
          if (pool.length === 0) return false;
          const pick = ctx.chooseOne(pool, 'Special Summon 1 Flip monster in face-down Defense Position');
          return specialSummon(ctx, pick, { defense: true, faceDown: true });
        },
      ],
    },
    {
      label: 'Target 1 face-down monster on the field: change it to face-up Attack Position',
      // "During either player's turn": a Quick Effect (003 §3.4.2); one of its two effects per turn ('name-any').
      type: 'quick',
      oncePerTurn: 'name-any',
      category: ['position'],
      target: targets({
        side: 'both',
        zone: 'monsters',
        filter: faceDownMonster,
        prompt: 'Target 1 face-down monster on the field',
      }),
      operation: [
        (ctx) => {
          const t = ctx.target();
          // 003 §3.4.3: a target turned face-up meanwhile is not changed.
          if (t < 0 || ctx.card(t).faceUp) return false;
          // Turned face-up by an effect: its Flip effect activates (003 §3.3.2).
          changePosition(ctx.duel, t, { faceUp: true, defense: false }, ctx.player);
          return true;
        },
      ],
    },
    {
      label: 'Target 1 face-up monster on the field: change it to face-down Defense Position',
      type: 'quick',
      oncePerTurn: 'name-any',
      category: ['position'],
      target: targets({
        side: 'both',
        zone: 'monsters',
        filter: turnableFaceDown,
        prompt: 'Target 1 face-up monster on the field',
      }),
      operation: [
        (ctx) => {
          const t = ctx.target();
          if (t < 0 || !ctx.card(t).faceUp) return false;
          // 003 §3.3.2 Face-down: effects applied to it end.
          changePosition(ctx.duel, t, { faceUp: false, defense: true }, ctx.player);
          return true;
        },
      ],
    },
  ],
});
