import { defineCard } from '../dsl/index.ts';

export default defineCard({
  code: 89631139,
  name: 'Blue-Eyes White Dragon',
  kind: 'monster',
  categories: ['normal'],
  level: 8,
  attribute: 'LIGHT',
  type: 'Dragon',
  atk: 3000,
  def: 2500,
  setcodes: [0xdd],
  text: 'This legendary dragon is a powerful engine of destruction. Virtually invincible, very few have faced this awesome creature and lived to tell the tale.',
});
