import { defineCard } from '../dsl/index.ts';

// 003 §3.3.2 "Tokens": a Normal Monster on the field. Its "cannot be destroyed by a card effect" is Darklord
// Asmodeus's resolution (TC-46), given there, not an effect of this Token.
export default defineCard({
  code: 85771020,
  name: 'Asmo Token',
  kind: 'monster',
  categories: ['normal', 'token'],
  level: 5,
  attribute: 'DARK',
  type: 'Fairy',
  atk: 1800,
  def: 1300,
  text: 'Special Summoned with the effect of "Darklord Asmodeus". This Token cannot be destroyed by a card effect.',
});
