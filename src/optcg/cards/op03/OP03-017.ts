/** OP03-017 Cross Fire: [Main]/[Counter] If your Leader's type includes "Whitebeard Pirates", give up to 1 of your opponent's Characters −4000 power during this turn. [Trigger] Activate this card's [Main] effect. */
import { addPower, card, counter, leaderTypeIncludes, main, onlyIf, trigger } from '../dsl.ts';

// "If your Leader's type includes \"Whitebeard Pirates\"": read as the effect resolves (001 §8-3-3).
const minus4000 = onlyIf(leaderTypeIncludes('Whitebeard Pirates'), addPower(-4000, 'turn', 1, { side: 'opponent' }));
const crossFire = "with a Whitebeard Pirates Leader, up to 1 opponent's Character −4000 this turn";

export default card('OP03-017', {
  text: "[Main]/[Counter] If your Leader's type includes \"Whitebeard Pirates\", give up to 1 of your opponent's Characters −4000 power during this turn. [Trigger] Activate this card's [Main] effect.",
  abilities: [
    main({ text: crossFire }, minus4000),
    counter({ text: crossFire }, minus4000),
    trigger({ text: "activate this card's [Main]" }, minus4000),
  ],
});
