import { defineCard } from '../dsl/index.ts';

// 003 §3.3.2 "Tokens": a Normal Monster on the field (Mecha Phantom Beast O-Lion's).
export default defineCard({
  code: 72291079,
  name: 'Mecha Phantom Beast Token',
  kind: 'monster',
  categories: ['normal', 'token'],
  level: 3,
  attribute: 'WIND',
  type: 'Machine',
  atk: 0,
  def: 0,
  setcodes: [0x101b],
  text: 'This card can be used as a "Mecha Phantom Beast Token".\n\n*If used for another Token, apply that Token\'s Type/Attribute/Level/ATK/DEF.',
});
