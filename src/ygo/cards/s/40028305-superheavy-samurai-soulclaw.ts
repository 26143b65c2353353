import {
  Reason,
  and,
  defineCard,
  equipTo,
  faceUp,
  freeSpellZones,
  moveCard,
  ofArchetype,
  specialSummon,
  targets,
} from '../dsl/index.ts';

/** "Superheavy Samurai" (YGOPro setcode 0x9a). */
const superheavySamurai = and(faceUp, ofArchetype(0x9a));

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
    {
      label: 'Equip this monster to 1 "Superheavy Samurai" monster you control',
      // 003 §3.4.2: an Ignition Effect, from the hand or the Monster Zone.
      type: 'ignition',
      range: ['hand', 'mzone'],
      category: ['equip'],
      target: targets({
        side: 'you',
        zone: 'monsters',
        filter: superheavySamurai,
        exceptSelf: true,
        prompt: 'Target 1 "Superheavy Samurai" monster you control',
      }),
      // 003 §3.4.3: an Equip Card needs a free Spell & Trap Zone.
      feasible: (ctx) => freeSpellZones(ctx.duel, ctx.player) > 0,
      operation: [
        (ctx) => {
          const t = ctx.target();
          if (t < 0 || !ctx.selfUnmoved() || !ctx.card(t).faceUp || freeSpellZones(ctx.duel, ctx.player) === 0)
            return false;
          // 003 §3.3.3: a monster equipped by an effect becomes an Equip Card in the Spell & Trap Zone; equipped "by
          // this card's effect" (equipBy: itself).
          moveCard(ctx.duel, ctx.self.uid, 'szone', { reason: Reason.EFFECT, by: ctx.player, faceUp: true });
          return equipTo(ctx.duel, ctx.self.uid, t, ctx.self.uid);
        },
      ],
    },
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
