import { defineCard } from '../dsl/index.ts';
import {
  controlsOtherSamurai,
  destroyAttackedMonster,
  rememberAttackedMonster,
  samuraiReplacement,
} from '../archetypes/six-samurai.ts';

export default defineCard({
  code: 95519486,
  name: 'The Six Samurai - Zanji',
  kind: 'monster',
  categories: ['effect'],
  level: 4,
  attribute: 'LIGHT',
  type: 'Warrior',
  atk: 1800,
  def: 1300,
  setcodes: [0x3d],
  text: 'At the end of the Damage Step, if this card attacked: Destroy the monster this card attacked. You must control a face-up "Six Samurai" monster with a different name to activate and to resolve this effect. If this card would be destroyed, you can destroy another face-up "Six Samurai" monster you control instead.',
  effects: [
    {
      label: 'Destroy the monster this card attacked',
      type: 'trigger',
      event: 'damage-step-end',
      mandatory: true,
      damageStep: true,
      category: ['destroy'],
      eventFilter: (ctx, ev) => ev.uid === ctx.self.uid && ctx.duel.battle !== null && ctx.duel.battle.target >= 0,
      // "…to activate and to resolve this effect" (003 §3.4.4: conditions re-checked on resolution).
      condition: (ctx) => controlsOtherSamurai(ctx.duel, ctx.self),
      target: rememberAttackedMonster,
      operation: [destroyAttackedMonster],
    },
  ],
  destroyReplacement: samuraiReplacement,
});
