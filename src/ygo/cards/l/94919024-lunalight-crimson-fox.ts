import {
  Reason,
  addStatChange,
  answeredLink,
  banish,
  defineCard,
  faceUp,
  negateActivation,
  recover,
  targets,
  inArchetype,
} from '../dsl/index.ts';

const LUNALIGHT = 0xdf;

export default defineCard({
  code: 94919024,
  name: 'Lunalight Crimson Fox',
  kind: 'monster',
  categories: ['effect'],
  level: 4,
  attribute: 'DARK',
  type: 'Beast-Warrior',
  atk: 1800,
  def: 600,
  setcodes: [0xdf],
  text: 'If this card is sent to the GY by a card effect: You can target 1 face-up monster your opponent controls; change its ATK to 0 until the end of this turn. When a card or effect is activated that targets a "Lunalight" monster(s) you control (Quick Effect): You can banish this card from your GY; negate the activation, and if you do, each player gains 1000 LP.',
  effects: [
    {
      label: 'Change the ATK of 1 face-up monster your opponent controls to 0 until the end of this turn',
      // "If …: You can": an optional trigger that does not miss the timing (003 §3.4.3).
      type: 'trigger',
      event: 'to-gy',
      range: ['gy'],
      eventFilter: (ctx, ev) =>
        ev.uid === ctx.self.uid && ev.stamp === ctx.self.stamp && (ev.reason & Reason.EFFECT) !== 0,
      category: ['atk-change'],
      target: targets({
        side: 'opponent',
        zone: 'monsters',
        filter: faceUp,
        prompt: 'Target 1 face-up monster your opponent controls',
      }),
      operation: [
        (ctx) => {
          const t = ctx.target();
          if (t < 0 || !ctx.card(t).faceUp) return false;
          // 003 §3.4.4 TC-98: an activated "becomes X"; later changes stack on it.
          addStatChange(ctx.duel, t, 'atk', 'set', 0, true);
          return true;
        },
      ],
    },
    {
      label: 'Banish this card from your GY: negate an activation that targets your "Lunalight" monster',
      type: 'quick',
      range: ['gy'],
      category: ['negate', 'recover'],
      condition: (ctx) => {
        const l = ctx.duel.chain[answeredLink(ctx)];
        if (!l || l.negated !== 0) return false;
        return l.targets.some((u, i) => {
          const c = ctx.card(u);
          return (
            c.stamp === l.targetStamps[i] &&
            c.location === 'mzone' &&
            c.faceUp &&
            c.controller === ctx.player &&
            inArchetype(ctx.duel, c, LUNALIGHT)
          );
        });
      },
      // 003 §3.4.2: banishing itself is the cost.
      cost: {
        can: (ctx) => ctx.self.location === 'gy',
        pay: (ctx) => banish(ctx.duel, [ctx.self.uid], Reason.COST, ctx.player),
      },
      operation: [
        (ctx) => {
          if (!negateActivation(ctx.duel, answeredLink(ctx), false, ctx.player, ctx.asker)) return false;
          recover(ctx.duel, ctx.player, 1000);
          recover(ctx.duel, ctx.opponent, 1000);
          return true;
        },
      ],
    },
  ],
});
