/** OP04-109 Tonoyasu: [Activate: Main] You may trash this Character: Up to 1 of your {Land of Wano} type Leader or Character cards gains +3000 power during this turn. */
import { activateMain, addPower, card } from '../dsl.ts';
import { trashThisCost } from '../trash.ts';

export default card('OP04-109', {
  text: '[Activate: Main] You may trash this Character: Up to 1 of your {Land of Wano} type Leader or Character cards gains +3000 power during this turn.',
  abilities: [
    activateMain(
      { cost: [trashThisCost], text: 'a {Land of Wano} Leader or Character +3000 this turn' },
      addPower(3000, 'turn', 1, { side: 'own', leader: true, types: ['Land of Wano'] }),
    ),
  ],
});
