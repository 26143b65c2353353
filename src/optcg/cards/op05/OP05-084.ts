/** OP05-084 Saint Charlos: [Your Turn] If the only Characters on your field are {Celestial Dragons} type Characters, give all of your opponent's Characters −4 cost. */
import { card, fieldCost, yourTurn } from '../dsl.ts';
import { onlyCharactersOfType } from '../conditions.ts';

export default card('OP05-084', {
  text: "[Your Turn] If the only Characters on your field are {Celestial Dragons} type Characters, give all of your opponent's Characters −4 cost.",
  costAuras: [fieldCost([yourTurn, onlyCharactersOfType('Celestial Dragons')], -4, { side: 'opponent' })],
});
