import { addStatChange, defineCard, detachCost } from '../dsl/index.ts';

export default defineCard({
  code: 69610924,
  name: 'Number 17: Leviathan Dragon',
  kind: 'monster',
  categories: ['xyz', 'effect'],
  rank: 3,
  attribute: 'WATER',
  type: 'Sea Serpent',
  atk: 2000,
  def: 0,
  setcodes: [0x48],
  text: '2 Level 3 monsters\nOnce per turn: You can detach 1 Xyz Material from this card; this card gains 500 ATK. If this card has no Xyz Material, it cannot attack your opponent directly.',
  xyzMaterials: { level: 3, min: 2, max: 2 },
  mustBeProperlySummoned: true,
  effects: [
    {
      label: 'Detach 1 Xyz Material: this card gains 500 ATK',
      type: 'ignition',
      // "Once per turn" without the name: per copy (003 §3.5.1).
      oncePerTurn: 'card',
      category: ['atk-change'],
      cost: detachCost(1),
      operation: [
        (ctx) => {
          if (!ctx.selfUnmoved() || !ctx.self.faceUp) return false;
          addStatChange(ctx.duel, ctx.self.uid, 'atk', 'add', 500, false);
          return true;
        },
      ],
    },
  ],
  // A condition of its own, no activation (003 §3.4.2 continuous effect).
  statics: [{ kind: 'no-direct-attack', when: (_duel, self) => self.overlay.length === 0 }],
});
