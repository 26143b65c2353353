import { cardsIn, defineCard, ofArchetype, pendulumActivation } from '../dsl/index.ts';

const AMORPHAGE = 0xe0;

export default defineCard({
  incomplete: 'its Standby Phase maintenance and its Extra Deck Special Summon lock',
  code: 69072185,
  name: 'Amorphage Goliath',
  kind: 'monster',
  categories: ['effect', 'pendulum'],
  level: 8,
  leftScale: 5,
  rightScale: 5,
  attribute: 'EARTH',
  type: 'Dragon',
  atk: 2750,
  def: 0,
  setcodes: [AMORPHAGE],
  text: '[ Pendulum Effect ]\r\nWhile you control an "Amorphage" monster, any card sent to the GY is banished instead, except "Amorphage" cards. Once per turn, during your Standby Phase, Tribute 1 monster or destroy this card.\r\n----------------------------------------\r\n[ Monster Effect ]\r\nNeither player can Special Summon monsters from the Extra Deck, except "Amorphage" monsters.',
  // 003 §3.3.3: its Pendulum Effect applies continuously while it is in the Pendulum Zone.
  pendulumStatics: [
    {
      kind: 'banish-instead-of-gy',
      monstersOnly: false,
      cards: (duel, self, c) =>
        !ofArchetype(AMORPHAGE)(duel, c) &&
        cardsIn(duel, self.controller, 'you', 'monsters', (d, m) => m.faceUp && ofArchetype(AMORPHAGE)(d, m)).length >
          0,
    },
  ],
  // TODO(kernel): the Standby Phase maintenance ("Tribute 1 monster or destroy this card", a choice without a chain)
  // and the monster effect's lock on Special Summons from the Extra Deck ("except 'Amorphage' monsters") need a
  // maintenance hook that asks, and a Special Summon lock kind read by the Extra Deck Summons.
  effects: [pendulumActivation()],
});
