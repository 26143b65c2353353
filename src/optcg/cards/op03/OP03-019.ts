/** OP03-019 Fiery Doll: [Main] Your Leader gains +4000 power during this turn. [Trigger] Give up to 1 of your opponent's Leader or Character cards −10000 power during this turn. */
import { addPower, allGainPower, card, main, trigger } from '../dsl.ts';

export default card('OP03-019', {
  text: "[Main] Your Leader gains +4000 power during this turn. [Trigger] Give up to 1 of your opponent's Leader or Character cards −10000 power during this turn.",
  abilities: [
    main({ text: 'your Leader +4000 this turn' }, allGainPower(4000, 'turn', { leader: true, characters: false })),
    trigger(
      { text: "up to 1 opponent's Leader or Character −10000 this turn" },
      addPower(-10000, 'turn', 1, { side: 'opponent', leader: true }),
    ),
  ],
});
