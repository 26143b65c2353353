import {
  adjacentMonsters,
  and,
  answeredLink,
  canPlaceMonster,
  columnOf,
  defineCard,
  destroy,
  monstersInColumn,
  notNamed,
  ofArchetype,
  Reason,
  specialSummonFrom,
  type EffectContext,
} from '../dsl/index.ts';
import { cardDef } from '../registry.ts';

const SHELROKKET = 5087128;
const ROKKET = 0x102;

/** The chain link it answers is a Link Monster's effect that targets this face-up card on the field. */
function targetedByLinkEffect(ctx: EffectContext): boolean {
  const link = ctx.duel.chain[answeredLink(ctx)];
  if (!link || link.cardActivation || !cardDef(link.code).categories?.includes('link')) return false;
  if (!ctx.self.faceUp || ctx.self.location !== 'mzone') return false;
  return link.targets.some((u, i) => u === ctx.self.uid && link.targetStamps[i] === ctx.self.stamp);
}

export default defineCard({
  code: SHELROKKET,
  name: 'Shelrokket Dragon',
  kind: 'monster',
  categories: ['effect'],
  level: 2,
  attribute: 'DARK',
  type: 'Dragon',
  atk: 1100,
  def: 2000,
  setcodes: [ROKKET],
  text: 'When a Link Monster\'s effect is activated that targets this face-up card on the field (Quick Effect): You can destroy this card, then destroy 1 monster in the column this card was in, and if you do, destroy any monsters in that card\'s adjacent zones. During the End Phase, if this card is in the GY because it was destroyed on the field by battle or card effect and sent there this turn: You can Special Summon 1 "Rokket" monster from your Deck, except "Shelrokket Dragon". You can only use each effect of "Shelrokket Dragon" once per turn.',
  effects: [
    {
      label: 'Destroy this card, then 1 monster in its column and the monsters adjacent to it',
      type: 'quick',
      oncePerTurn: 'name',
      category: ['destroy'],
      condition: targetedByLinkEffect,
      operation: [
        (ctx) => {
          if (!ctx.selfUnmoved() || ctx.self.location !== 'mzone') return false;
          // "the column this card was in": fixed before it leaves (003 §3.2.1 columns).
          ctx.data['col'] = columnOf(ctx.self, ctx.player);
          return destroy(ctx.duel, [ctx.self.uid], Reason.EFFECT, ctx.player, ctx.asker).length > 0;
        },
        (ctx) => {
          const inColumn = monstersInColumn(ctx.duel, ctx.player, ctx.data['col'] ?? -1);
          if (inColumn.length === 0) return false;
          const pick = ctx.choose({ from: inColumn, min: 1, max: 1, prompt: 'Destroy 1 monster in that column' })[0]!;
          // 003 §3.2.1 TC-16: "adjacent zones" are the Main Monster Zones left and right of it only.
          const adjacent = adjacentMonsters(ctx.duel, ctx.card(pick));
          if (destroy(ctx.duel, [pick], Reason.EFFECT, ctx.player, ctx.asker).length === 0) return false;
          const still = adjacent.filter((u) => ctx.card(u).location === 'mzone');
          if (still.length) destroy(ctx.duel, still, Reason.EFFECT, ctx.player, ctx.asker);
          return true;
        },
      ],
    },
    {
      label: 'Special Summon 1 "Rokket" monster from your Deck',
      // An optional trigger in the End Phase (003 §3.6.3), activated in the GY.
      type: 'trigger',
      event: 'phase-end',
      range: ['gy'],
      oncePerTurn: 'name',
      category: ['special-summon', 'special-summon-from-deck'],
      // "destroyed on the field by battle or card effect and sent there this turn".
      condition: (ctx) =>
        ctx.self.turnIn === ctx.duel.turn &&
        (ctx.self.reason & Reason.DESTROY) !== 0 &&
        (ctx.self.previous === 'mzone' || ctx.self.previous === 'szone'),
      feasible: (ctx) => canPlaceMonster(ctx.duel, ctx.player, false),
      operation: [
        specialSummonFrom(
          'deck',
          and(ofArchetype(ROKKET), notNamed(SHELROKKET)),
          'Special Summon 1 "Rokket" monster from your Deck',
        ),
      ],
    },
  ],
});
