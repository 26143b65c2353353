import { defineCard, equipSpell, printedAtk, type CardInstance, type DuelState } from '../dsl/index.ts';

const lpOrder = (duel: DuelState, self: CardInstance): number =>
  Math.sign(duel.players[self.controller].lp - duel.players[1 - self.controller]!.lp);

export default defineCard({
  code: 22046459,
  name: 'Megamorph',
  kind: 'spell',
  spellType: 'equip',
  text: "While your LP is lower than your opponent's, the equipped monster's ATK becomes double its original ATK. While your LP is higher, the equipped monster's ATK becomes half its original ATK.",
  // 003 §3.3.3 Equip Spell; 003 §3.4.4: a continuous "ATK becomes X" (TC-90, TC-93, TC-94, TC-97). With equal LP it does nothing.
  statics: [
    {
      kind: 'atk',
      mode: 'set',
      affects: (duel, self, c) => self.equipTarget === c.uid && lpOrder(duel, self) !== 0,
      value: (duel, self, c) => (lpOrder(duel, self) < 0 ? printedAtk(c) * 2 : Math.ceil(printedAtk(c) / 2)),
    },
  ],
  effects: [equipSpell()],
});
