import { defineCard, destroy, Reason, rememberCards, rememberedCards, type EffectContext } from '../dsl/index.ts';
import { cardDef } from '../registry.ts';

/** The monster this card battles: the attack target when it attacks, the attacker when it is attacked (-1: none). */
const opponentInBattle = (ctx: EffectContext): number => {
  const b = ctx.duel.battle;
  if (!b || b.target < 0) return -1;
  return b.attacker === ctx.self.uid ? b.target : b.target === ctx.self.uid ? b.attacker : -1;
};

export default defineCard({
  code: 80485722,
  name: 'Vampire Hunter',
  kind: 'monster',
  categories: ['effect'],
  level: 4,
  attribute: 'DARK',
  type: 'Warrior',
  atk: 1600,
  def: 1600,
  setcodes: [0x8e],
  text: 'At the start of the Damage Step, if this card battles a DARK monster: Destroy that monster.',
  effects: [
    {
      label: 'Destroy the DARK monster this card battles',
      // A mandatory trigger at the start of the Damage Step (003 §3.6.3), for the attacker and the attack target.
      type: 'trigger',
      event: 'damage-step-start',
      mandatory: true,
      damageStep: true,
      category: ['destroy'],
      eventFilter: (ctx, ev) => {
        if (ev.uid !== ctx.self.uid) return false;
        const o = opponentInBattle(ctx);
        if (o < 0) return false;
        const c = ctx.card(o);
        return c.location === 'mzone' && c.faceUp && cardDef(c.code).attribute === 'DARK';
      },
      target: {
        can: () => true,
        choose: (ctx) =>
          rememberCards(
            ctx,
            [opponentInBattle(ctx)].filter((u) => u >= 0),
          ),
      },
      operation: [
        (ctx) => {
          const list = rememberedCards(ctx).filter((u) => ctx.card(u).location === 'mzone');
          if (list.length === 0) return false;
          destroy(ctx.duel, list, Reason.EFFECT, ctx.player, ctx.asker);
          return true;
        },
      ],
    },
  ],
});
