import { defineCard, pendulumActivation } from '../dsl/index.ts';

export default defineCard({
  code: 17390179,
  name: 'Flash Knight',
  kind: 'monster',
  categories: ['normal', 'pendulum'],
  level: 4,
  leftScale: 7,
  rightScale: 7,
  attribute: 'LIGHT',
  type: 'Warrior',
  atk: 1800,
  def: 600,
  text: '[ Pendulum Effect ]\r\n-n/a-\r\n----------------------------------------\r\n[ Flavor Text ]\r\nThe power of the pendulum flashes forth from this shining knight.',
  // 003 §3.3.3: no Pendulum Effect; it can still be activated to a Pendulum Zone, for its Scales.
  effects: [pendulumActivation()],
});
