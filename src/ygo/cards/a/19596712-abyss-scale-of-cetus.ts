import { defineCard, equipSpell, ofArchetype } from '../dsl/index.ts';

// Not implemented: "When a Trap effect that was activated on your opponent's side of the field resolves, negate that
// effect, and if you do, send this card to the Graveyard". Mermail Abyssmegalo's search (TC-70) adds it.
export default defineCard({
  incomplete: "its negation of a Trap effect activated on the opponent's side",
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
});
