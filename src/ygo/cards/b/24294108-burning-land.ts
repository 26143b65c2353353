import { Reason, damage, defineCard, destroy } from '../dsl/index.ts';

export default defineCard({
  code: 24294108,
  name: 'Burning Land',
  kind: 'spell',
  spellType: 'continuous',
  text: "When this card is activated: If there are any Field Spell Cards on the field, destroy them. During each player's Standby Phase: The turn player takes 500 damage.",
  effects: [
    {
      label: 'Activate this card (destroy any Field Spells on the field)',
      type: 'activate',
      category: ['destroy'],
      // "If there are any": the activation is legal without Field Spells; it then destroys nothing.
      operation: [
        (ctx) => {
          const fields = [ctx.duel.players[0].fzone, ctx.duel.players[1].fzone].filter((u) => u >= 0);
          if (fields.length) destroy(ctx.duel, fields, Reason.EFFECT, ctx.player, ctx.asker);
        },
      ],
    },
    {
      label: 'The turn player takes 500 damage',
      // A mandatory trigger of the face-up Continuous Spell in either player's Standby Phase (003 §3.6.3).
      type: 'trigger',
      event: 'phase-standby',
      range: ['szone'],
      mandatory: true,
      eventFilter: (ctx) => ctx.self.faceUp,
      category: ['damage'],
      operation: [(ctx) => damage(ctx.duel, ctx.duel.turnPlayer, 500, Reason.EFFECT, ctx.player)],
    },
  ],
});
