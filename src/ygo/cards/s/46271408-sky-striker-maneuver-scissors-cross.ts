import { canSpecialSummon, defineCard, Reason, spell, specialSummon, targets, toHand } from '../dsl/index.ts';
import { cardDef } from '../registry.ts';
import { isSkyStrikerAce, noMainMonsters, threeSpellsInGy } from '../archetypes/sky-striker.ts';

export default defineCard({
  code: 46271408,
  name: 'Sky Striker Maneuver - Scissors Cross',
  kind: 'spell',
  spellType: 'normal',
  setcodes: [0x115],
  text: 'If you control no monsters in your Main Monster Zone: Target 1 Level 4 "Sky Striker Ace" monster in your GY; add it to your hand, or if you have 3 or more Spells in your GY, you can Special Summon it instead.',
  effects: [
    spell({
      label: 'Add 1 Level 4 "Sky Striker Ace" monster from your GY to your hand (or Special Summon it)',
      category: ['to-hand', 'special-summon'],
      // 003 §3.4.3: checked on activation.
      condition: noMainMonsters,
      target: targets({
        side: 'you',
        zone: 'gy',
        filter: (d, c) => cardDef(c.code).kind === 'monster' && cardDef(c.code).level === 4 && isSkyStrikerAce(d, c),
        prompt: 'Target 1 Level 4 "Sky Striker Ace" monster in your GY',
      }),
      operation: [
        (ctx) => {
          const t = ctx.target();
          if (t < 0 || ctx.card(t).location !== 'gy') return false;
          // "or if you have 3 or more Spells in your GY, you can … instead": chosen on resolution.
          const summon =
            threeSpellsInGy(ctx) &&
            canSpecialSummon(ctx.duel, t, ctx.player) &&
            ctx.chooseOption(['Add it to your hand', 'Special Summon it'], 'Add to hand or Special Summon?') === 1;
          if (!summon) {
            toHand(ctx.duel, [t], Reason.EFFECT, ctx.player);
            return true;
          }
          const defense =
            ctx.chooseOption(['Attack Position', 'Defense Position'], 'Summon in which position?', 'select-option') ===
            1;
          return specialSummon(ctx, t, { defense });
        },
      ],
    }),
  ],
});
