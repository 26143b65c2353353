import { Reason, defineCard, equipSpell, isMonsterEffectLink, ofArchetype, sendToGy } from '../dsl/index.ts';
import { cardDef } from '../registry.ts';

export default defineCard({
  code: 19596712,
  name: 'Abyss-scale of Cetus',
  kind: 'spell',
  spellType: 'equip',
  setcodes: [0x75],
  text: 'Equip only to a "Mermail" monster. It gains 800 ATK. When a Trap effect that was activated on your opponent\'s side of the field resolves, negate that effect, then send this card to the Graveyard.',
  // 003 §3.3.3: "Equip only to a 'Mermail' monster" (003 §3.3.1: by archetype).
  equipFilter: (duel, _self, c) => ofArchetype(0x74)(duel, c),
  effects: [equipSpell(ofArchetype(0x74), 'Target 1 face-up "Mermail" monster to equip')],
  statics: [{ kind: 'atk', mode: 'add', affects: (_d, self, c) => self.equipTarget === c.uid, value: () => 800 }],
  // "When a Trap effect that was activated on your opponent's side of the field resolves, negate that effect, then
  // send this card to the Graveyard": continuous, no chain (003 §3.4.4), while it is equipped face-up. A Trap
  // Monster's effects are monster effects (003 §3.4.4 TC-108): not Trap effects.
  negateOnResolving: {
    applies: (_d, self, link) =>
      link.player !== self.controller &&
      link.onField === true &&
      cardDef(link.code).kind === 'trap' &&
      !isMonsterEffectLink(link),
    then: (duel, self) => sendToGy(duel, [self.uid], Reason.EFFECT, self.controller),
  },
});
