/** OP04-003 Usopp: [On K.O.] K.O. up to 1 of your opponent's Characters with 5000 base power or less. */
import { card, ko, onKO } from '../dsl.ts';
import { basePowerAtMost } from '../filters.ts';

export default card('OP04-003', {
  text: "[On K.O.] K.O. up to 1 of your opponent's Characters with 5000 base power or less.",
  abilities: [
    onKO(
      { text: "K.O. an opponent's Character with 5000 base power or less" },
      ko(1, { side: 'opponent', where: basePowerAtMost(5000) }),
    ),
  ],
});
