import {
  canTakeControl,
  changePosition,
  defineCard,
  and,
  controlSwitchable,
  faceUp,
  spell,
  takeControl,
  targets,
  tributeCost,
} from '../dsl/index.ts';

const opponentFaceUp = targets({
  side: 'opponent',
  zone: 'monsters',
  filter: faceUp,
  prompt: 'Target 1 face-up monster your opponent controls',
});

const opponentFaceUpTakeable = targets({
  side: 'opponent',
  zone: 'monsters',
  filter: and(faceUp, controlSwitchable),
  prompt: 'Target 1 face-up monster your opponent controls',
});

export default defineCard({
  code: 98045062,
  name: 'Enemy Controller',
  kind: 'spell',
  spellType: 'quick-play',
  text: "Activate 1 of these effects.\n● Target 1 face-up monster your opponent controls; change that target's battle position.\n● Tribute 1 monster, then target 1 face-up monster your opponent controls; take control of that target until the End Phase.",
  // "Activate 1 of these effects": each ● is a separate way to activate the card.
  effects: [
    spell({
      label: 'Change the battle position of 1 face-up monster your opponent controls',
      category: ['position'],
      target: opponentFaceUp,
      operation: [
        (ctx) => {
          const t = ctx.target();
          if (t < 0 || !ctx.card(t).faceUp) return false;
          // 003 §3.3.2: an unspecified change: Attack ↔ face-up Defense.
          changePosition(ctx.duel, t, { faceUp: true, defense: !ctx.card(t).defense }, ctx.player);
          return true;
        },
      ],
    }),
    spell({
      label: 'Tribute 1 monster: take control of 1 face-up monster your opponent controls until the End Phase',
      category: ['control'],
      // 003 §3.4.4: a take-control effect needs a free Main Monster Zone; the Tribute (cost) frees one.
      condition: (ctx) =>
        canTakeControl(ctx.duel, ctx.player) || ctx.duel.players[ctx.player].mzone.some((u) => u >= 0),
      cost: tributeCost(),
      target: opponentFaceUpTakeable,
      operation: [
        (ctx) => {
          const t = ctx.target();
          if (t < 0 || !ctx.card(t).faceUp) return false;
          return takeControl(ctx.duel, t, ctx.player, true, ctx.asker);
        },
      ],
    }),
  ],
});
