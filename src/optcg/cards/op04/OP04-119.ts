/** OP04-119 Donquixote Rosinante: [Opponent's Turn] If this Character is rested, your active Characters with a base cost of 5 cannot be K.O.'d by effects. [On Play] You may rest this Character: Play up to 1 green Character card with a cost of 5 from your hand. */
import {
  cannotBeKOdByEffects,
  card,
  onPlay,
  opponentsTurn,
  playFromHand,
  printedCost,
  restThis,
  selfRested,
} from '../dsl.ts';

export default card('OP04-119', {
  text: "[Opponent's Turn] If this Character is rested, your active Characters with a base cost of 5 cannot be K.O.'d by effects.\n[On Play] You may rest this Character: Play up to 1 green Character card with a cost of 5 from your hand.",
  auras: [
    cannotBeKOdByEffects([opponentsTurn, selfRested], {
      side: 'own',
      active: true,
      where: (g, c) => printedCost(g, c) === 5, // "a base cost of 5" (001 §4-9)
    }),
  ],
  abilities: [
    onPlay(
      { cost: [restThis], mayPay: true, text: 'rest it: play a green cost-5 Character from your hand' },
      playFromHand(1, { colors: ['Green'], cost: 5 }, 'Character'),
    ),
  ],
});
