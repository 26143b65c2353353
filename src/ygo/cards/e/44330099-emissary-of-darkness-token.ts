import { defineCard } from '../dsl/index.ts';

// 003 §3.3.2 "Tokens": a Normal Monster on the field (Gorz the Emissary of Darkness's); its ATK and DEF are set when
// it is Summoned.
export default defineCard({
  code: 44330099,
  name: 'Emissary of Darkness Token',
  kind: 'monster',
  categories: ['normal', 'token'],
  level: 7,
  attribute: 'LIGHT',
  type: 'Fairy',
  atk: -2,
  def: -2,
  text: 'This card can be used as an "Emissary of Darkness Token".\n\n\n*If used for another Token, apply that Token\'s Type/Attribute/Level/ATK/DEF.',
});
