import {
  canSpecialSummon,
  cardsIn,
  defineCard,
  draw,
  freeMonsterZones,
  hasName,
  inArchetype,
  isMonster,
  lockSummons,
  monsters,
  Reason,
  specialSummonAll,
  targetable,
  type EffectContext,
} from '../dsl/index.ts';

const GAGAGA_HEAD = 67120578;
const GAGAGA = 0x54;

/** "Up to 2 'Gagaga' monsters in your GY, except 'Gagaga Head'" that could be Special Summoned and targeted now. */
const revivable = (ctx: EffectContext): number[] =>
  cardsIn(
    ctx.duel,
    ctx.player,
    'you',
    'gy',
    (d, c) => isMonster(d, c) && inArchetype(d, c, GAGAGA) && !hasName(d, c, GAGAGA_HEAD),
  ).filter((u) => targetable(ctx.duel, u, ctx.self.uid) && canSpecialSummon(ctx.duel, u, ctx.player));

export default defineCard({
  code: GAGAGA_HEAD,
  name: 'Gagaga Head',
  kind: 'monster',
  categories: ['effect'],
  setcodes: [GAGAGA],
  level: 6,
  attribute: 'DARK',
  type: 'Spellcaster',
  atk: 2100,
  def: 2000,
  text: 'If your opponent controls a monster and you control no monsters, you can Normal Summon this card without Tributing as a Level 4 monster. When this card is Normal Summoned: You can target up to 2 "Gagaga" monsters in your Graveyard, except "Gagaga Head"; Special Summon them, also you cannot Special Summon monsters for the rest of this turn, except by an Xyz Summon that uses only "Gagaga" monsters as materials. An Xyz Monster that was Summoned using this card on the field as Xyz Material gains this effect.\r\n● If it is Xyz Summoned: Draw 1 card.',
  // 003 §3.3.2: a Normal Summon without Tributes under its own condition, the monster then being Level 4.
  summonWithoutTributes: {
    condition: (duel, _self, player) =>
      monsters(duel, player).length === 0 && monsters(duel, (1 - player) as 0 | 1).length > 0,
    asLevel: 4,
  },
  effects: [
    {
      label: 'Special Summon up to 2 "Gagaga" monsters from your GY',
      // "When … : You can target": an optional trigger that can miss the timing (003 §3.4.3).
      type: 'trigger',
      event: 'normal-summoned',
      when: true,
      eventFilter: (ctx, ev) => ev.uid === ctx.self.uid && ev.stamp === ctx.self.stamp,
      category: ['special-summon', 'leaves-gy'],
      target: {
        can: (ctx) => revivable(ctx).length > 0,
        choose: (ctx) => {
          const pool = revivable(ctx);
          const max = Math.max(1, Math.min(2, pool.length, freeMonsterZones(ctx.duel, ctx.player)));
          ctx.setTargets(
            ctx.choose({ from: pool, min: 1, max, prompt: 'Target up to 2 "Gagaga" monsters in your GY' }),
          );
        },
      },
      operation: [
        (ctx) => {
          // "Special Summon them": all at once, or none when they do not all fit (003 §3.4.4).
          const ts = ctx.targets().filter((u) => canSpecialSummon(ctx.duel, u, ctx.player));
          const n =
            ts.length > 0 && ts.length <= freeMonsterZones(ctx.duel, ctx.player)
              ? specialSummonAll(ctx, ts, { defense: false })
              : 0;
          // 003 §2.1.4: "also you cannot Special Summon monsters for the rest of this turn, except by an Xyz Summon
          // that uses only 'Gagaga' monsters as materials": on resolution, Summoned or not ("also").
          lockSummons(ctx.duel, ctx.player, 'cannot-special-summon', { exceptXyzOf: GAGAGA });
          return n > 0;
        },
      ],
    },
  ],
  xyzGrants: [
    {
      label: 'Draw 1 card (gained from Gagaga Head)',
      // "If it is Xyz Summoned: Draw 1 card": a mandatory trigger of the Xyz Monster ("this card" is the holder).
      type: 'trigger',
      event: 'summoned',
      mandatory: true,
      eventFilter: (ctx, ev) => ev.uid === ctx.self.uid && ev.stamp === ctx.self.stamp && ctx.self.summon === 'xyz',
      category: ['draw'],
      operation: [(ctx) => void draw(ctx.duel, ctx.player, 1, Reason.EFFECT)],
    },
  ],
});
