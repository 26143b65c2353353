import { defineCard } from '../dsl/index.ts';

// 003 §3.3.2 "Tokens": created by Sky Striker Mecha - Hornet Drones, never in a Deck; a "Sky Striker Ace" monster.
export default defineCard({
  code: 52340445,
  name: 'Sky Striker Ace Token',
  kind: 'monster',
  categories: ['normal', 'token'],
  level: 1,
  attribute: 'DARK',
  type: 'Warrior',
  atk: 0,
  def: 0,
  setcodes: [0x1115],
  text: 'Special Summoned by the effect of "Sky Striker Mecha - Hornet Drones".',
});
