/**
 * ST02-010 Basil Hawkins: [DON!! x1] [Once Per Turn] [Your Turn] If this Character battles your
 * opponent's Character, set this card as active.
 * Read as an end-of-battle ability (001 §7-1-5-2 "if … in this battle"): on your turn this
 * Character is the attacker, and the battle was against a Character (the attacked card or a blocker).
 */
import { card, donX, endOfBattle, setActive, yourTurn, type Cond } from '../dsl.ts';
import { defAt } from '../defs.ts';

const battledOpponentsCharacter: Cond = (g, self) => {
  const b = g.battle;
  return (
    b !== null &&
    b.attacker === self &&
    // 001 §7-1-3-2-3, §7-1-4: it battled only if the Damage Step compared powers (issue 11 item 17).
    b.fought &&
    defAt(g.code, b.target).stats.category === 'Character' &&
    g.owner[b.target] !== g.owner[self]
  );
};

export default card('ST02-010', {
  text: "[DON!! x1] [Once Per Turn] [Your Turn] If this Character battles your opponent's Character, set this card as active.",
  abilities: [
    endOfBattle(
      { if: [donX(1), yourTurn, battledOpponentsCharacter], once: true, text: 'set this card as active' },
      setActive('self'),
    ),
  ],
});
