/** OP04-112 Yamato: [On Play] K.O. up to 1 of your opponent's Characters with a cost equal to or less than the total of your and your opponent's Life cards. Then, if you have 1 or less Life cards, add up to 1 card from the top of your deck to the top of your Life cards. */
import { card, deckTopToLife, ko, lifeAtMost, onPlay, onlyIf } from '../dsl.ts';
import { costAtMostTotalLife } from '../life.ts';

export default card('OP04-112', {
  text: "[On Play] K.O. up to 1 of your opponent's Characters with a cost equal to or less than the total of your and your opponent's Life cards. Then, if you have 1 or less Life cards, add up to 1 card from the top of your deck to the top of your Life cards.",
  abilities: [
    onPlay(
      { text: 'K.O. a Character with a cost up to the total Life; with 1 or less Life, the top deck card to Life' },
      ko(1, { side: 'opponent', where: costAtMostTotalLife }),
      onlyIf(lifeAtMost(1), deckTopToLife(1)),
    ),
  ],
});
