import { defineCard } from '../dsl/index.ts';

export default defineCard({
  code: 90582719,
  name: 'Gladiator Beast Andal',
  kind: 'monster',
  categories: ['normal'],
  level: 4,
  attribute: 'EARTH',
  type: 'Beast',
  atk: 1900,
  def: 1500,
  setcodes: [0x19],
  text: 'This one-eyed warrior bear is an aggressive hunter that strikes down its prey with the powerful swipes of its claws. No one can bear the brunt of his tremendously fast and heavy blows.',
});
