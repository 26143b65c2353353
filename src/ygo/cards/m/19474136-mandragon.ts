import { defineCard, pendulumActivation } from '../dsl/index.ts';

export default defineCard({
  code: 19474136,
  name: 'Mandragon',
  kind: 'monster',
  categories: ['normal', 'pendulum'],
  level: 5,
  leftScale: 2,
  rightScale: 2,
  attribute: 'EARTH',
  type: 'Plant',
  atk: 2500,
  def: 1000,
  text: '[ Pendulum Effect ]\r\n-n/a-\r\n----------------------------------------\r\n[ Flavor Text ]\r\nThis mandragora harbors the soul of a sorrowful dragon. The cursed tones of its wailing cause both fear and despair.',
  // 003 §3.3.3: no Pendulum Effect; it can still be activated to a Pendulum Zone, for its Scales.
  effects: [pendulumActivation()],
});
