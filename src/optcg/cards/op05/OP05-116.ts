/** OP05-116 Hino Bird Zap: [Main] K.O. up to 1 of your opponent's Characters with a cost equal to or less than the number of your opponent's Life cards. [Trigger] Activate this card's [Main] effect. */
import { card, ko, main, trigger } from '../dsl.ts';
import { costAtMostOpponentsLife } from '../conditions.ts';

const koUpToLife = ko(1, { side: 'opponent', where: costAtMostOpponentsLife });
const zap = "K.O. up to 1 opponent's Character with a cost up to your opponent's Life count";

export default card('OP05-116', {
  text: "[Main] K.O. up to 1 of your opponent's Characters with a cost equal to or less than the number of your opponent's Life cards. [Trigger] Activate this card's [Main] effect.",
  abilities: [main({ text: zap }, koUpToLife), trigger({ text: "activate this card's [Main]" }, koUpToLife)],
});
