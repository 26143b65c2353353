import {
  Reason,
  and,
  banish,
  banishForbidden,
  canNormalSummonByEffect,
  canSummonTokens,
  cardsIn,
  defineCard,
  isMonster,
  normalSummonAfterThisLink,
  ofArchetype,
  summonTokens,
  type EffectContext,
} from '../dsl/index.ts';
import { cardDef } from '../registry.ts';

const TOKEN = 72291079;
const MECHA_PHANTOM_BEAST = 0x101b;

/** The "Mecha Phantom Beast" monsters in the hand an effect could Normal Summon now. */
const summonable = (ctx: EffectContext): number[] =>
  cardsIn(ctx.duel, ctx.player, 'you', 'hand', and(isMonster, ofArchetype(MECHA_PHANTOM_BEAST))).filter((u) =>
    canNormalSummonByEffect(ctx.duel, u, ctx.player),
  );

export default defineCard({
  code: 72291078,
  name: 'Mecha Phantom Beast O-Lion',
  kind: 'monster',
  categories: ['effect', 'tuner'],
  level: 2,
  attribute: 'WIND',
  type: 'Machine',
  atk: 600,
  def: 1000,
  setcodes: [0x101b],
  text: 'You can banish this card from your Graveyard; immediately after this effect resolves, Normal Summon 1 "Mecha Phantom Beast" monster from your hand. While you control a Token, this card cannot be destroyed by battle or card effects. If this card is sent to the Graveyard: You can Special Summon 1 "Mecha Phantom Beast Token" (Machine-Type/WIND/Level 3/ATK 0/DEF 0). You can only use this effect of "Mecha Phantom Beast O-Lion" once per turn.',
  statics: [
    {
      // "While you control a Token, this card cannot be destroyed by battle or card effects" (003 §3.4.4).
      kind: 'indestructible',
      by: 'any',
      affects: (duel, self, c) =>
        c.uid === self.uid &&
        cardsIn(
          duel,
          self.controller,
          'you',
          'monsters',
          (_d, m) => cardDef(m.code).categories?.includes('token') === true,
        ).length > 0,
    },
  ],
  effects: [
    {
      label: 'Banish this card from your GY: Normal Summon 1 "Mecha Phantom Beast" monster from your hand',
      // 003 §3.4.2: an Ignition Effect activated in the GY, banishing itself as its cost.
      type: 'ignition',
      range: ['gy'],
      cost: {
        can: (ctx) => ctx.self.location === 'gy' && !banishForbidden(ctx.duel),
        pay: (ctx) => banish(ctx.duel, [ctx.self.uid], Reason.COST, ctx.player),
      },
      // 003 §3.4.3: not activated when no "Mecha Phantom Beast" monster could be Normal Summoned.
      feasible: (ctx) => summonable(ctx).length > 0,
      operation: [
        (ctx) => {
          const pool = summonable(ctx);
          if (pool.length === 0) return false;
          const pick = ctx.chooseOne(pool, 'Normal Summon 1 "Mecha Phantom Beast" monster from your hand');
          // "immediately after this effect resolves": the next action, with its own Tributes and zone.
          normalSummonAfterThisLink(ctx.duel, pick, ctx.player);
          return true;
        },
      ],
    },
    {
      label: 'Special Summon 1 "Mecha Phantom Beast Token"',
      // "If this card is sent to the GY: You can": an optional trigger that does not miss the timing, activated from
      // the GY while it is still there (003 §3.4.3: a card that left the GY before it could be activated, TC-49,
      // TC-82, has no trigger); once per turn by name (003 §3.5.1).
      type: 'trigger',
      event: 'to-gy',
      range: ['gy'],
      oncePerTurn: 'name',
      // 003 §3.6.3 TC-132: a "sent to the GY" trigger is activated in the Damage Step too.
      damageStep: true,
      eventFilter: (ctx, ev) => ev.uid === ctx.self.uid && ev.stamp === ctx.self.stamp && ctx.self.location === 'gy',
      category: ['special-summon'],
      condition: (ctx) => canSummonTokens(ctx.duel, ctx.player, 1),
      operation: [(ctx) => summonTokens(ctx, [TOKEN], { defense: false }).length > 0],
    },
  ],
});
