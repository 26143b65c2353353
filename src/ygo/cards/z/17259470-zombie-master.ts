import {
  Reason,
  cardsIn,
  defineCard,
  isMonster,
  ofType,
  sendToGy,
  specialSummon,
  summonableTarget,
  type EffectContext,
} from '../dsl/index.ts';
import { cardDef } from '../registry.ts';

const faceUpHere = (ctx: EffectContext): boolean =>
  ctx.selfUnmoved() && ctx.self.location === 'mzone' && ctx.self.faceUp;
const handMonsters = (ctx: EffectContext): number[] => cardsIn(ctx.duel, ctx.player, 'you', 'hand', isMonster);

export default defineCard({
  code: 17259470,
  name: 'Zombie Master',
  kind: 'monster',
  categories: ['effect'],
  level: 4,
  attribute: 'DARK',
  type: 'Zombie',
  atk: 1800,
  def: 0,
  text: 'Once per turn: You can send 1 monster from your hand to the GY, then target 1 Level 4 or lower Zombie monster in either GY; Special Summon that target. This monster must be face-up on the field to activate and to resolve this effect.',
  effects: [
    {
      label: 'Send 1 monster from your hand to the GY: Special Summon 1 Level 4 or lower Zombie from either GY',
      type: 'ignition',
      oncePerTurn: 'card',
      category: ['special-summon', 'leaves-gy'],
      // 003 §3.4.2: sending from the hand is the cost (a send, not a discard).
      cost: {
        can: (ctx) => handMonsters(ctx).length > 0,
        pay: (ctx) =>
          sendToGy(
            ctx.duel,
            ctx.choose({
              from: handMonsters(ctx),
              min: 1,
              max: 1,
              prompt: 'Send 1 monster from your hand to the GY (cost)',
            }),
            Reason.COST,
            ctx.player,
          ),
      },
      target: summonableTarget({
        side: 'both',
        zone: 'gy',
        filter: (d, c) => ofType('Zombie')(d, c) && (cardDef(c.code).level ?? 99) <= 4,
        prompt: 'Target 1 Level 4 or lower Zombie in either GY',
      }),
      operation: [
        (ctx) => {
          // 003 §3.4.4 TC-71: "must be face-up on the field to resolve": otherwise nothing happens.
          if (!faceUpHere(ctx)) return false;
          const t = ctx.target();
          if (t < 0) return false;
          return specialSummon(ctx, t, { defense: false });
        },
      ],
    },
  ],
});
