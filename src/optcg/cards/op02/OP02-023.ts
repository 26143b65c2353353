/** OP02-023 You May Be a Fool...but I Still Love You: [Main] If you have 3 or less Life cards, you cannot add Life cards to your hand using your own effects during this turn. [Trigger] Up to 1 of your Leader gains +1000 power during this turn. */
import { addPower, card, lifeAtMost, main, onlyIf, trigger } from '../dsl.ts';
import { noLifeToHandThisTurn } from '../life.ts';

export default card('OP02-023', {
  text: '[Main] If you have 3 or less Life cards, you cannot add Life cards to your hand using your own effects during this turn. [Trigger] Up to 1 of your Leader gains +1000 power during this turn.',
  abilities: [
    main(
      { text: 'with 3 or less Life: no Life to hand by your effects this turn' },
      onlyIf(lifeAtMost(3), noLifeToHandThisTurn),
    ),
    trigger({ text: 'your Leader +1000 this turn' }, addPower(1000, 'turn', 1, { leader: true, characters: false })),
  ],
});
