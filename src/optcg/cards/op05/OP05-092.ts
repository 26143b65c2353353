/** OP05-092 Saint Rosward: [Your Turn] If the only Characters on your field are {Celestial Dragons} type Characters, give all of your opponent's Characters −6 cost. */
import { card, fieldCost, yourTurn } from '../dsl.ts';
import { onlyCharactersOfType } from '../conditions.ts';

export default card('OP05-092', {
  text: "[Your Turn] If the only Characters on your field are {Celestial Dragons} type Characters, give all of your opponent's Characters −6 cost.",
  costAuras: [fieldCost([yourTurn, onlyCharactersOfType('Celestial Dragons')], -6, { side: 'opponent' })],
});
