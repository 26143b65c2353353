/** OP04-100 Capone"Gang"Bege: [Trigger] Up to 1 of your opponent's Leader or Character cards cannot attack during this turn. */
import { cannotAttack, card, trigger } from '../dsl.ts';

export default card('OP04-100', {
  text: "[Trigger] Up to 1 of your opponent's Leader or Character cards cannot attack during this turn.",
  abilities: [
    trigger(
      { text: "an opponent's Leader or Character cannot attack this turn" },
      cannotAttack(1, { side: 'opponent', leader: true }, 'turn'),
    ),
  ],
});
