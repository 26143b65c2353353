import { Reason, answeredLink, cardsIn, defineCard, isMonsterEffect, negateActivation, recover } from '../dsl/index.ts';
import { cardDef, defIn } from '../registry.ts';

const VAMPIRE = 0x8e;

export default defineCard({
  code: 68688135,
  name: 'Vampire Domination',
  kind: 'trap',
  trapType: 'normal',
  setcodes: [0x8e],
  text: 'When a Spell/Trap Card, or monster effect, is activated while you control a "Vampire" monster: Negate the activation, and if you do, destroy that card, then, if it was a Monster Card, gain LP equal to its original ATK. You can only activate 1 "Vampire Domination" per turn.',
  effects: [
    {
      label: 'Negate the activation and destroy that card (gain LP if it was a Monster Card)',
      type: 'activate',
      // 003 §3.5.1: "You can only activate 1 'Vampire Domination' per turn".
      oncePerTurn: 'name',
      category: ['negate', 'destroy', 'recover'],
      condition: (ctx) => {
        const vampire = cardsIn(
          ctx.duel,
          ctx.player,
          'you',
          'monsters',
          (_d, c) => c.faceUp && (cardDef(c.code).setcodes ?? []).includes(VAMPIRE),
        );
        if (vampire.length === 0) return false;
        // 003 §3.4.4 Negation: chained directly to a Spell/Trap Card's activation or a monster effect's (a Trap
        // Monster's effects are monster effects, TC-114).
        const l = ctx.duel.chain[answeredLink(ctx)];
        if (l === undefined || l.negated !== 0) return false;
        const def = defIn(ctx.duel, l.code);
        return l.cardActivation ? def.kind !== 'monster' : isMonsterEffect(def, def.effects![l.effect]!);
      },
      operation: [
        (ctx) => {
          const li = answeredLink(ctx);
          const l = ctx.duel.chain[li];
          if (!l) return false;
          const c = ctx.card(l.uid);
          const stamp = c.stamp;
          if (!negateActivation(ctx.duel, li, true, ctx.player, ctx.asker)) return false;
          // "… and if you do, destroy that card, then, if it was a Monster Card": 003 §3.4.4 TC-114 reads the
          // original card type (a Trap Monster is a Trap Card: no gain).
          const destroyed = c.stamp !== stamp && (c.reason & Reason.DESTROY) !== 0;
          const def = cardDef(c.code);
          if (destroyed && def.kind === 'monster') recover(ctx.duel, ctx.player, Math.max(0, def.atk ?? 0));
          return true;
        },
      ],
    },
  ],
});
