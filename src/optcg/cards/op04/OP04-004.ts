/** OP04-004 Karoo: [Activate: Main] You may rest this Character: Give up to 1 rested DON!! card to each of your {Alabasta} type Characters. */
import { giveRestedDonToEach } from '../don.ts';
import { activateMain, card, restThis } from '../dsl.ts';

export default card('OP04-004', {
  text: '[Activate: Main] You may rest this Character: Give up to 1 rested DON!! card to each of your {Alabasta} type Characters.',
  abilities: [
    activateMain(
      { cost: [restThis], text: 'up to 1 rested DON!! to each {Alabasta} Character' },
      giveRestedDonToEach({ side: 'own', types: ['Alabasta'] }),
    ),
  ],
});
