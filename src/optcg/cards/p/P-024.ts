/** P-024 I'm Gonna Be King of the Pirates!!: [Main] Your Leader gains +1000 power for each of your Characters during this turn. [Trigger] Up to 1 of your Leader or Character cards gains +1000 power during this turn. */
import { addPower, card, leaderGainsFor, main, trigger, yourCharacters, yourLeaderOrCharacter } from '../dsl.ts';

export default card('P-024', {
  text: '[Main] Your Leader gains +1000 power for each of your Characters during this turn. [Trigger] Up to 1 of your Leader or Character cards gains +1000 power during this turn.',
  abilities: [
    main(
      { text: 'your Leader +1000 for each of your Characters this turn' },
      leaderGainsFor(1000, yourCharacters, 'turn'),
    ),
    trigger({ text: 'your Leader or a Character +1000 this turn' }, addPower(1000, 'turn', 1, yourLeaderOrCharacter)),
  ],
});
