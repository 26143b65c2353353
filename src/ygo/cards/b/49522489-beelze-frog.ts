import { cardsIn, defineCard } from '../dsl/index.ts';

const TADPOLE = 10456559;

export default defineCard({
  code: 49522489,
  name: 'Beelze Frog',
  kind: 'monster',
  categories: ['effect'],
  level: 3,
  attribute: 'WATER',
  type: 'Aqua',
  atk: 1200,
  def: 800,
  setcodes: [0x12],
  text: 'This card gains 300 ATK for each "T.A.D.P.O.L.E." in your Graveyard.',
  // A continuous effect on its own ATK while face-up on the field (003 §3.4.2).
  statics: [
    {
      kind: 'atk',
      mode: 'add',
      affects: (_d, self, target) => target.uid === self.uid,
      value: (duel, self) =>
        300 * cardsIn(duel, self.controller, 'you', 'gy').filter((u) => duel.cards[u]!.code === TADPOLE).length,
    },
  ],
});
