import {
  answeredLink,
  archetype,
  cardsIn,
  defineCard,
  faceUp,
  isMonsterEffectLink,
  negateActivation,
  recover,
  type EffectContext,
} from '../dsl/index.ts';
import { cardDef } from '../registry.ts';

const vampire = archetype(0x8e);

/** "When a Spell/Trap Card, or monster effect, is activated": the link answered, not already negated. */
const answersActivation = (ctx: EffectContext): boolean => {
  const l = ctx.duel.chain[answeredLink(ctx)];
  if (!l || l.negated !== 0) return false;
  // 003 §3.3.3: a Pendulum Monster card activated to the Pendulum Zone is a Spell Card activation.
  return l.cardActivation || isMonsterEffectLink(l);
};

export default defineCard({
  code: 68688135,
  name: 'Vampire Domination',
  kind: 'trap',
  trapType: 'counter',
  setcodes: [0x8e],
  text: 'When a Spell/Trap Card, or monster effect, is activated while you control a "Vampire" monster: Negate the activation, and if you do, destroy that card, then, if it was a Monster Card, gain LP equal to its original ATK. You can only activate 1 "Vampire Domination" per turn.',
  effects: [
    {
      label: "Negate the activation and destroy that card; gain LP equal to a Monster Card's original ATK",
      type: 'activate',
      oncePerTurn: 'name',
      category: ['negate', 'destroy', 'recover'],
      condition: (ctx) =>
        answersActivation(ctx) &&
        cardsIn(ctx.duel, ctx.player, 'you', 'monsters', (d, c) => faceUp(d, c) && vampire(cardDef(c.code))).length > 0,
      operation: [
        (ctx) => {
          const li = answeredLink(ctx);
          const l = ctx.duel.chain[li]!;
          const c = ctx.card(l.uid);
          const before = c.stamp;
          if (!negateActivation(ctx.duel, li, true, ctx.player, ctx.asker)) return false;
          // 003 §3.3.4 "if the destroyed card is a ~ card": its original card type (TC-114, TC-115: a Pendulum Monster
          // card negated in the Pendulum Zone is a Monster Card), and only if it was destroyed.
          const def = cardDef(c.code);
          if (c.stamp !== before && c.location === 'gy' && def.kind === 'monster')
            recover(ctx.duel, ctx.player, def.atk ?? 0);
          return true;
        },
      ],
    },
  ],
});
