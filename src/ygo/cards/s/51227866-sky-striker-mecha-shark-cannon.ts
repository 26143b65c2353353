import {
  addRestriction,
  banish,
  canSpecialSummon,
  defineCard,
  isMonster,
  Reason,
  spell,
  specialSummon,
  targets,
} from '../dsl/index.ts';
import { noMainMonsters, threeSpellsInGy } from '../archetypes/sky-striker.ts';

export default defineCard({
  code: 51227866,
  name: 'Sky Striker Mecha - Shark Cannon',
  kind: 'spell',
  spellType: 'quick-play',
  setcodes: [0x115],
  text: "If you control no monsters in your Main Monster Zones: Target 1 monster in your opponent's GY; banish that monster, or, if you have 3 or more Spells in your GY, you can Special Summon that monster to your field instead, but it cannot attack.",
  effects: [
    spell({
      label: "Banish 1 monster in your opponent's GY (or Special Summon it)",
      category: ['banish', 'special-summon'],
      // 003 §3.4.3: checked on activation.
      condition: noMainMonsters,
      target: targets({
        side: 'opponent',
        zone: 'gy',
        filter: isMonster,
        prompt: "Target 1 monster in your opponent's GY",
      }),
      operation: [
        (ctx) => {
          const t = ctx.target();
          if (t < 0 || ctx.card(t).location !== 'gy') return false;
          // "or, if you have 3 or more Spells in your GY, you can … instead": the choice is made on resolution.
          const canSummon = threeSpellsInGy(ctx) && canSpecialSummon(ctx.duel, t, ctx.player);
          const summon =
            canSummon &&
            ctx.chooseOption(['Banish it', 'Special Summon it to your field'], 'Banish or Special Summon?') === 1;
          if (!summon) {
            banish(ctx.duel, [t], Reason.EFFECT, ctx.player);
            return true;
          }
          const defense =
            ctx.chooseOption(['Attack Position', 'Defense Position'], 'Summon in which position?', 'select-option') ===
            1;
          if (!specialSummon(ctx, t, { defense })) return false;
          // "but it cannot attack": part of this resolution, for as long as it stays on the field (003 §3.4.4).
          addRestriction(ctx.duel, t, 'cannot-attack', false);
          return true;
        },
      ],
    }),
  ],
});
