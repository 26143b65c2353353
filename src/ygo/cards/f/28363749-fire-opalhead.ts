import { defineCard, pendulumActivation } from '../dsl/index.ts';

export default defineCard({
  code: 28363749,
  name: 'Fire Opalhead',
  kind: 'monster',
  categories: ['normal', 'pendulum'],
  level: 6,
  leftScale: 0,
  rightScale: 0,
  attribute: 'FIRE',
  type: 'Dinosaur',
  atk: 2500,
  def: 1000,
  text: '[ Pendulum Effect ]\r\n-n/a-\r\n----------------------------------------\r\n[ Flavor Text ]\r\nA blazingly hardheaded dinosaur leader. It greets its enemies with its signature move Fire Opal Headbutt after toying with them with its dynamic movements and flames.',
  // 003 §3.3.3: no Pendulum Effect; it can still be activated to a Pendulum Zone, for its Scales.
  effects: [pendulumActivation()],
});
