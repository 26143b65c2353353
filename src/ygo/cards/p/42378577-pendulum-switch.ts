import {
  activateThisCard,
  defineCard,
  freePendulumZones,
  inPendulumZone,
  isPendulum,
  oncePerTurnKey,
  oncePerTurnUsed,
  placeInPendulumZone,
  specialSummonTarget,
  summonableTarget,
  targets,
  type EffectContext,
} from '../dsl/index.ts';
import { cardDef } from '../registry.ts';

/** "You can only use 1 'Pendulum Switch' effect per turn, and only once that turn": either effect used blocks both. */
const neitherUsed = (ctx: EffectContext): boolean => {
  const effects = cardDef(ctx.self.code).effects!;
  return [1, 2].every((i) => !oncePerTurnUsed(ctx.duel, oncePerTurnKey(ctx.self, effects[i]!, i, ctx.player)));
};

export default defineCard({
  code: 42378577,
  name: 'Pendulum Switch',
  kind: 'trap',
  trapType: 'continuous',
  setcodes: [0xf2],
  text: 'You can target 1 card in your Pendulum Zone; Special Summon it. You can target 1 Pendulum Monster in your Monster Zone; place it in your Pendulum Zone. You can only use 1 "Pendulum Switch" effect per turn, and only once that turn.',
  effects: [
    // 003 §3.3.4: a Continuous Trap is activated first; its effects are then used while it is face-up.
    activateThisCard(),
    {
      label: 'Special Summon 1 card in your Pendulum Zone',
      type: 'quick',
      oncePerTurn: 'name',
      category: ['special-summon'],
      condition: neitherUsed,
      // 003 §3.4.4: a Special Summon from the Pendulum Zone makes a new monster (TC-116: targeting it ends).
      target: summonableTarget({
        side: 'you',
        zone: 'spells',
        filter: (d, c) => inPendulumZone(d, c),
        prompt: 'Target 1 card in your Pendulum Zone',
      }),
      operation: [specialSummonTarget('either')],
    },
    {
      label: 'Place 1 Pendulum Monster from your Monster Zone in your Pendulum Zone',
      type: 'quick',
      oncePerTurn: 'name',
      condition: (ctx) => neitherUsed(ctx) && freePendulumZones(ctx.duel, ctx.player).length > 0,
      target: targets({
        side: 'you',
        zone: 'monsters',
        filter: (d, c) => c.faceUp && isPendulum(d, c),
        prompt: 'Target 1 Pendulum Monster in your Monster Zone',
      }),
      operation: [
        (ctx) => {
          const t = ctx.target();
          // 003 §3.4.4: Monster Zone → Pendulum Zone is no activation; the card is a Spell there.
          return t >= 0 && placeInPendulumZone(ctx, t);
        },
      ],
    },
  ],
});
