import { addRestriction, and, banish, defineCard, faceUp, isEffectMonster, Reason, targets } from '../dsl/index.ts';
import type { EffectDef, Step } from '../types.ts';

/** "Target 1 face-up Effect Monster your opponent controls", still face-up there on resolution (003 §3.4.3). */
const opponentsEffectMonster: NonNullable<EffectDef['target']> = {
  ...targets({
    side: 'opponent',
    zone: 'monsters',
    filter: and(faceUp, isEffectMonster),
    prompt: 'Target 1 face-up Effect Monster your opponent controls',
  }),
  holds: (ctx, uid) => {
    const c = ctx.card(uid);
    return c.location === 'mzone' && c.faceUp && c.controller === ctx.opponent;
  },
};

/** 003 §3.4.4: its effects are negated until the end of this turn (sooner if it leaves or turns face-down). */
const negateUntilEndOfTurn: Step = (ctx) => {
  const t = ctx.target();
  if (t < 0) return false;
  addRestriction(ctx.duel, t, 'effects-negated', true);
  return true;
};

export default defineCard({
  code: 78474168,
  name: 'Breakthrough Skill',
  kind: 'trap',
  trapType: 'normal',
  text: 'Target 1 face-up Effect Monster your opponent controls; that face-up monster your opponent controls has its effects negated until the end of this turn. During your turn, except the turn this card was sent to the Graveyard: You can banish this card from your Graveyard, then target 1 face-up Effect Monster your opponent controls; that target has its effects negated until the end of this turn.',
  effects: [
    {
      label: "Negate the effects of 1 of your opponent's Effect Monsters until the end of the turn",
      type: 'activate',
      category: ['negate'],
      target: opponentsEffectMonster,
      operation: [negateUntilEndOfTurn],
    },
    {
      label: "Banish this card from your GY: negate the effects of 1 of your opponent's Effect Monsters",
      // 003 §3.4.2: an ignition effect activated in the GY.
      type: 'ignition',
      range: ['gy'],
      category: ['negate'],
      // "During your turn, except the turn this card was sent to the Graveyard".
      condition: (ctx) => ctx.duel.turnPlayer === ctx.player && ctx.self.turnIn !== ctx.duel.turn,
      cost: {
        can: (ctx) => ctx.self.location === 'gy',
        pay: (ctx) => banish(ctx.duel, [ctx.self.uid], Reason.COST, ctx.player),
      },
      target: opponentsEffectMonster,
      operation: [negateUntilEndOfTurn],
    },
  ],
});
