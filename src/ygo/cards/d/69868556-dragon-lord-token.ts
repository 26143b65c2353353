import { defineCard } from '../dsl/index.ts';

// 003 §3.3.2 "Tokens": a Normal Monster on the field (Ruins of the Divine Dragon Lords's).
export default defineCard({
  code: 69868556,
  name: 'Dragon Lord Token',
  kind: 'monster',
  categories: ['normal', 'token'],
  level: 1,
  attribute: 'LIGHT',
  type: 'Dragon',
  atk: 0,
  def: 0,
  text: 'This card can be used as a "Dragon Lord Token".\r\n\r\n*If used for another Token, apply that Token\'s Type/Attribute/Level/ATK/DEF.',
});
