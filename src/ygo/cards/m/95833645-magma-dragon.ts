import {
  addRestriction,
  defineCard,
  hasName,
  lockSummons,
  noSpecialSummonThisTurnExceptType,
  ofType,
  specialSummon,
  summonableTarget,
} from '../dsl/index.ts';

const MAGMA_DRAGON = 95833645;

export default defineCard({
  code: MAGMA_DRAGON,
  name: 'Magma Dragon',
  kind: 'monster',
  categories: ['effect'],
  level: 4,
  attribute: 'FIRE',
  type: 'Wyrm',
  atk: 1600,
  def: 1200,
  text: 'When this card is Special Summoned: You can target 1 Wyrm-Type monster in your Graveyard, except "Magma Dragon"; Special Summon it in Defense Position, but its effects are negated. You can only use this effect of "Magma Dragon" once per turn. You cannot Special Summon monsters the turn you activate this effect, except Wyrm-Type monsters.',
  effects: [
    {
      label: 'Special Summon 1 Wyrm from your GY in Defense Position',
      // "When …: You can": optional, misses the timing if the Summon was not the last thing to happen (003 §3.4.3 TC-65).
      type: 'trigger',
      event: 'special-summoned',
      when: true,
      oncePerTurn: 'name',
      eventFilter: (ctx, ev) => ev.uid === ctx.self.uid && ev.stamp === ctx.self.stamp,
      category: ['special-summon'],
      // 003 §2.1.4: "You cannot Special Summon monsters the turn you activate this effect, except Wyrm-Type monsters":
      // not activatable after a non-Wyrm Special Summon this turn (the successful ones, TC-05); activating it locks
      // the rest of the turn.
      condition: (ctx) => noSpecialSummonThisTurnExceptType(ctx.duel, ctx.player, 'Wyrm'),
      cost: {
        can: () => true,
        pay: (ctx) => lockSummons(ctx.duel, ctx.player, 'cannot-special-summon', { exceptType: 'Wyrm' }),
      },
      target: summonableTarget({
        side: 'you',
        zone: 'gy',
        filter: (d, c) => ofType('Wyrm')(d, c) && !hasName(d, c, MAGMA_DRAGON),
        prompt: 'Target 1 Wyrm-Type monster in your GY',
      }),
      operation: [
        (ctx) => {
          const t = ctx.target();
          if (t < 0 || !specialSummon(ctx, t, { defense: true })) return false;
          // "but its effects are negated": for as long as it stays face-up on the field (003 §3.4.4).
          addRestriction(ctx.duel, t, 'effects-negated', false);
          return true;
        },
      ],
    },
  ],
});
