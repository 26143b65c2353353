/** ST02-009 Trafalgar Law: [On Play] Set up to 1 of your {Supernovas} or {Heart Pirates} type rested Characters with a cost of 5 or less as active. */
import { card, onPlay, setActive } from '../dsl.ts';

export default card('ST02-009', {
  text: '[On Play] Set up to 1 of your {Supernovas} or {Heart Pirates} type rested Characters with a cost of 5 or less as active.',
  abilities: [
    onPlay(
      { text: 'set up to 1 {Supernovas}/{Heart Pirates} cost ≤5 as active' },
      setActive(1, { side: 'own', types: ['Supernovas', 'Heart Pirates'], maxCost: 5 }),
    ),
  ],
});
