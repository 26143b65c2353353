import { defineCard } from '../dsl/index.ts';

// 003 §3.3.2 "Tokens": a Token is a Normal Monster on the field; created by Scapegoat, never in a Deck.
export default defineCard({
  code: 73915052,
  name: 'Sheep Token',
  kind: 'monster',
  categories: ['normal', 'token'],
  level: 1,
  attribute: 'EARTH',
  type: 'Beast',
  atk: 0,
  def: 0,
  text: 'This card can be used as any Token.',
});
