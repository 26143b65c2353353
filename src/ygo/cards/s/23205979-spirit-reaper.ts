import { Reason, defineCard, discard, atRandom } from '../dsl/index.ts';

export default defineCard({
  code: 23205979,
  name: 'Spirit Reaper',
  kind: 'monster',
  categories: ['effect'],
  level: 3,
  attribute: 'DARK',
  type: 'Zombie',
  atk: 300,
  def: 200,
  text: 'Cannot be destroyed by battle. After resolving a card effect that targets this face-up card, destroy this card. When this card inflicts battle damage to your opponent by a direct attack: Discard 1 random card from their hand.',
  statics: [
    { kind: 'indestructible', by: 'battle', affects: (_d, self, target) => target.uid === self.uid },
    { kind: 'destroyed-when-targeted' },
  ],
  effects: [
    {
      label: "Discard 1 random card from the opponent's hand",
      type: 'trigger',
      mandatory: true,
      event: 'damage',
      category: ['discard', 'hand-destruction'],
      eventFilter: (ctx, ev) =>
        ev.uid === ctx.self.uid &&
        ev.player === ctx.opponent &&
        (ev.reason & Reason.BATTLE) !== 0 &&
        ctx.duel.battle !== null &&
        ctx.duel.battle.target < 0,
      damageStep: true,
      // 003 §3.4.4 "Random selection": chosen at random (seeded), not by a player.
      operation: [
        (ctx) => {
          const hand = ctx.duel.players[ctx.opponent].hand;
          if (hand.length === 0) return false;
          discard(ctx.duel, [hand[atRandom(ctx.duel, hand.length)]!], Reason.EFFECT, ctx.player);
          return true;
        },
      ],
    },
  ],
});
