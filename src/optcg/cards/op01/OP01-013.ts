/** OP01-013 Sanji: [Activate: Main] [Once Per Turn] You may add 1 card from your Life area to your hand: This Character gains +2000 power during this turn. Then, give this Character up to 2 rested DON!! cards. */
import { activateMain, card, gainPower, giveRestedDon, lifeToHandCost } from '../dsl.ts';

export default card('OP01-013', {
  text: '[Activate: Main] [Once Per Turn] You may add 1 card from your Life area to your hand: This Character gains +2000 power during this turn. Then, give this Character up to 2 rested DON!! cards.',
  abilities: [
    activateMain(
      { text: 'add 1 Life card to your hand: +2000, then up to 2 rested DON!!', once: true, cost: [lifeToHandCost()] },
      gainPower(2000, 'turn'),
      giveRestedDon(2, { self: true }),
    ),
  ],
});
