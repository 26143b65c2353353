import {
  Reason,
  addIdentityChange,
  cardsIn,
  defineCard,
  faceUp,
  isMonster,
  nameOf,
  ofArchetype,
  and,
  sendToGy,
  spell,
  targets,
} from '../dsl/index.ts';

/** "Elemental HERO" (YGOPro setcode 0x3008: a "HERO" sub-archetype). */
const elementalHeroMonster = and(isMonster, ofArchetype(0x3008));

export default defineCard({
  code: 75141056,
  name: 'Hero Mask',
  kind: 'spell',
  spellType: 'normal',
  text: 'Target 1 face-up monster you control; send 1 "Elemental HERO" monster from your Deck to the Graveyard, and if you do, that target\'s name becomes the sent monster\'s name, until the End Phase.',
  effects: [
    spell({
      label: 'Send 1 "Elemental HERO" from your Deck to the GY; the target takes its name',
      category: ['to-gy'],
      target: targets({
        side: 'you',
        zone: 'monsters',
        filter: faceUp,
        prompt: 'Target 1 face-up monster you control',
      }),
      operation: [
        (ctx) => {
          const pool = cardsIn(ctx.duel, ctx.player, 'you', 'deck', elementalHeroMonster);
          if (pool.length === 0) return false;
          const sent = ctx.chooseOne(pool, 'Send 1 "Elemental HERO" monster from your Deck to the GY');
          sendToGy(ctx.duel, [sent], Reason.EFFECT, ctx.player, ctx.asker);
          // "and if you do": only once the monster is in the GY; a target that moved or turned face-down is unaffected.
          if (ctx.card(sent).location !== 'gy') return false;
          const t = ctx.target();
          if (t < 0 || !ctx.card(t).faceUp) return false;
          // 003 §3.3.1: the target's name becomes the sent monster's until the End Phase (the turn's end here).
          addIdentityChange(ctx.duel, t, 'name', nameOf(ctx.duel, ctx.card(sent)), true);
          return true;
        },
      ],
    }),
  ],
});
