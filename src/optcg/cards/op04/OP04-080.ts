/** OP04-080 Gyats: [On Play] Up to 1 of your {Dressrosa} type Characters can also attack active Characters during this turn. */
import { card, grantCanAttackActive, onPlay } from '../dsl.ts';

export default card('OP04-080', {
  text: '[On Play] Up to 1 of your {Dressrosa} type Characters can also attack active Characters during this turn.',
  abilities: [
    onPlay(
      { text: 'a {Dressrosa} Character can also attack active Characters this turn' },
      grantCanAttackActive(1, { side: 'own', types: ['Dressrosa'] }, 'turn'),
    ),
  ],
});
