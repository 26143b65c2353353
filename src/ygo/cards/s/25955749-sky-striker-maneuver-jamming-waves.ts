import {
  cardsIn,
  defineCard,
  destroy,
  onField,
  Reason,
  spell,
  targetable,
  thenAction,
  type EffectContext,
} from '../dsl/index.ts';
import { noMainMonsters, threeSpellsInGy } from '../archetypes/sky-striker.ts';

/** "1 Set Spell/Trap on the field": face-down cards in the Spell & Trap Zones and Field Zones. */
const setSpellsTraps = (ctx: EffectContext): number[] =>
  cardsIn(ctx.duel, ctx.player, 'both', 'spells', (_d, c) => !c.faceUp).filter((u) => targetable(ctx.duel, u));

export default defineCard({
  code: 25955749,
  name: 'Sky Striker Maneuver - Jamming Waves!',
  kind: 'spell',
  spellType: 'normal',
  setcodes: [0x115],
  text: 'If you control no monsters in your Main Monster Zones: Target 1 Set Spell/Trap on the field; destroy it, then, if you have 3 or more Spells in your GY, you can destroy 1 monster on the field.',
  effects: [
    spell({
      label: 'Destroy 1 Set Spell/Trap on the field',
      category: ['destroy'],
      // 003 §3.4.3: checked on activation.
      condition: noMainMonsters,
      target: {
        can: (ctx) => setSpellsTraps(ctx).length > 0,
        choose: (ctx) =>
          ctx.setTargets(
            ctx.choose({ from: setSpellsTraps(ctx), min: 1, max: 1, prompt: 'Target 1 Set Spell/Trap on the field' }),
          ),
        // "Set": flipped face-up in response (activated), it is no longer a Set card.
        holds: (ctx, uid) => onField(ctx.card(uid).location) && !ctx.card(uid).faceUp,
      },
      operation: [
        (ctx) => {
          const t = ctx.target();
          if (t < 0) return false;
          // 003 §3.4.4 "then": the rest happens only if it was destroyed.
          return destroy(ctx.duel, [t], Reason.EFFECT, ctx.player, ctx.asker).length > 0;
        },
        (ctx) => {
          const pool = cardsIn(ctx.duel, ctx.player, 'both', 'monsters');
          if (!threeSpellsInGy(ctx) || pool.length === 0 || !ctx.yesNo('Destroy 1 monster on the field?')) return false;
          const pick = ctx.choose({ from: pool, min: 1, max: 1, prompt: 'Destroy 1 monster on the field' });
          thenAction(ctx.duel);
          destroy(ctx.duel, pick, Reason.EFFECT, ctx.player, ctx.asker);
          return true;
        },
      ],
    }),
  ],
});
