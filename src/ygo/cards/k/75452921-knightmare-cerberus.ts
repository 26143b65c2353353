import { Reason, destroy, defineCard, targets, wasSpecialSummoned } from '../dsl/index.ts';
import { coLinkedIndestructible, knightmareLinkEffect } from '../archetypes/knightmare.ts';

export default defineCard({
  code: 75452921,
  name: 'Knightmare Cerberus',
  kind: 'monster',
  categories: ['effect', 'link'],
  linkRating: 2,
  linkArrows: ['top', 'left'],
  attribute: 'EARTH',
  type: 'Fiend',
  atk: 1600,
  setcodes: [0x112],
  text: '2 monsters with different names\r\nIf this card is Link Summoned: You can discard 1 card, then target 1 Special Summoned monster in your opponent\'s Main Monster Zone; destroy it, then, if this card was co-linked when this effect was activated, you can draw 1 card. You can only use this effect of "Knightmare Cerberus" once per turn. Co-linked monsters you control cannot be destroyed by card effects.',
  // 003 §3.3.2: "2 monsters with different names".
  linkMaterials: { min: 2, max: 2, differentNames: true },
  effects: [
    knightmareLinkEffect({
      label: "Discard 1 card: destroy 1 Special Summoned monster in your opponent's Main Monster Zone",
      category: ['destroy'],
      target: targets({
        side: 'opponent',
        zone: 'monsters',
        // 003 §3.2.1: a Main Monster Zone (0–4), not an Extra Monster Zone.
        filter: (_d, c) => c.seq < 5 && wasSpecialSummoned(c),
        prompt: "Target 1 Special Summoned monster in your opponent's Main Monster Zone",
      }),
      act: (ctx) => {
        const t = ctx.targets();
        if (t.length === 0) return false;
        return destroy(ctx.duel, t, Reason.EFFECT, ctx.player, ctx.asker).length > 0;
      },
    }),
  ],
  // 003 §3.2.1, §3.4.4: "Co-linked monsters you control cannot be destroyed by card effects".
  statics: [coLinkedIndestructible('effect')],
});
