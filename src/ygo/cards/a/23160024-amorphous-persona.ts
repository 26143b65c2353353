import { activateThisCard, defineCard, ofArchetype, type CardInstance, type DuelState } from '../dsl/index.ts';
import type { StaticDef } from '../types.ts';

const AMORPHAGE = 0xe0;
/** "All 'Amorphage' monsters on the field" (003 §3.3.1: by current archetypes). */
const affects = (duel: DuelState, _self: CardInstance, c: CardInstance): boolean => ofArchetype(AMORPHAGE)(duel, c);

// 003 §3.4.4: a Field Spell's continuous ± (TC-93: re-applied on top of a later continuous "becomes X").
const statics: StaticDef[] = [
  { kind: 'atk', mode: 'add', affects, value: () => 300 },
  { kind: 'def', mode: 'add', affects, value: () => 300 },
];

export default defineCard({
  incomplete: 'its draw when an "Amorphage" monster is Tributed and its GY Ritual Summon',
  code: 23160024,
  name: 'Amorphous Persona',
  kind: 'spell',
  spellType: 'field',
  text: 'All "Amorphage" monsters on the field gain 300 ATK and DEF. Up to twice per turn, if an "Amorphage" monster(s) you control is Tributed, draw 1 card. You can banish this card from your Graveyard; Tribute Pendulum Monsters from your hand or field whose total Levels exactly equal 8, then Ritual Summon 1 "Amorphactor Pain, the Imagination Dracoverlord" from your hand.',
  // 003 §3.3.3: a Field Spell is activated (placed face-up) and then applies continuously.
  // TODO(kernel): "if an 'Amorphage' monster(s) you control is Tributed, draw 1 card" (up to twice per turn) and the GY
  // Ritual Summon of "Amorphactor Pain, the Imagination Dracoverlord" (a card the project does not have).
  effects: [activateThisCard()],
  statics,
});
