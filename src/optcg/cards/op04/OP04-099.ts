/** OP04-099 Olin: Also treat this card's name as [Charlotte Linlin] according to the rules. [Trigger] If you have 1 or less Life cards, play this card. */
import { card, lifeAtMost, onlyIf, playThis, trigger } from '../dsl.ts';

export default card('OP04-099', {
  text: "Also treat this card's name as [Charlotte Linlin] according to the rules. [Trigger] If you have 1 or less Life cards, play this card.",
  alsoNamed: ['Charlotte Linlin'],
  abilities: [trigger({ text: 'with 1 or less Life: play this card' }, onlyIf(lifeAtMost(1), playThis))],
});
