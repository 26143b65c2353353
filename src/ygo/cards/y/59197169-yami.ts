import { activateThisCard, defineCard, type CardInstance, type DuelState } from '../dsl/index.ts';
import { cardDef } from '../registry.ts';
import type { StaticDef } from '../types.ts';

const boosted = (c: CardInstance): boolean => {
  const t = cardDef(c.code).type;
  return t === 'Fiend' || t === 'Spellcaster';
};
const weakened = (c: CardInstance): boolean => cardDef(c.code).type === 'Fairy';
const affects = (_d: DuelState, _self: CardInstance, c: CardInstance): boolean => boosted(c) || weakened(c);
const value = (_d: DuelState, _self: CardInstance, c: CardInstance): number => (weakened(c) ? -200 : 200);

// 003 §3.4.2: a Field Spell's continuous effect applies while it is face-up; "all" = both players' monsters.
const statics: StaticDef[] = [
  { kind: 'atk', mode: 'add', affects, value },
  { kind: 'def', mode: 'add', affects, value },
];

export default defineCard({
  code: 59197169,
  name: 'Yami',
  kind: 'spell',
  spellType: 'field',
  text: 'Increases the ATK and DEF of all Fiend and Spellcaster-Type monsters by 200 points. Also decreases the ATK and DEF of all Fairy-Type monsters by 200 points.',
  // 003 §3.3.3: a Field Spell is activated (placed face-up) and then applies continuously.
  effects: [activateThisCard()],
  statics,
});
