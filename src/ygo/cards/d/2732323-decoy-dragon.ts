import { and, defineCard, log, ofType, specialSummon, summonableTarget, thisTargetedForAttack } from '../dsl/index.ts';
import { cardDef } from '../registry.ts';

export default defineCard({
  code: 2732323,
  name: 'Decoy Dragon',
  kind: 'monster',
  categories: ['effect'],
  level: 2,
  attribute: 'DARK',
  type: 'Dragon',
  atk: 300,
  def: 200,
  text: 'If this card is targeted for an attack: Target 1 Level 7 or higher Dragon-Type monster in your Graveyard; Special Summon it, and if you do, change the attack target to it and perform damage calculation.',
  effects: [
    {
      label: 'Special Summon 1 Level 7 or higher Dragon from your GY and change the attack target to it',
      // "If …: Target" without "you can": a mandatory trigger (003 §3.4.3).
      type: 'trigger',
      event: 'attack-declared',
      mandatory: true,
      eventFilter: thisTargetedForAttack,
      category: ['special-summon'],
      target: summonableTarget({
        side: 'you',
        zone: 'gy',
        filter: and(ofType('Dragon'), (_d, c) => (cardDef(c.code).level ?? 0) >= 7),
        prompt: 'Target 1 Level 7 or higher Dragon in your GY',
      }),
      operation: [
        (ctx) => {
          const t = ctx.target();
          if (t < 0 || !specialSummon(ctx, t, { defense: false })) return false;
          const b = ctx.duel.battle;
          // "and if you do, change the attack target to it" (a change of target by effect is not a replay, 003 §3.6.3).
          if (b && !b.negated) {
            b.target = t;
            b.targetStamp = ctx.card(t).stamp;
            b.oppCount = ctx.duel.players[ctx.player].mzone.filter((u) => u >= 0).length;
            log(ctx.duel, { type: 'attack-target-changed', attacker: b.attacker, target: t });
          }
          return true;
        },
      ],
    },
  ],
});
