import { addTargetToHand, banish, defineCard, type EffectContext, isSpell, Reason, targets } from '../dsl/index.ts';

/** The opponent's monster this card's battle destroyed, still on the field (003 §3.6.3: it leaves at DS5), or -1. */
function victim(ctx: EffectContext): number {
  const b = ctx.duel.battle;
  if (!b || !b.calculated || (b.attacker !== ctx.self.uid && b.target !== ctx.self.uid)) return -1;
  const other = b.attacker === ctx.self.uid ? b.target : b.attacker;
  if (other < 0 || !b.destroyed.includes(other)) return -1;
  const c = ctx.card(other);
  return c.location === 'mzone' && c.controller !== ctx.player ? other : -1;
}

export default defineCard({
  code: 40737112,
  name: 'Dark Magician of Chaos',
  kind: 'monster',
  categories: ['effect'],
  level: 8,
  attribute: 'DARK',
  type: 'Spellcaster',
  atk: 2800,
  def: 2600,
  // "If this face-up card would leave the field, banish it instead": a replacement (rules/zones.ts).
  statics: [{ kind: 'banish-self-when-leaving' }],
  effects: [
    {
      label: 'Add 1 Spell from your GY to your hand',
      // "During the End Phase, if this card was Normal or Special Summoned this turn: You can": an optional trigger in
      // the End Phase (003 §3.4.3), of the card that came to the field this turn by a Summon (not Set, not flipped).
      type: 'trigger',
      event: 'phase-end',
      eventFilter: (ctx) =>
        ctx.self.location === 'mzone' &&
        ctx.self.faceUp &&
        ctx.self.turnIn === ctx.duel.turn &&
        ctx.self.summon !== null &&
        ctx.self.summon !== 'set' &&
        ctx.self.summon !== 'flip',
      // 003 §3.5.1: "You can only use this effect of "Dark Magician of Chaos" once per turn".
      oncePerTurn: 'name',
      category: ['to-hand', 'leaves-gy'],
      target: targets({ side: 'you', zone: 'gy', filter: isSpell, prompt: 'Target 1 Spell in your GY' }),
      operation: [addTargetToHand],
    },
    {
      label: "Banish the opponent's monster it destroyed by battle",
      // "If this card destroys an opponent's monster by battle, after damage calculation: Banish that opponent's
      // monster": a mandatory trigger after damage calculation (003 §3.6.3 DS4), while the monster, confirmed
      // destroyed, is still on the field until the end of the Damage Step.
      type: 'trigger',
      event: 'battled',
      mandatory: true,
      damageStep: true,
      category: ['banish'],
      eventFilter: (ctx, ev) => ev.uid === ctx.self.uid && ev.stamp === ctx.self.stamp && victim(ctx) >= 0,
      operation: [
        (ctx) => {
          const v = victim(ctx);
          if (v < 0) return false;
          banish(ctx.duel, [v], Reason.EFFECT, ctx.player);
          return true;
        },
      ],
    },
  ],
  text: 'During the End Phase, if this card was Normal or Special Summoned this turn: You can target 1 Spell in your GY; add it to your hand. You can only use this effect of "Dark Magician of Chaos" once per turn. If this card destroys an opponent\'s monster by battle, after damage calculation: Banish that opponent\'s monster. If this face-up card would leave the field, banish it instead.',
});
