import {
  addRestriction,
  and,
  canTakeControl,
  defineCard,
  faceUp,
  isEffectMonster,
  spell,
  takeControl,
  controlCanSwitch,
  targets,
  thenAction,
} from '../dsl/index.ts';
import { noMainMonsters, threeSpellsInGy } from '../archetypes/sky-striker.ts';

export default defineCard({
  code: 98338152,
  name: 'Sky Striker Mecha - Widow Anchor',
  kind: 'spell',
  spellType: 'quick-play',
  setcodes: [0x115],
  text: "If you control no monsters in your Main Monster Zone: Target 1 face-up Effect Monster on the field; negate that face-up monster's effects until the end of this turn, then, if you have 3 or more Spells in your GY, you can take control of that monster until the End Phase.",
  effects: [
    spell({
      label: 'Negate the effects of 1 face-up Effect Monster until the end of this turn',
      category: ['negate', 'control'],
      // 003 §3.4.3: checked on activation.
      condition: noMainMonsters,
      target: {
        ...targets({
          side: 'both',
          zone: 'monsters',
          filter: and(faceUp, isEffectMonster),
          prompt: 'Target 1 face-up Effect Monster on the field',
        }),
        // "that face-up monster": turned face-down in response, it is no longer affected (003 §3.4.3).
        holds: (ctx, uid) => ctx.card(uid).location === 'mzone' && ctx.card(uid).faceUp,
      },
      operation: [
        (ctx) => {
          const t = ctx.target();
          if (t < 0) return false;
          // 003 §3.4.4: until the end of this turn (sooner if it leaves the field).
          addRestriction(ctx.duel, t, 'effects-negated', true);
          return true;
        },
        // 003 §3.4.4 "then": optional, with 3+ Spells in your GY now; a monster you already control is not taken.
        (ctx) => {
          const t = ctx.target();
          if (t < 0 || !threeSpellsInGy(ctx) || ctx.card(t).controller === ctx.player) return false;
          // 003 §3.4.4: not a monster whose control cannot switch (Mataza the Zapper).
          if (!controlCanSwitch(ctx.duel, t)) return false;
          if (!canTakeControl(ctx.duel, ctx.player) || !ctx.yesNo('Take control of that monster until the End Phase?'))
            return false;
          thenAction(ctx.duel);
          return true;
        },
        // 003 §3.4.4: until the End Phase (it then returns to its previous controller).
        (ctx) => {
          const t = ctx.target();
          return t >= 0 && takeControl(ctx.duel, t, ctx.player, true, ctx.asker);
        },
      ],
    }),
  ],
});
