import { cardsIn, defineCard, isNamed } from '../dsl/index.ts';

const DARK_MAGICIAN = 46986414;
const MAGICIAN_OF_BLACK_CHAOS = 30208479;

export default defineCard({
  code: 38033121,
  name: 'Dark Magician Girl',
  kind: 'monster',
  categories: ['effect'],
  level: 6,
  attribute: 'DARK',
  type: 'Spellcaster',
  atk: 2000,
  def: 1700,
  setcodes: [0x30a2],
  text: 'Gains 300 ATK for every "Dark Magician" or "Magician of Black Chaos" in the GY.',
  statics: [
    {
      // 003 §3.4.2: a continuous effect while face-up; "in the GY" counts both players' GYs.
      kind: 'atk',
      mode: 'add',
      affects: (_d, self, c) => c.uid === self.uid,
      value: (duel, self) =>
        300 *
        // 003 §3.3.1: by current name (a card whose name becomes "Dark Magician" in the GY counts).
        cardsIn(duel, self.controller, 'both', 'gy', isNamed(DARK_MAGICIAN, MAGICIAN_OF_BLACK_CHAOS)).length,
    },
  ],
});
