import {
  Reason,
  addStatChange,
  answeredLink,
  atkOf,
  canSpecialSummon,
  cardsIn,
  defOf,
  defineCard,
  destroy,
  isMonster,
  isMonsterEffectLink,
  negateActivation,
  specialSummon,
  type EffectContext,
} from '../dsl/index.ts';

/** "When a Spell Card, Trap Card, or monster effect is activated": the link answered, not negated already. */
function answersActivation(ctx: EffectContext): boolean {
  const l = ctx.duel.chain[answeredLink(ctx)];
  if (!l || l.negated !== 0) return false;
  // A card activation is a Spell or Trap Card's (003 §3.4.2); otherwise only a monster effect, not a Spell/Trap effect.
  return l.cardActivation || isMonsterEffectLink(l);
}

export default defineCard({
  code: 47297616,
  name: 'Light and Darkness Dragon',
  kind: 'monster',
  categories: ['effect'],
  level: 8,
  attribute: 'LIGHT',
  type: 'Dragon',
  atk: 2800,
  def: 2400,
  text: "Cannot be Special Summoned. While face-up on the field, this card is also DARK-Attribute. Once per Chain, during either player's turn, when a Spell Card, Trap Card, or monster effect is activated: This card loses exactly 500 ATK and DEF and that activation is negated. When this card is destroyed and sent to the Graveyard: Target 1 monster in your Graveyard (if possible); destroy all cards you control, also Special Summon that monster (if any).",
  // 003 §3.3.2: "Cannot be Special Summoned" (from anywhere).
  cannotSpecialSummonFrom: ['hand', 'deck', 'gy', 'banished', 'extra'],
  // 003 §3.3.1: "While face-up on the field, this card is also DARK-Attribute" (a second, not original, Attribute).
  statics: [{ kind: 'also-attribute', attribute: 'DARK' }],
  effects: [
    {
      label: 'Lose 500 ATK and DEF and negate that activation',
      // A mandatory Quick Effect: activated as soon as it can be, before anything else is chained (003 §3.4.3
      // priority 1, TC-68); "Once per Chain" (003 §3.5.1).
      type: 'quick',
      mandatory: true,
      oncePerChain: true,
      category: ['negate', 'atk-change', 'def-change'],
      // "loses exactly 500 ATK and DEF": not activated when it cannot lose them in full.
      condition: (ctx) =>
        answersActivation(ctx) && atkOf(ctx.duel, ctx.self) >= 500 && defOf(ctx.duel, ctx.self) >= 500,
      operation: [
        (ctx) => {
          // It negates only by losing the ATK and DEF: not while it is no longer face-up on the field.
          if (!ctx.selfUnmoved() || ctx.self.location !== 'mzone' || !ctx.self.faceUp) return false;
          addStatChange(ctx.duel, ctx.self.uid, 'atk', 'add', -500, false);
          addStatChange(ctx.duel, ctx.self.uid, 'def', 'add', -500, false);
          return negateActivation(ctx.duel, answeredLink(ctx), false, ctx.player, ctx.asker);
        },
      ],
    },
    {
      label: 'Destroy all cards you control, and Special Summon 1 monster from your GY',
      // "When this card is destroyed and sent to the Graveyard:": a mandatory trigger (003 §3.4.3).
      type: 'trigger',
      mandatory: true,
      event: 'destroyed',
      range: ['gy'],
      eventFilter: (ctx, ev) =>
        ev.kind === 'destroyed' && ev.uid === ctx.self.uid && ev.stamp === ctx.self.stamp && ctx.self.location === 'gy',
      category: ['destroy', 'special-summon'],
      // "Target 1 monster in your Graveyard (if possible)": targeted when there is one, the effect applies either way.
      target: {
        can: () => true,
        choose: (ctx) => {
          const pool = cardsIn(ctx.duel, ctx.player, 'you', 'gy', isMonster).filter(
            (u) => u !== ctx.self.uid && canSpecialSummon(ctx.duel, u, ctx.player),
          );
          if (pool.length)
            ctx.setTargets(ctx.choose({ from: pool, min: 1, max: 1, prompt: 'Target 1 monster in your GY' }));
        },
      },
      operation: [
        (ctx) => {
          const mine = cardsIn(ctx.duel, ctx.player, 'you', 'field');
          if (mine.length) destroy(ctx.duel, mine, Reason.EFFECT, ctx.player, ctx.asker);
        },
        // "also": the Summon applies whether or not anything was destroyed.
        (ctx) => {
          const t = ctx.link.targets.length ? ctx.target() : -1;
          if (t < 0 || ctx.card(t).location !== 'gy') return false;
          return specialSummon(ctx, t, { defense: false });
        },
      ],
    },
  ],
});
