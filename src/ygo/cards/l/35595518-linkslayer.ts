import {
  cardsIn,
  defineCard,
  destroyTargets,
  discard,
  isSpellOrTrap,
  monsterCount,
  Reason,
  targetable,
  type EffectContext,
} from '../dsl/index.ts';

/** The Spell/Trap Cards on the field it may target. */
const spellTraps = (ctx: EffectContext): number[] =>
  cardsIn(ctx.duel, ctx.player, 'both', 'spells', isSpellOrTrap).filter((u) => targetable(ctx.duel, u, ctx.self.uid));
const hand = (ctx: EffectContext): number[] => cardsIn(ctx.duel, ctx.player, 'you', 'hand');

export default defineCard({
  code: 35595518,
  name: 'Linkslayer',
  kind: 'monster',
  categories: ['effect'],
  level: 5,
  attribute: 'EARTH',
  type: 'Cyberse',
  atk: 2000,
  def: 600,
  text: 'If you control no monsters, you can Special Summon this card (from your hand). Once per turn: You can discard up to 2 cards, then target that many Spell/Trap Cards on the field; destroy them.',
  // 003 §3.3.2 Inherent Special Summon: no chain; it has no Summoning condition, so it may also be Normal Summoned.
  summonProcedures: [
    {
      label: 'Special Summon (you control no monsters)',
      from: ['hand'],
      condition: (duel, _self, player) => monsterCount(duel, player) === 0,
    },
  ],
  effects: [
    {
      label: 'Discard up to 2 cards: destroy that many Spell/Trap Cards on the field',
      type: 'ignition',
      oncePerTurn: 'card',
      category: ['destroy'],
      // 003 §3.4.2: the discard is the cost; "that many" targets are chosen after it (as many as were discarded).
      cost: {
        can: (ctx) => hand(ctx).length > 0,
        pay: (ctx) => {
          const most = Math.min(2, spellTraps(ctx).length);
          const picked = ctx.choose({ from: hand(ctx), min: 1, max: most, prompt: 'Discard up to 2 cards (cost)' });
          ctx.data['n'] = picked.length;
          discard(ctx.duel, picked, Reason.COST, ctx.player, ctx.asker);
        },
      },
      target: {
        can: (ctx) => spellTraps(ctx).length > 0,
        choose: (ctx) => {
          const n = ctx.data['n'] ?? 1;
          ctx.setTargets(
            ctx.choose({
              from: spellTraps(ctx),
              min: n,
              max: n,
              prompt: `Target ${n} Spell/Trap Card(s) on the field`,
            }),
          );
        },
      },
      operation: [destroyTargets],
    },
  ],
});
