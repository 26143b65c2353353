/** OP05-002 Belo Betty: [Activate: Main] [Once Per Turn] You may trash 1 {Revolutionary Army} type card from your hand: Up to 3 of your {Revolutionary Army} type Characters or Characters with a [Trigger] gain +3000 power during this turn. */
import type { OptcgState } from '../../types.ts';
import { defAt } from '../defs.ts';
import { activateMain, addPower, card, trashFromHandCost } from '../dsl.ts';

/** "{Revolutionary Army} type Characters or Characters with a [Trigger]" (001 §2-4, §10-1-5). */
const armyOrTrigger = (g: OptcgState, c: number): boolean =>
  defAt(g.code, c).stats.types.includes('Revolutionary Army') || defAt(g.code, c).trigger;

export default card('OP05-002', {
  text: '[Activate: Main] [Once Per Turn] You may trash 1 {Revolutionary Army} type card from your hand: Up to 3 of your {Revolutionary Army} type Characters or Characters with a [Trigger] gain +3000 power during this turn.',
  abilities: [
    activateMain(
      {
        once: true,
        cost: [trashFromHandCost(1, { types: ['Revolutionary Army'] })],
        text: 'trash 1 Revolutionary Army card: up to 3 Revolutionary Army or [Trigger] Characters +3000 this turn',
      },
      addPower(3000, 'turn', 3, { where: armyOrTrigger }),
    ),
  ],
});
