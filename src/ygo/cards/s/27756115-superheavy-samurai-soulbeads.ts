import {
  Reason,
  and,
  defineCard,
  equipTo,
  faceUp,
  freeSpellZones,
  moveCard,
  ofArchetype,
  targets,
} from '../dsl/index.ts';

/** "Superheavy Samurai" (YGOPro setcode 0x9a). */
const superheavySamurai = and(faceUp, ofArchetype(0x9a));

export default defineCard({
  code: 27756115,
  name: 'Superheavy Samurai Soulbeads',
  kind: 'monster',
  categories: ['effect'],
  setcodes: [0x109a],
  level: 1,
  attribute: 'EARTH',
  type: 'Machine',
  atk: 0,
  def: 0,
  text: 'You can target 1 "Superheavy Samurai" monster you control; equip this monster from your hand or your side of the field to that target. Each turn, the first time the monster equipped with this card by this effect would be destroyed by a card effect, it is not destroyed. When a Defense Position monster is destroyed by battle and sent to your Graveyard: You can send this card from your hand to the Graveyard; Special Summon that monster in Attack Position.',
  // TODO(kernel): "Each turn, the first time the equipped monster would be destroyed by a card effect, it is not
  // destroyed" (a once-per-turn destruction protection) and the hand effect reviving a Defense Position monster
  // destroyed by battle are not implemented.
  effects: [
    {
      label: 'Equip this monster to 1 "Superheavy Samurai" monster you control',
      // 003 §3.4.2: an Ignition Effect, from the hand or the Monster Zone.
      type: 'ignition',
      range: ['hand', 'mzone'],
      category: ['equip'],
      // 003 §3.3.1 TC-19: by current archetype (Superheavy Samurai Ogre Shutendoji qualifies); never itself.
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
          // 003 §3.3.3: a monster equipped by an effect becomes an Equip Card in the Spell & Trap Zone.
          moveCard(ctx.duel, ctx.self.uid, 'szone', { reason: Reason.EFFECT, by: ctx.player, faceUp: true });
          return equipTo(ctx.duel, ctx.self.uid, t);
        },
      ],
    },
  ],
});
