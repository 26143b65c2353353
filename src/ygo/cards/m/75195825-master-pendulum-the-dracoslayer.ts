import { defineCard, destroyTargets, inPendulumZone, pendulumActivation, targets } from '../dsl/index.ts';

const pendulumZoneTarget = targets({
  side: 'both',
  zone: 'spells',
  filter: (d, c) => inPendulumZone(d, c),
  prompt: 'Target 1 card in a Pendulum Zone',
});

export default defineCard({
  code: 75195825,
  name: 'Master Pendulum, the Dracoslayer',
  kind: 'monster',
  categories: ['normal', 'pendulum'],
  level: 4,
  leftScale: 3,
  rightScale: 3,
  attribute: 'LIGHT',
  type: 'Dragon',
  atk: 1950,
  def: 0,
  setcodes: [0xc7, 0xf2],
  text: '[ Pendulum Effect ]\r\nOnce, while this card is in your Pendulum Zone: You can target 1 card in a Pendulum Zone; destroy it.\r\n----------------------------------------\r\n[ Flavor Text ]\r\n"Luster Pendulum, the Dracoslayer" continues his journey to uncover the secrets of Dragon Alchemy, believing it is the key to dispelling his curse and restoring his memory. His power continues to grow... perhaps the same power used by the Dracofiends?',
  effects: [
    pendulumActivation(),
    {
      label: 'Destroy 1 card in a Pendulum Zone',
      // 003 §3.3.3: a Pendulum Effect: an ignition Spell effect of the card in the Pendulum Zone, Spell Speed 1.
      type: 'ignition',
      pendulum: true,
      category: ['destroy'],
      // "Once, while this card is in your Pendulum Zone": its counter, cleared when it moves, records the use.
      condition: (ctx) => ctx.self.counter === 0,
      target: {
        can: pendulumZoneTarget.can,
        choose: (ctx) => {
          pendulumZoneTarget.choose(ctx);
          ctx.self.counter = 1;
        },
      },
      operation: [destroyTargets],
    },
  ],
});
