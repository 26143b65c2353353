import { defineCard } from '../dsl/index.ts';

// 003 §3.3.2 "Tokens": a Normal Monster on the field. Its "cannot be destroyed by battle" is Darklord Asmodeus's
// resolution (TC-46), given there, not an effect of this Token.
export default defineCard({
  code: 85771021,
  name: 'Deus Token',
  kind: 'monster',
  categories: ['normal', 'token'],
  level: 3,
  attribute: 'DARK',
  type: 'Fairy',
  atk: 1200,
  def: 1200,
  text: 'Special Summoned with the effect of "Darklord Asmodeus". This Token cannot be destroyed by battle.',
});
