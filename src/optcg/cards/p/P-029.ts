/** P-029 Bartolomeo: [End of Your Turn] You may rest this Character: Set up to 1 of your {FILM} type Characters other than [Bartolomeo] as active. */
import { card, endOfYourTurn, restThis, setActive } from '../dsl.ts';

export default card('P-029', {
  text: '[End of Your Turn] You may rest this Character: Set up to 1 of your {FILM} type Characters other than [Bartolomeo] as active.',
  abilities: [
    endOfYourTurn(
      { cost: [restThis], mayPay: true, text: 'rest this: set a {FILM} Character other than [Bartolomeo] as active' },
      setActive(1, { types: ['FILM'], nameNot: 'Bartolomeo' }),
    ),
  ],
});
