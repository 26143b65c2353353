/** OP05-107 Lieutenant Spacey: [Your Turn] [Once Per Turn] When a card is added to your hand from your Life, this Character gains +2000 power during this turn. */
import { ability, card, gainPower, yourTurn } from '../dsl.ts';

export default card('OP05-107', {
  text: '[Your Turn] [Once Per Turn] When a card is added to your hand from your Life, this Character gains +2000 power during this turn.',
  abilities: [
    // rules/life.ts `lifeCardToHand`: a Life card added to its owner's hand, by an effect or a cost (001 §4-6).
    ability('onLifeToHand', [{ if: [yourTurn], once: true, text: '+2000 power this turn' }, gainPower(2000, 'turn')]),
  ],
});
