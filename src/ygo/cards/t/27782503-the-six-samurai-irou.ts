import { defineCard } from '../dsl/index.ts';
import {
  controlsOtherSamurai,
  destroyAttackedMonster,
  rememberAttackedMonster,
  samuraiReplacement,
} from '../archetypes/six-samurai.ts';

export default defineCard({
  code: 27782503,
  name: 'The Six Samurai - Irou',
  kind: 'monster',
  categories: ['effect'],
  level: 4,
  attribute: 'DARK',
  type: 'Warrior',
  atk: 1700,
  def: 1200,
  setcodes: [0x3d],
  text: 'At the start of the Damage Step, if this card attacked a face-down Defense Position monster: Destroy that monster. You must control a face-up "Six Samurai" monster with a different name to activate and to resolve this effect. If this card would be destroyed, you can destroy another face-up "Six Samurai" monster you control instead.',
  effects: [
    {
      label: 'Destroy the face-down monster this card attacked',
      type: 'trigger',
      event: 'damage-step-start',
      mandatory: true,
      damageStep: true,
      category: ['destroy'],
      eventFilter: (ctx, ev) => {
        const b = ctx.duel.battle;
        if (ev.uid !== ctx.self.uid || !b || b.target < 0) return false;
        const t = ctx.card(b.target);
        return t.location === 'mzone' && !t.faceUp && t.defense;
      },
      condition: (ctx) => controlsOtherSamurai(ctx.duel, ctx.self),
      target: rememberAttackedMonster,
      operation: [destroyAttackedMonster],
    },
  ],
  destroyReplacement: samuraiReplacement,
});
