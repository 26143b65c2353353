import {
  addEffectCopy,
  addIdentityChange,
  addRestriction,
  addStatChange,
  and,
  atkOf,
  defineCard,
  faceUp,
  nameOf,
  targets,
} from '../dsl/index.ts';
import type { CardFilter } from '../dsl/index.ts';
import { cardDef } from '../registry.ts';

/** A face-up Xyz Monster (by its printed card: an Xyz Monster stays one wherever it is). */
const xyzMonster: CardFilter = (_d, c) =>
  c.location === 'mzone' && cardDef(c.code).categories?.includes('xyz') === true;

export default defineCard({
  code: 47387961,
  name: 'Number 8: Heraldic King Genom-Heritage',
  kind: 'monster',
  categories: ['xyz', 'effect'],
  rank: 4,
  attribute: 'LIGHT',
  type: 'Warrior',
  atk: 2400,
  def: 1800,
  setcodes: [0x48],
  text: "2 Level 4 \"Heraldic Beast\" monsters\nOnce per turn: You can target 1 face-up Xyz Monster your opponent controls; this card's name and original ATK become that monster's name and current ATK, and this card's effect becomes that monster's original effect, then that monster's ATK becomes 0 and its effects are negated. These changes last until the End Phase.",
  // 003 §3.3.2: "Heraldic Beast" (YGOPro setcode 0x76), by the printed card.
  xyzMaterials: {
    level: 4,
    min: 2,
    max: 2,
    filter: {
      label: '"Heraldic Beast" monster',
      filter: (s) => s.setcodes?.some((x) => (x & 0xfff) === 0x76) === true,
    },
  },
  mustBeProperlySummoned: true,
  // 003 §3.4.4: "this card's effect becomes that monster's original effect": effect 0 is replaced while it lasts.
  replacedByCopy: 0,
  effects: [
    {
      label: 'Take the name, ATK and effect of 1 face-up Xyz Monster your opponent controls; negate it',
      type: 'ignition',
      oncePerTurn: 'card',
      category: ['atk-change'],
      target: targets({
        side: 'opponent',
        zone: 'monsters',
        filter: and(faceUp, xyzMonster),
        prompt: 'Target 1 face-up Xyz Monster your opponent controls',
      }),
      operation: [
        (ctx) => {
          if (!ctx.selfUnmoved() || ctx.self.location !== 'mzone' || !ctx.self.faceUp) return false;
          const t = ctx.target();
          if (t < 0 || !ctx.card(t).faceUp) return false;
          const target = ctx.card(t);
          // 003 §3.3.1 TC-17: it bears the target's name, so its effects are "that name's" effects from now on.
          addIdentityChange(ctx.duel, ctx.self.uid, 'name', nameOf(ctx.duel, target), true);
          addStatChange(ctx.duel, ctx.self.uid, 'atk', 'base', atkOf(ctx.duel, target), true);
          addEffectCopy(ctx.duel, ctx.self.uid, target.code, true);
          // "then": the target's ATK becomes 0 and its effects are negated, until the End Phase.
          addStatChange(ctx.duel, t, 'atk', 'set', 0, true);
          addRestriction(ctx.duel, t, 'effects-negated', true);
          return true;
        },
      ],
    },
  ],
});
