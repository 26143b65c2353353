import { Reason, cardsIn, defineCard, sendToGy } from '../dsl/index.ts';
import { isSkyStriker, nonAttributeAce } from '../archetypes/sky-striker.ts';

export default defineCard({
  code: 8491308,
  name: 'Sky Striker Ace - Hayate',
  kind: 'monster',
  categories: ['effect', 'link'],
  linkRating: 1,
  linkArrows: ['bottom-left'],
  attribute: 'WIND',
  type: 'Warrior',
  atk: 1500,
  setcodes: [0x1115],
  text: '1 non-WIND "Sky Striker Ace" monster\r\nYou can only Special Summon "Sky Striker Ace Hayate(s)" once per turn. This card can attack directly. After damage calculation, if this card battled: You can send 1 "Sky Striker" card from your Deck to the GY.',
  // 003 §3.3.2: 1 non-WIND "Sky Striker Ace" monster.
  linkMaterials: nonAttributeAce('WIND'),
  // 003 §2.1.5: "You can only Special Summon "Sky Striker Ace Hayate(s)" once per turn" (its own name).
  specialSummonOncePerTurn: true,
  effects: [
    {
      label: 'Send 1 "Sky Striker" card from your Deck to the GY',
      // 003 §3.4.3, §3.6.3: "After damage calculation, if this card battled: You can" — an optional trigger.
      type: 'trigger',
      event: 'battled',
      eventFilter: (ctx, ev) => ev.uid === ctx.self.uid && ev.stamp === ctx.self.stamp,
      damageStep: true,
      category: ['to-gy', 'send-deck-to-gy'],
      feasible: (ctx) => cardsIn(ctx.duel, ctx.player, 'you', 'deck', isSkyStriker).length > 0,
      operation: [
        (ctx) => {
          const pool = cardsIn(ctx.duel, ctx.player, 'you', 'deck', isSkyStriker);
          if (pool.length === 0) return false;
          const pick = ctx.chooseOne(pool, 'Send 1 "Sky Striker" card from your Deck to the GY');
          sendToGy(ctx.duel, [pick], Reason.EFFECT, ctx.player);
          return true;
        },
      ],
    },
  ],
  // 003 §3.6.3: "This card can attack directly": a continuous effect of the face-up monster.
  statics: [{ kind: 'direct-attack' }],
});
