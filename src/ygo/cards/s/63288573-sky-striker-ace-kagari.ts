import { defineCard, spellsInGy, targets, toHand, Reason } from '../dsl/index.ts';
import { isSkyStrikerSpell, nonAttributeAce } from '../archetypes/sky-striker.ts';

export default defineCard({
  code: 63288573,
  name: 'Sky Striker Ace - Kagari',
  kind: 'monster',
  categories: ['effect', 'link'],
  linkRating: 1,
  linkArrows: ['top-left'],
  attribute: 'FIRE',
  type: 'Warrior',
  atk: 1500,
  setcodes: [0x1115],
  text: '1 non-FIRE "Sky Striker Ace" monster\r\nIf this card is Special Summoned: You can target 1 "Sky Striker" Spell in your GY; add it to your hand. Gains 100 ATK for each Spell in your GY. You can only Special Summon "Sky Striker Ace - Kagari(s)" once per turn.',
  // 003 §3.3.2: 1 non-FIRE "Sky Striker Ace" monster.
  linkMaterials: nonAttributeAce('FIRE'),
  // 003 §2.1.5: "You can only Special Summon "Sky Striker Ace - Kagari(s)" once per turn".
  specialSummonOncePerTurn: true,
  effects: [
    {
      label: 'Add 1 "Sky Striker" Spell from your GY to your hand',
      // 003 §3.4.3: "If this card is Special Summoned: You can" — an optional trigger that does not miss the timing.
      type: 'trigger',
      event: 'special-summoned',
      eventFilter: (ctx, ev) => ev.uid === ctx.self.uid && ev.stamp === ctx.self.stamp,
      category: ['to-hand', 'leaves-gy'],
      target: targets({
        side: 'you',
        zone: 'gy',
        filter: isSkyStrikerSpell,
        prompt: 'Target 1 "Sky Striker" Spell in your GY',
      }),
      operation: [
        (ctx) => {
          const t = ctx.target();
          if (t < 0 || ctx.card(t).location !== 'gy') return false;
          toHand(ctx.duel, [t], Reason.EFFECT, ctx.player);
          return true;
        },
      ],
    },
  ],
  // 003 §3.4.2: "Gains 100 ATK for each Spell in your GY": a continuous effect of the face-up monster.
  statics: [
    {
      kind: 'atk',
      mode: 'add',
      affects: (_d, self, t) => t.uid === self.uid,
      value: (d, self) => 100 * spellsInGy(d, self.controller),
    },
  ],
});
