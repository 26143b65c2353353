/** OP04-096 Corrida Coliseum: If your Leader has the {Dressrosa} type, your {Dressrosa} type Characters can attack Characters on the turn in which they are played. */
import { attackCharactersWhenPlayed, card, leaderHasType } from '../dsl.ts';

export default card('OP04-096', {
  text: 'If your Leader has the {Dressrosa} type, your {Dressrosa} type Characters can attack Characters on the turn in which they are played.',
  auras: [attackCharactersWhenPlayed([leaderHasType('Dressrosa')], { side: 'own', types: ['Dressrosa'] })],
});
