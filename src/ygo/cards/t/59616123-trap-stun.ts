import { defineCard, lockPlayer } from '../dsl/index.ts';

export default defineCard({
  code: 59616123,
  name: 'Trap Stun',
  kind: 'trap',
  trapType: 'normal',
  text: 'Negate all other Trap effects on the field this turn.',
  effects: [
    {
      label: 'Negate all other Trap effects on the field this turn',
      // 003 §3.3.4: a Normal Trap, Spell Speed 2: it cannot be chained to a Counter Trap (TC-69).
      type: 'activate',
      category: ['negate'],
      // 003 §3.4.4: a resolved negation lasting the turn, field-wide, after this card has left: every Trap Card on the
      // field, either player's, this card excepted (rules/statics.ts isNegated), including those activated later.
      operation: [(ctx) => void lockPlayer(ctx.duel, ctx.player, 'negate-traps-on-field', ctx.self.uid + 1)],
    },
  ],
});
