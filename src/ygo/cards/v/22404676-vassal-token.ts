import { defineCard } from '../dsl/index.ts';

// 003 §3.3.2 "Tokens": a Normal Monster on the field.
export default defineCard({
  code: 22404676,
  name: 'Vassal Token',
  kind: 'monster',
  categories: ['normal', 'token'],
  level: 1,
  attribute: 'LIGHT',
  type: 'Thunder',
  atk: 800,
  def: 1000,
  text: 'Special Summoned by the effect of " Mithra the Thunder Vassal"',
});
