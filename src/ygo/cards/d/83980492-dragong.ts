import { defineCard, pendulumActivation } from '../dsl/index.ts';

export default defineCard({
  code: 83980492,
  name: 'Dragong',
  kind: 'monster',
  categories: ['normal', 'pendulum'],
  level: 4,
  leftScale: 7,
  rightScale: 7,
  attribute: 'EARTH',
  type: 'Machine',
  atk: 500,
  def: 2100,
  text: '[ Pendulum Effect ]\r\n-n/a-\r\n----------------------------------------\r\n[ Flavor Text ]\r\nThis gong harbors the soul of an untamed dragon. It soars through the skies with an incredible roar, marshaling all those who hear its call to battle.',
  // 003 §3.3.3: no Pendulum Effect; it can still be activated to a Pendulum Zone, for its Scales.
  effects: [pendulumActivation()],
});
