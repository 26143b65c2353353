import {
  changePosition,
  defineCard,
  ofArchetype,
  specialSummon,
  summonableTarget,
  canSpecialSummon,
} from '../dsl/index.ts';

const GOGOGO = 0x59;

export default defineCard({
  code: 39695323,
  name: 'Gogogo Giant',
  kind: 'monster',
  categories: ['effect'],
  level: 4,
  attribute: 'EARTH',
  type: 'Rock',
  atk: 2000,
  def: 0,
  setcodes: [GOGOGO],
  text: 'When this card is Normal Summoned: You can target 1 "Gogogo" monster in your GY; Special Summon that target in Defense Position, then change this card to Defense Position. If this card attacks, it is changed to Defense Position at the end of the Battle Phase.',
  effects: [
    {
      label:
        'Special Summon 1 "Gogogo" monster from your GY in Defense Position, then change this card to Defense Position',
      // "When … : You can": an optional trigger that can miss the timing (003 §3.4.3).
      type: 'trigger',
      event: 'normal-summoned',
      when: true,
      eventFilter: (ctx, ev) => ev.uid === ctx.self.uid && ev.stamp === ctx.self.stamp,
      category: ['special-summon', 'leaves-gy', 'position'],
      target: summonableTarget({
        side: 'you',
        zone: 'gy',
        filter: ofArchetype(GOGOGO),
        prompt: 'Target 1 "Gogogo" monster in your GY',
      }),
      operation: [
        (ctx) => {
          const t = ctx.target();
          if (t < 0 || !canSpecialSummon(ctx.duel, t, ctx.player)) return false;
          return specialSummon(ctx, t, { defense: true });
        },
        // "then": only after the Summon happened (003 §3.4.4: a later step of a sequenced effect).
        (ctx) => {
          if (!ctx.selfUnmoved() || ctx.self.location !== 'mzone' || !ctx.self.faceUp || ctx.self.defense) return;
          changePosition(ctx.duel, ctx.self.uid, { faceUp: true, defense: true }, ctx.player);
        },
      ],
    },
    {
      label: 'Change this card to Defense Position',
      // "If this card attacks, it is changed to Defense Position at the end of the Battle Phase": a mandatory trigger in
      // the End Step of the Battle Phase (003 §3.6.3).
      type: 'trigger',
      event: 'phase-battle-end',
      mandatory: true,
      category: ['position'],
      eventFilter: (ctx) => ctx.self.location === 'mzone' && ctx.self.faceUp && ctx.self.attacks > 0,
      operation: [
        (ctx) => {
          if (!ctx.selfUnmoved() || ctx.self.location !== 'mzone' || !ctx.self.faceUp) return false;
          changePosition(ctx.duel, ctx.self.uid, { faceUp: true, defense: true }, ctx.player);
          return true;
        },
      ],
    },
  ],
});
