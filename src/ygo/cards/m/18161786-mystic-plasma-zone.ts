import { activateThisCard, defineCard, type CardInstance, type DuelState } from '../dsl/index.ts';
import { cardDef } from '../registry.ts';

const dark = (_d: DuelState, _self: CardInstance, c: CardInstance): boolean => cardDef(c.code).attribute === 'DARK';
// 003 §3.3.2 TC-22: a Link monster has no DEF; of a change to both, only the ATK part applies.
const darkWithDef = (d: DuelState, self: CardInstance, c: CardInstance): boolean =>
  dark(d, self, c) && !(cardDef(c.code).categories ?? []).includes('link');

export default defineCard({
  code: 18161786,
  name: 'Mystic Plasma Zone',
  kind: 'spell',
  spellType: 'field',
  text: 'Increase the ATK of all DARK monsters by 500 points and decreases their DEF by 400 points.',
  // 003 §3.3.3: a Field Spell is activated (placed face-up) and then applies continuously.
  effects: [activateThisCard()],
  // 003 §3.4.2: continuous while face-up, both players' DARK monsters.
  statics: [
    { kind: 'atk', mode: 'add', affects: dark, value: () => 500 },
    { kind: 'def', mode: 'add', affects: darkWithDef, value: () => -400 },
  ],
});
