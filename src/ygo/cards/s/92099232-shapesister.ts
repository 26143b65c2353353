import { defineCard, trapMonsterActivation } from '../dsl/index.ts';

export default defineCard({
  code: 92099232,
  name: 'Shapesister',
  kind: 'trap',
  trapType: 'continuous',
  // 003 §3.4.4 "Trap monsters": the statistics it has as a monster (a Normal Tuner, TC-107).
  categories: ['normal', 'tuner'],
  level: 2,
  attribute: 'EARTH',
  type: 'Fiend',
  atk: 0,
  def: 0,
  text: 'Special Summon this card as a Normal Monster (Fiend-Type/Tuner/EARTH/Level 2/ATK 0/DEF 0). (This card is also still a Trap Card.) You can only activate 1 "Shapesister" per turn.',
  // 003 §3.5.1: "You can only activate 1 'Shapesister' per turn".
  effects: [trapMonsterActivation('either', { oncePerTurn: 'name' })],
});
