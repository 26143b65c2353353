/** OP05-011 Bartholomew Kuma: [On Play] K.O. up to 1 of your opponent's Characters with 2000 power or less. [Trigger] If your Leader is multicolored, play this card. */
import { card, ko, onPlay, onlyIf, playThis, trigger } from '../dsl.ts';
import { leaderMulticolored } from '../conditions.ts';

export default card('OP05-011', {
  text: "[On Play] K.O. up to 1 of your opponent's Characters with 2000 power or less. [Trigger] If your Leader is multicolored, play this card.",
  abilities: [
    onPlay(
      { text: "K.O. up to 1 opponent's Character with 2000 power or less" },
      ko(1, { side: 'opponent', maxPower: 2000 }),
    ),
    trigger({ text: 'with a multicolored Leader, play this card' }, onlyIf(leaderMulticolored, playThis)),
  ],
});
