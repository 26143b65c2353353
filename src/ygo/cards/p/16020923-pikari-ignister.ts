import { and, cardsIn, defineCard, isSpellOrTrap, searchDeck, type CardFilter } from '../dsl/index.ts';
import { cardDef } from '../registry.ts';

const AI = 0x136;
const aiSpellTrap: CardFilter = and(isSpellOrTrap, (_d, c) => (cardDef(c.code).setcodes ?? []).includes(AI));

export default defineCard({
  incomplete: '"its Level becomes 4 until the end of this turn"',
  code: 16020923,
  name: 'Pikari @Ignister',
  kind: 'monster',
  categories: ['effect'],
  level: 4,
  attribute: 'LIGHT',
  type: 'Cyberse',
  atk: 1200,
  def: 600,
  setcodes: [0x135],
  text: 'If this card is Normal or Special Summoned: You can add 1 "A.I." Spell/Trap from your Deck to your hand. You can target 1 "@Ignister" monster you control; its Level becomes 4 until the end of this turn. You can only use each effect of "Pikari @Ignister" once per turn.',
  effects: [
    {
      label: 'Add 1 "A.I." Spell/Trap from your Deck to your hand',
      type: 'trigger',
      event: 'summoned',
      eventFilter: (ctx, ev) => ev.uid === ctx.self.uid && ev.stamp === ctx.self.stamp && ctx.self.summon !== 'flip',
      oncePerTurn: 'name',
      category: ['search', 'to-hand'],
      feasible: (ctx) => cardsIn(ctx.duel, ctx.player, 'you', 'deck', aiSpellTrap).length > 0,
      operation: [searchDeck(aiSpellTrap, 'Add 1 "A.I." Spell/Trap from your Deck to your hand')],
    },
    // TODO(kernel): "its Level becomes 4 until the end of this turn" needs Level-changing effects (003 §3.3.1).
  ],
});
