import {
  canTurnFaceDown as turnableFaceDown,
  changePosition,
  defineCard,
  spell,
  targets,
  type CardInstance,
  type DuelState,
} from '../dsl/index.ts';

// 003 §3.3.2: Link monsters (and Tokens) can never be face-down, nor any monster under Light of Intervention, so they
// cannot be chosen.
const canTurnFaceDown = (d: DuelState, c: CardInstance): boolean =>
  c.location === 'mzone' && turnableFaceDown(d, c.uid);

export default defineCard({
  code: 14087893,
  name: 'Book of Moon',
  kind: 'spell',
  spellType: 'quick-play',
  text: 'Target 1 face-up monster on the field; change that target to face-down Defense Position.',
  effects: [
    spell({
      label: 'Change 1 face-up monster to face-down Defense Position',
      category: ['position'],
      target: targets({
        side: 'both',
        zone: 'monsters',
        filter: canTurnFaceDown,
        prompt: 'Target 1 face-up monster on the field',
      }),
      operation: [
        (ctx) => {
          const t = ctx.target();
          // 003 §3.4.3: a target that moved or is already face-down is not changed.
          if (t < 0 || !ctx.card(t).faceUp) return false;
          // 003 §3.3.2 Face-down: effects applied to it end (TC-105); equips lose it (TC-106).
          changePosition(ctx.duel, t, { faceUp: false, defense: true }, ctx.player);
          return true;
        },
      ],
    }),
  ],
});
