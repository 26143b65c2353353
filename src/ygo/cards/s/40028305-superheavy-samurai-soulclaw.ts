import { equipToSuperheavySamurai } from '../archetypes/superheavy-samurai.ts';
import { defineCard, specialSummon } from '../dsl/index.ts';

export default defineCard({
  code: 40028305,
  name: 'Superheavy Samurai Soulclaw',
  kind: 'monster',
  categories: ['effect'],
  setcodes: [0x109a],
  level: 2,
  attribute: 'EARTH',
  type: 'Machine',
  atk: 500,
  def: 500,
  text: 'You can target 1 "Superheavy Samurai" monster you control; equip this monster from your hand or your side of the field to that target. It gains 500 ATK and DEF, also it cannot be destroyed by battle. While this card is equipped to a monster by this card\'s effect: You can Special Summon this card. You can only use this effect of "Superheavy Samurai Soulclaw" once per turn.',
  // 003 §3.4.4 "Monsters as Equip Cards": what it gives as an Equip Card (an Equip Spell's effects), while equipped by
  // its own effect.
  statics: [
    {
      kind: 'atk',
      mode: 'add',
      range: 'szone',
      affects: (_d, self, c) => self.equipTarget === c.uid && self.equipBy === self.uid,
      value: () => 500,
    },
    {
      kind: 'def',
      mode: 'add',
      range: 'szone',
      affects: (_d, self, c) => self.equipTarget === c.uid && self.equipBy === self.uid,
      value: () => 500,
    },
    {
      kind: 'indestructible',
      by: 'battle',
      range: 'szone',
      affects: (_d, self, c) => self.equipTarget === c.uid && self.equipBy === self.uid,
    },
  ],
  effects: [
    equipToSuperheavySamurai(true),
    {
      label: 'Special Summon this card',
      // "While this card is equipped to a monster by this card's effect: You can": an Ignition Effect as an Equip Card.
      type: 'ignition',
      range: ['szone'],
      oncePerTurn: 'name',
      category: ['special-summon'],
      condition: (ctx) => ctx.self.equipTarget >= 0 && ctx.self.equipBy === ctx.self.uid,
      operation: [(ctx) => void specialSummon(ctx, ctx.self.uid, { defense: false })],
    },
  ],
});
