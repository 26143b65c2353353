import {
  addRestriction,
  and,
  defineCard,
  faceUp,
  isEffectMonster,
  sendSelfFromHandToGyCost,
  targets,
} from '../dsl/index.ts';

export default defineCard({
  code: 97268402,
  name: 'Effect Veiler',
  kind: 'monster',
  categories: ['effect', 'tuner'],
  level: 1,
  attribute: 'LIGHT',
  type: 'Spellcaster',
  atk: 0,
  def: 0,
  text: "During your opponent's Main Phase (Quick Effect): You can send this card from your hand to the GY, then target 1 Effect Monster your opponent controls; negate the effects of that face-up monster your opponent controls, until the end of this turn.",
  effects: [
    {
      label:
        "Send this card to the GY: negate the effects of 1 of your opponent's Effect Monsters until the end of the turn",
      // 003 §3.4.2: a Quick Effect (Spell Speed 2) activated from the hand.
      type: 'quick',
      range: ['hand'],
      category: ['negate'],
      // "During your opponent's Main Phase": Main Phase 1 or 2 of the opponent's turn.
      condition: (ctx) =>
        ctx.duel.turnPlayer !== ctx.player && (ctx.duel.phase === 'main1' || ctx.duel.phase === 'main2'),
      // 003 §3.4.2: sending itself is the cost, paid before the target is chosen ("then target").
      cost: sendSelfFromHandToGyCost,
      target: {
        ...targets({
          side: 'opponent',
          zone: 'monsters',
          filter: and(faceUp, isEffectMonster),
          prompt: '1 Effect Monster your opponent controls',
        }),
        // 003 §3.4.3: "that face-up monster your opponent controls": turned face-down or taken, it is not affected.
        holds: (ctx, uid) => {
          const c = ctx.card(uid);
          return c.location === 'mzone' && c.faceUp && c.controller === ctx.opponent;
        },
      },
      operation: [
        (ctx) => {
          const t = ctx.target();
          if (t < 0) return false;
          // 003 §3.4.4: negated until the end of this turn (ends sooner if it leaves or turns face-down).
          addRestriction(ctx.duel, t, 'effects-negated', true);
          return true;
        },
      ],
    },
  ],
});
