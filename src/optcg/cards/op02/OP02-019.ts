/** OP02-019 Rakuyo: [DON!! x1] [Your Turn] All of your Characters with a type including "Whitebeard Pirates" gain +1000 power. */
import { aura, card, donX, yourTurn } from '../dsl.ts';

export default card('OP02-019', {
  text: '[DON!! x1] [Your Turn] All of your Characters with a type including "Whitebeard Pirates" gain +1000 power.',
  auras: [aura([donX(1), yourTurn], 1000, { typeIncludes: 'Whitebeard Pirates' })],
});
