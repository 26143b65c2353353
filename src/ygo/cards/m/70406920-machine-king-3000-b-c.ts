import {
  Reason,
  addStatChange,
  atkOf,
  cardsIn,
  defineCard,
  lockPlayer,
  ofType,
  sendToGy,
  trapMonsterActivation,
  type EffectContext,
} from '../dsl/index.ts';

/** Face-up Machine monsters you control other than this card, which it may Tribute. */
const machines = (ctx: EffectContext): number[] =>
  cardsIn(ctx.duel, ctx.player, 'you', 'monsters', (d, c) => c.faceUp && ofType('Machine')(d, c)).filter(
    (u) => u !== ctx.self.uid,
  );

export default defineCard({
  code: 70406920,
  name: 'Machine King - 3000 B.C.',
  kind: 'trap',
  trapType: 'continuous',
  // 003 §3.4.4 "Trap monsters": the statistics it has as a monster.
  categories: ['effect'],
  level: 4,
  attribute: 'EARTH',
  type: 'Machine',
  atk: 1000,
  def: 1000,
  text: 'Special Summon this card as an Effect Monster (Machine-Type/EARTH/Level 4/ATK 1000/DEF 1000). (This card is also still a Trap Card.) You cannot Normal or Special Summon other monsters the turn you activate this card. Once per turn, during your Main Phase: You can Tribute 1 Machine-Type monster; this card gains ATK equal to the ATK the Tributed monster had on the field, until the end of this turn.',
  effects: [
    trapMonsterActivation('either', {
      // "You cannot Normal or Special Summon other monsters the turn you activate this card": not after doing so.
      condition: (ctx) => ctx.duel.players[ctx.player].summons === 0,
      // … nor afterwards (the lock follows its own Special Summon).
      after: (ctx) => {
        lockPlayer(ctx.duel, ctx.player, 'cannot-normal-summon');
        lockPlayer(ctx.duel, ctx.player, 'cannot-special-summon');
      },
    }),
    {
      label: 'Tribute 1 Machine monster: this card gains its ATK until the end of the turn',
      // 003 §3.4.4: an effect it activates as a monster, a monster effect (TC-114).
      type: 'ignition',
      range: ['mzone'],
      oncePerTurn: 'card',
      category: ['atk-change'],
      cost: {
        can: (ctx) => machines(ctx).length > 0,
        pay: (ctx) => {
          const pick = ctx.chooseOne(machines(ctx), 'Tribute 1 Machine monster (cost)');
          // "The ATK the Tributed monster had on the field": read before it leaves.
          ctx.data.atk = atkOf(ctx.duel, ctx.card(pick));
          sendToGy(ctx.duel, [pick], Reason.COST | Reason.TRIBUTE, ctx.player, ctx.asker);
        },
      },
      operation: [
        (ctx) => {
          if (!ctx.selfUnmoved() || ctx.self.location !== 'mzone' || !ctx.self.faceUp) return false;
          addStatChange(ctx.duel, ctx.self.uid, 'atk', 'add', ctx.data.atk ?? 0, true);
          return true;
        },
      ],
    },
  ],
});
