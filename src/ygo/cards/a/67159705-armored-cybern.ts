import {
  Reason,
  addStatChange,
  atkOf,
  defineCard,
  destroy,
  faceUp,
  targets,
  unionEquip,
  unionUnequip,
  type CardFilter,
} from '../dsl/index.ts';
import { cardDef } from '../registry.ts';

const CYBER_DRAGON = 70095154;

/** "Cyber Dragon", or a Fusion Monster that lists "Cyber Dragon" as Fusion Material. */
const cyberDragonOrFusion: CardFilter = (_d, c) => {
  const def = cardDef(c.code);
  if (c.code === CYBER_DRAGON || def.alias === CYBER_DRAGON) return true;
  return (
    def.categories?.includes('fusion') === true &&
    (def.fusionMaterials ?? []).some((m) => 'code' in m && m.code === CYBER_DRAGON)
  );
};

export default defineCard({
  code: 67159705,
  name: 'Armored Cybern',
  kind: 'monster',
  categories: ['effect', 'union'],
  level: 4,
  attribute: 'WIND',
  type: 'Machine',
  atk: 0,
  def: 2000,
  setcodes: [0x93],
  text: 'Once per turn, you can either: Target 1 "Cyber Dragon" you control, or 1 Fusion Monster you control that lists "Cyber Dragon" as Fusion Material; equip this card to that target, OR: Unequip this card and Special Summon it. Once per turn, while equipped to a monster by this effect: You can target 1 face-up monster on the field; the equipped monster loses exactly 1000 ATK (even if this card leaves the field), and if it does, destroy that target. If the equipped monster would be destroyed by battle or card effect, destroy this card instead.',
  // 003 §3.4.4 Union: destroyed in the equipped monster's place (rules/union.ts), while it applies as an Equip Card.
  substituteForEquipped: { by: 'battle-or-effect' },
  effects: [
    unionEquip(cyberDragonOrFusion, '"Cyber Dragon" (or Fusion Monster listing it)'),
    unionUnequip(),
    {
      label: 'The equipped monster loses exactly 1000 ATK: destroy 1 face-up monster',
      // 003 §3.4.4: an Equip Spell effect (Spell Speed 1), used from the Spell & Trap Zone.
      type: 'ignition',
      range: ['szone'],
      oncePerTurn: 'card',
      category: ['atk-change', 'destroy'],
      condition: (ctx) => {
        const m = ctx.self.equipTarget;
        return m >= 0 && ctx.self.equipBy === ctx.self.uid && atkOf(ctx.duel, ctx.card(m)) >= 1000;
      },
      target: targets({ side: 'both', zone: 'monsters', filter: faceUp, prompt: 'Target 1 face-up monster' }),
      operation: [
        (ctx) => {
          const m = ctx.self.equipTarget;
          // "Exactly 1000": a monster with less ATK cannot lose it, and then nothing is destroyed.
          if (!ctx.selfUnmoved() || m < 0 || atkOf(ctx.duel, ctx.card(m)) < 1000) return false;
          // "(even if this card leaves the field)": a lasting change made by the resolution (003 §3.4.4).
          addStatChange(ctx.duel, m, 'atk', 'add', -1000, false);
          const t = ctx.target();
          if (t >= 0 && ctx.card(t).location === 'mzone' && ctx.card(t).faceUp)
            destroy(ctx.duel, [t], Reason.EFFECT, ctx.player, ctx.asker);
          return true;
        },
      ],
    },
  ],
});
