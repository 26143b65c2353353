import { Reason, cardsIn, changePosition, defineCard, destroy, spell, type CardFilter } from '../dsl/index.ts';

/** The opponent's End Phase in which this card is destroyed, counting from its activation. */
const LAST_TURN = 3;

const faceDown: CardFilter = (_d, c) => !c.faceUp;

export default defineCard({
  code: 72302403,
  name: 'Swords of Revealing Light',
  kind: 'spell',
  spellType: 'normal',
  text: "After this card's activation, it remains on the field, but you must destroy it during the End Phase of your opponent's 3rd turn. When this card is activated: If your opponent controls a face-down monster, flip all monsters they control face-up. While this card is face-up on the field, your opponent's monsters cannot declare an attack.",
  effects: [
    spell({
      label: "Flip your opponent's monsters face-up; they cannot attack",
      category: ['position'],
      // 003 §3.3.3: a Normal Spell that stays on the field per its text; the flip is not required to activate it.
      operation: [
        (ctx) => {
          // 003 §3.3.2: face-down monsters are flipped face-up in the same (Defense) position; FLIP effects trigger.
          // The flip applies even if this card was destroyed in response (as in ygopro's script).
          for (const u of cardsIn(ctx.duel, ctx.player, 'opponent', 'monsters', faceDown)) {
            changePosition(ctx.duel, u, { faceUp: true, defense: ctx.card(u).defense }, ctx.player);
          }
          // The turn count starts now, for this card as it is (003 §3.4.4: a moved card is a new card).
          if (ctx.selfUnmoved()) ctx.self.counter = 0;
        },
      ],
    }),
  ],
  // 003 §3.3.3: a Normal Spell that "remains on the field" per its text: not sent to the GY after the chain.
  remainsOnField: true,
  // 003 §3.4.2: a continuous restriction while face-up on the field.
  statics: [{ kind: 'cannot-attack', who: 'opponent' }],
  // Count the opponent's End Phases and destroy it in the 3rd: text-imposed processing, not an
  // activation, so nothing can respond to it (as in ygopro-core).
  phaseHooks: [
    {
      phase: 'end',
      run: (duel, self) => {
        if (self.location !== 'szone' || duel.turnPlayer === self.controller) return;
        self.counter++;
        // "You must destroy it": a destruction the card's own text imposes, by rule (ygopro-core: REASON_RULE).
        if (self.counter >= LAST_TURN) destroy(duel, [self.uid], Reason.RULE, self.controller);
      },
    },
  ],
});
