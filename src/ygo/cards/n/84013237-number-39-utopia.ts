import { defineCard, destroy, detachCost, negateAttack, Reason, thisTargetedForAttack } from '../dsl/index.ts';

export default defineCard({
  code: 84013237,
  name: 'Number 39: Utopia',
  kind: 'monster',
  categories: ['xyz', 'effect'],
  rank: 4,
  attribute: 'LIGHT',
  type: 'Warrior',
  atk: 2500,
  def: 2000,
  setcodes: [0x48, 0x107f],
  text: '2 Level 4 monsters\nWhen a monster declares an attack: You can detach 1 material from this card; negate the attack. If this card is targeted for an attack, while it has no material: Destroy this card.',
  xyzMaterials: { level: 4, min: 2, max: 2 },
  mustBeProperlySummoned: true,
  effects: [
    {
      label: 'Detach 1 material: negate the attack',
      // "When a monster declares an attack: You can": a Quick Effect answering the declaration (003 §3.6.3).
      type: 'quick',
      event: 'attack-declared',
      eventFilter: (ctx) => ctx.duel.battle !== null && !ctx.duel.battle.negated,
      category: ['negate'],
      cost: detachCost(1),
      operation: [
        (ctx) => {
          const b = ctx.duel.battle;
          if (!b || b.negated) return false;
          negateAttack(ctx.duel);
          return true;
        },
      ],
    },
    {
      label: 'Destroy this card (targeted for an attack with no material)',
      // "If …: Destroy this card": a mandatory trigger (003 §3.4.3), its condition read when it is targeted.
      type: 'trigger',
      event: 'attack-declared',
      mandatory: true,
      // "while it has no material" when it is targeted.
      eventFilter: (ctx, ev) => thisTargetedForAttack(ctx, ev) && ctx.self.overlay.length === 0,
      category: ['destroy'],
      operation: [
        (ctx) => {
          if (!ctx.selfUnmoved() || !ctx.self.faceUp) return false;
          destroy(ctx.duel, [ctx.self.uid], Reason.EFFECT, ctx.player, ctx.asker);
          return true;
        },
      ],
    },
  ],
});
