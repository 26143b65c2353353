/** OP04-090 Monkey.D.Luffy: This Character can also attack active Characters. [Activate: Main] [Once Per Turn] You may return 7 cards from your trash to the bottom of your deck in any order: Set this Character as active. Then, this Character will not become active in your next Refresh Phase. */
import { trashToDeckBottomCost } from '../trash.ts';
import { activateMain, card, gains, setActive } from '../dsl.ts';
import { thisStaysRestedNextRefresh } from '../later.ts';

export default card('OP04-090', {
  text: 'This Character can also attack active Characters.\n[Activate: Main] [Once Per Turn] You may return 7 cards from your trash to the bottom of your deck in any order: Set this Character as active. Then, this Character will not become active in your next Refresh Phase.',
  gains: [gains([], { canAttackActive: true })],
  abilities: [
    activateMain(
      {
        once: true,
        cost: [trashToDeckBottomCost(7, {})],
        text: 'set this Character as active; it stays rested in your next Refresh Phase',
      },
      setActive('self'),
      thisStaysRestedNextRefresh,
    ),
  ],
});
