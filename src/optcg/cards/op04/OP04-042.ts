/** OP04-042 Ipponmatsu: [On Play] Up to 1 of your <Slash> attribute Characters gains +3000 power during this turn. Then, trash 1 card from the top of your deck. */
import { trashDeckTop } from '../deck.ts';
import { addPower, card, onPlay } from '../dsl.ts';
import { hasAttribute } from '../filters.ts';

export default card('OP04-042', {
  text: '[On Play] Up to 1 of your <Slash> attribute Characters gains +3000 power during this turn. Then, trash 1 card from the top of your deck.',
  abilities: [
    onPlay(
      { text: 'a <Slash> Character +3000 this turn; trash the top card of your deck' },
      addPower(3000, 'turn', 1, { side: 'own', where: hasAttribute('Slash') }),
      trashDeckTop(1, false),
    ),
  ],
});
