/** OP05-053 Mozambia: [Your Turn] [Once Per Turn] When you draw a card outside of your Draw Phase, this Character gains +2000 power during this turn. */
import { ability, card, gainPower, yourTurn } from '../dsl.ts';

export default card('OP05-053', {
  text: '[Your Turn] [Once Per Turn] When you draw a card outside of your Draw Phase, this Character gains +2000 power during this turn.',
  abilities: [
    // rules/draw.ts: every draw by an effect (001 §4-5-3) outside the drawer's Draw Phase (001 §6-3-1).
    ability('onDrawOutsideDrawPhase', [
      { if: [yourTurn], once: true, text: '+2000 power this turn' },
      gainPower(2000, 'turn'),
    ]),
  ],
});
