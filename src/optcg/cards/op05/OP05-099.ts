/** OP05-099 Amazon: [On Your Opponent's Attack] You may rest this Character: Your opponent may trash 1 card from the top of their Life cards. If they do not, give up to 1 of your opponent's Leader or Character cards −2000 power during this turn. */
import { opponentMayElse } from '../choice.ts';
import { addPower, card, onOpponentsAttack, restThis } from '../dsl.ts';
import { opponentLifeAtLeast } from '../conditions.ts';
import { trashOpponentsTopLife } from '../life.ts';

export default card('OP05-099', {
  text: "[On Your Opponent's Attack] You may rest this Character: Your opponent may trash 1 card from the top of their Life cards. If they do not, give up to 1 of your opponent's Leader or Character cards −2000 power during this turn.",
  abilities: [
    onOpponentsAttack(
      { cost: [restThis], mayPay: true, text: 'rest this: your opponent trashes 1 Life card, or −2000 to 1 of theirs' },
      opponentMayElse(
        'Trash 1 card from the top of your Life cards? (If you do not, 1 of your Leader or Characters gets −2000 power)',
        opponentLifeAtLeast(1), // with no Life card they cannot trash one: the −2000 follows
        trashOpponentsTopLife,
        addPower(-2000, 'turn', 1, { side: 'opponent', leader: true }),
      ),
    ),
  ],
});
