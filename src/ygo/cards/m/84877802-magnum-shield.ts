import { cardDef } from '../registry.ts';
import { defineCard, equipSpell, ofType, printedAtk, type CardInstance, type DuelState } from '../dsl/index.ts';

const warrior = ofType('Warrior');
const equipped = (self: CardInstance, c: CardInstance): boolean => self.equipTarget === c.uid;
/** 003 §3.3.1: original DEF, "?" counting as 0. */
const printedDef = (c: CardInstance): number => Math.max(0, cardDef(c.code).def ?? 0);

export default defineCard({
  code: 84877802,
  name: 'Magnum Shield',
  kind: 'spell',
  spellType: 'equip',
  text: 'Equip only to a Warrior-Type monster. Apply this effect, depending on its battle position.\n● Attack Position: It gains ATK equal to its original DEF.\n● Defense Position: It gains DEF equal to its original ATK.',
  // 003 §3.3.3: "Equip only to a Warrior-Type monster" is checked continuously, with the monster's current Type: a
  // monster that stops being a Warrior (DNA Surgery) no longer qualifies and this card is destroyed (TC-52).
  equipFilter: (d: DuelState, _self, c) => warrior(d, c),
  // 003 §3.3.3 Equip Spell: continuous while equipped, by the monster's battle position.
  statics: [
    {
      kind: 'atk',
      mode: 'add',
      affects: (_d, self, c) => equipped(self, c) && !c.defense,
      value: (_d, _s, c) => printedDef(c),
    },
    {
      kind: 'def',
      mode: 'add',
      affects: (_d, self, c) => equipped(self, c) && c.defense,
      value: (_d, _s, c) => printedAtk(c),
    },
  ],
  effects: [equipSpell(warrior, 'Target 1 face-up Warrior-Type monster to equip')],
});
