/** OP01-099 Kurozumi Semimaru: {Kurozumi Clan} type Characters other than your [Kurozumi Semimaru] cannot be K.O.'d in battle. */
import { cannotBeKOdInBattle, card, namesOf } from '../dsl.ts';

export default card('OP01-099', {
  text: "{Kurozumi Clan} type Characters other than your [Kurozumi Semimaru] cannot be K.O.'d in battle.",
  // "other than your [Kurozumi Semimaru]": read as written, it reaches {Kurozumi Clan} Characters of both players.
  auras: [
    cannotBeKOdInBattle([], {
      side: 'any',
      types: ['Kurozumi Clan'],
      where: (g, c, self) => !(g.owner[c] === g.owner[self] && namesOf(g, c).includes('Kurozumi Semimaru')),
    }),
  ],
});
