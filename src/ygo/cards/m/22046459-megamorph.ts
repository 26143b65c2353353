import { defineCard, equipSpell, type CardInstance, type DuelState } from '../dsl/index.ts';
import { cardDef } from '../registry.ts';

/** 003 §3.4.4: the original ATK: printed ("?" is 0), unless an effect made the original something else (latest wins). */
function originalAtk(duel: DuelState, c: CardInstance): number {
  let v = Math.max(0, cardDef(c.code).atk ?? 0);
  let ts = -1;
  for (const l of duel.lingering) {
    if (l.kind === 'atk' && l.mode === 'base' && l.uid === c.uid && l.stamp === c.stamp && l.ts > ts) {
      v = l.value;
      ts = l.ts;
    }
  }
  return v;
}

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
      value: (duel, self, c) =>
        lpOrder(duel, self) < 0 ? originalAtk(duel, c) * 2 : Math.ceil(originalAtk(duel, c) / 2),
    },
  ],
  effects: [equipSpell()],
});
