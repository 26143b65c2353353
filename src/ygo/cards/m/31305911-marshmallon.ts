import { Reason, damage, defineCard } from '../dsl/index.ts';

export default defineCard({
  code: 31305911,
  name: 'Marshmallon',
  kind: 'monster',
  categories: ['effect'],
  level: 3,
  attribute: 'LIGHT',
  type: 'Fairy',
  atk: 300,
  def: 500,
  text: 'Cannot be destroyed by battle. After damage calculation, if this card was attacked, and was face-down at the start of the Damage Step: The attacking player takes 1000 damage.',
  statics: [{ kind: 'indestructible', by: 'battle', affects: (_d, self, target) => target.uid === self.uid }],
  effects: [
    {
      label: 'The attacking player takes 1000 damage',
      type: 'trigger',
      mandatory: true,
      event: 'battled',
      category: ['damage'],
      // Attacked (not the attacker), and flipped face-up at the start of the Damage Step (003 §3.6.3 DS2).
      eventFilter: (ctx, ev) =>
        ev.uid === ctx.self.uid &&
        ctx.duel.battle !== null &&
        ctx.duel.battle.target === ctx.self.uid &&
        ctx.duel.battle.flipped === ctx.self.uid,
      operation: [(ctx) => damage(ctx.duel, ctx.duel.turnPlayer, 1000, Reason.EFFECT, ctx.player)],
      damageStep: true,
    },
  ],
});
