/** ST01-017 Thousand Sunny (Stage): [Activate: Main] You may rest this Stage: Up to 1 {Straw Hat Crew} type Leader or Character card on your field gains +1000 power during this turn. */
import { activateMain, addPower, card, restThis } from '../dsl.ts';

export default card('ST01-017', {
  text: '[Activate: Main] You may rest this Stage: Up to 1 {Straw Hat Crew} type Leader or Character card on your field gains +1000 power during this turn.',
  abilities: [
    activateMain(
      { cost: [restThis], text: '+1000 to a {Straw Hat Crew} this turn' },
      addPower(1000, 'turn', 1, { side: 'own', leader: true, types: ['Straw Hat Crew'] }),
    ),
  ],
});
