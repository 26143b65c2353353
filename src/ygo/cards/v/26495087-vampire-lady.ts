import { Reason, cardsIn, defineCard, sendToGy, type CardFilter } from '../dsl/index.ts';
import { cardDef } from '../registry.ts';

const KINDS = ['monster', 'spell', 'trap'] as const;

export default defineCard({
  code: 26495087,
  name: 'Vampire Lady',
  kind: 'monster',
  categories: ['effect'],
  level: 4,
  attribute: 'DARK',
  type: 'Zombie',
  atk: 1550,
  def: 1550,
  setcodes: [0x8e],
  text: 'When this card inflicts battle damage to your opponent: Declare 1 card type (Monster, Spell, or Trap); your opponent sends 1 card of that type from their Deck to the Graveyard.',
  effects: [
    {
      label: 'Declare a card type: your opponent sends 1 card of that type from their Deck to the GY',
      // "When …: Declare": a mandatory trigger.
      type: 'trigger',
      event: 'damage',
      mandatory: true,
      eventFilter: (ctx, ev) =>
        ev.uid === ctx.self.uid && (ev.reason & Reason.BATTLE) !== 0 && ev.player === ctx.opponent,
      category: ['deck-destruction'],
      operation: [
        (ctx) => {
          // The declaration, then the opponent's choice: asked before anything moves.
          const kind = KINDS[ctx.chooseOption(['Monster', 'Spell', 'Trap'], 'Declare 1 card type', 'declare')]!;
          const ofKind: CardFilter = (_d, c) => cardDef(c.code).kind === kind;
          const pool = cardsIn(ctx.duel, ctx.opponent, 'you', 'deck', ofKind);
          if (pool.length === 0) return false;
          const pick = ctx.chooseOne(pool, `Send 1 ${kind} card from your Deck to the GY`, ctx.opponent);
          sendToGy(ctx.duel, [pick], Reason.EFFECT, ctx.player, ctx.asker);
          return true;
        },
      ],
    },
  ],
});
