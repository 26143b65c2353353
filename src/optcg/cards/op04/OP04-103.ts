/** OP04-103 Kouzuki Hiyori: [On Play] Up to 1 of your {Land of Wano} type Leader or Character cards gains +1000 power during this turn. [Trigger] Play this card. */
import { addPower, card, onPlay, playThis, trigger } from '../dsl.ts';

export default card('OP04-103', {
  text: '[On Play] Up to 1 of your {Land of Wano} type Leader or Character cards gains +1000 power during this turn. [Trigger] Play this card.',
  abilities: [
    onPlay(
      { text: 'a {Land of Wano} Leader or Character +1000 this turn' },
      addPower(1000, 'turn', 1, { side: 'own', leader: true, types: ['Land of Wano'] }),
    ),
    trigger({ text: 'play this card' }, playThis),
  ],
});
