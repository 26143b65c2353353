import { canPlaceMonster, cardsIn, defineCard, specialSummon, type EffectContext, hasName } from '../dsl/index.ts';

const TREEBORN_FROG = 12538374;

/** "You must control no Spell/Trap Cards": a Field Spell is a Spell Card you control (003 §3.2.1 TC-11). */
const noSpellsTraps = (ctx: EffectContext): boolean =>
  cardsIn(ctx.duel, ctx.player, 'you', 'spells').length === 0 && ctx.duel.players[ctx.player].fzone < 0;

export default defineCard({
  code: TREEBORN_FROG,
  name: 'Treeborn Frog',
  kind: 'monster',
  categories: ['effect'],
  level: 1,
  attribute: 'WATER',
  type: 'Aqua',
  atk: 100,
  def: 100,
  setcodes: [0x12],
  text: 'Once per turn, during your Standby Phase, if this card is in your Graveyard and you do not control "Treeborn Frog": You can Special Summon this card. You must control no Spell/Trap Cards to activate and to resolve this effect.',
  effects: [
    {
      label: 'Special Summon this card from your GY',
      // An optional trigger at its controller's Standby Phase (003 §3.6.3), activated in the GY.
      type: 'trigger',
      event: 'phase-standby',
      range: ['gy'],
      oncePerTurn: 'card',
      eventFilter: (ctx, ev) => ev.player === ctx.player && ctx.duel.turnPlayer === ctx.player,
      condition: (ctx) =>
        noSpellsTraps(ctx) &&
        cardsIn(ctx.duel, ctx.player, 'you', 'monsters', (d, c) => c.faceUp && hasName(d, c, TREEBORN_FROG)).length ===
          0,
      category: ['special-summon'],
      feasible: (ctx) => canPlaceMonster(ctx.duel, ctx.player, false),
      operation: [
        (ctx) => {
          // "to activate and to resolve" (003 §3.4.4: conditions re-checked on resolution).
          if (!noSpellsTraps(ctx) || !ctx.selfUnmoved() || ctx.self.location !== 'gy') return false;
          return specialSummon(ctx, ctx.self.uid, { defense: false });
        },
      ],
    },
  ],
});
