import {
  Reason,
  cardsIn,
  defineCard,
  destroyTargets,
  freeSpellZones,
  isSpellOrTrap,
  log,
  moveCard,
  targets,
} from '../dsl/index.ts';

export default defineCard({
  code: 60082869,
  name: 'Dust Tornado',
  kind: 'trap',
  trapType: 'normal',
  text: 'Target 1 Spell/Trap your opponent controls; destroy that target, then you can Set 1 Spell/Trap from your hand.',
  effects: [
    {
      label: 'Destroy 1 Spell/Trap your opponent controls, then you can Set 1 Spell/Trap',
      type: 'activate',
      category: ['destroy'],
      target: targets({
        side: 'opponent',
        zone: 'spell-trap-cards',
        prompt: 'Target 1 Spell/Trap your opponent controls',
      }),
      operation: [
        // 003 §3.4.1: "then": if the destruction cannot happen, the later step is skipped.
        (ctx) => {
          if (ctx.target() < 0) return false;
          destroyTargets(ctx);
          return true;
        },
        (ctx) => {
          const hand = cardsIn(ctx.duel, ctx.player, 'you', 'hand', isSpellOrTrap);
          if (hand.length === 0 || freeSpellZones(ctx.duel, ctx.player) === 0) return;
          const pick = ctx.choose({ from: hand, min: 0, max: 1, prompt: 'You can Set 1 Spell/Trap from your hand' });
          if (pick.length === 0) return;
          moveCard(ctx.duel, pick[0]!, 'szone', {
            reason: Reason.EFFECT,
            by: ctx.player,
            controller: ctx.player,
            faceUp: false,
          });
          log(ctx.duel, { type: 'set', card: pick[0]!, player: ctx.player });
        },
      ],
    },
  ],
});
