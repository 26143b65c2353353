import {
  Reason,
  atkOf,
  damage,
  defineCard,
  negateAttack,
  opponentAttackDeclared,
  targetAttacker,
} from '../dsl/index.ts';

export default defineCard({
  code: 62279055,
  name: 'Magic Cylinder',
  kind: 'trap',
  trapType: 'normal',
  text: "When an opponent's monster declares an attack: Target the attacking monster; negate the attack, and if you do, inflict damage to your opponent equal to its ATK.",
  effects: [
    {
      label: 'Negate the attack and inflict damage equal to its ATK',
      type: 'activate',
      // 003 §3.6.3: activated in the Battle Step right after the attack declaration.
      event: 'attack-declared',
      eventFilter: opponentAttackDeclared,
      category: ['negate', 'damage'],
      target: targetAttacker,
      operation: [
        (ctx) => {
          const t = ctx.target();
          const b = ctx.duel.battle;
          // 003 §3.4.3: a target no longer there is not affected; "and if you do" needs the negation to happen.
          if (t < 0 || !b || b.attacker !== t || b.negated) return false;
          // Its ATK as it is on resolution (003 §3.4.4: current ATK).
          const atk = atkOf(ctx.duel, ctx.card(t));
          negateAttack(ctx.duel);
          damage(ctx.duel, ctx.opponent, atk, Reason.EFFECT, ctx.player);
          return true;
        },
      ],
    },
  ],
});
