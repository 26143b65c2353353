import { Reason, destroy, defineCard, targets } from '../dsl/index.ts';
import { coLinkedIndestructible, knightmareLinkEffect } from '../archetypes/knightmare.ts';

export default defineCard({
  code: 2857636,
  name: 'Knightmare Phoenix',
  kind: 'monster',
  categories: ['effect', 'link'],
  linkRating: 2,
  linkArrows: ['top', 'right'],
  attribute: 'FIRE',
  type: 'Fiend',
  atk: 1900,
  setcodes: [0x112],
  text: '2 monsters with different names\r\nIf this card is Link Summoned: You can discard 1 card, then target 1 Spell/Trap your opponent controls; destroy it, then, if this card was co-linked when this effect was activated, you can draw 1 card. You can only use this effect of "Knightmare Phoenix" once per turn. Co-linked monsters you control cannot be destroyed by battle.',
  // 003 §3.3.2: "2 monsters with different names".
  linkMaterials: { min: 2, max: 2, differentNames: true },
  effects: [
    knightmareLinkEffect({
      label: 'Discard 1 card: destroy 1 Spell/Trap your opponent controls',
      category: ['destroy'],
      target: targets({
        side: 'opponent',
        zone: 'spell-trap-cards',
        prompt: 'Target 1 Spell/Trap your opponent controls',
      }),
      act: (ctx) => {
        const t = ctx.targets();
        if (t.length === 0) return false;
        return destroy(ctx.duel, t, Reason.EFFECT, ctx.player, ctx.asker).length > 0;
      },
    }),
  ],
  // 003 §3.2.1, §3.4.4: "Co-linked monsters you control cannot be destroyed by battle".
  statics: [coLinkedIndestructible('battle')],
});
