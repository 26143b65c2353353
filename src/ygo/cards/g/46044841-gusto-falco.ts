import {
  and,
  canPlaceMonster,
  canSpecialSummon,
  cardsIn,
  defineCard,
  ofArchetype,
  Reason,
  shuffleDeck,
  specialSummon,
  thisSentFromFieldToGy,
  type EffectContext,
} from '../dsl/index.ts';

const GUSTO = 0x10;

const gustos = (ctx: EffectContext): number[] =>
  cardsIn(
    ctx.duel,
    ctx.player,
    'you',
    'deck',
    and(ofArchetype(GUSTO), (d, c) => canSpecialSummon(d, c.uid, ctx.player)),
  );

export default defineCard({
  code: 46044841,
  name: 'Gusto Falco',
  kind: 'monster',
  categories: ['effect', 'tuner'],
  level: 2,
  attribute: 'WIND',
  type: 'Winged Beast',
  atk: 600,
  def: 1400,
  setcodes: [GUSTO],
  text: 'When this face-up card on the field is sent to the Graveyard, except by battle: You can Special Summon 1 "Gusto" monster from your Deck in face-down Defense Position.',
  effects: [
    {
      label: 'Special Summon 1 "Gusto" monster from your Deck in face-down Defense Position',
      type: 'trigger',
      event: 'to-gy',
      range: ['gy'],
      // 003 §3.4.3: "When … : You can" (an optional trigger that can miss the timing: TC-27, as Synchro Material).
      when: true,
      // "this face-up card on the field … except by battle": the event remembers it was face-up there.
      eventFilter: (ctx, ev) =>
        thisSentFromFieldToGy(ctx, ev) && ev.faceUp === true && (ev.reason & Reason.BATTLE) === 0,
      category: ['special-summon', 'special-summon-from-deck'],
      feasible: (ctx) => canPlaceMonster(ctx.duel, ctx.player, false) && gustos(ctx).length > 0,
      operation: [
        (ctx) => {
          const pool = gustos(ctx);
          if (pool.length === 0) return false;
          const pick = ctx.choose({ from: pool, min: 1, max: 1, prompt: 'Special Summon 1 "Gusto" monster' })[0]!;
          const ok = specialSummon(ctx, pick, { defense: true, faceDown: true });
          shuffleDeck(ctx.duel, ctx.player);
          return ok;
        },
      ],
    },
  ],
});
