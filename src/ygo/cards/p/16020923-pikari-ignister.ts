import {
  and,
  cardsIn,
  changeLevel,
  defineCard,
  faceUp,
  hasLevel,
  isSpellOrTrap,
  levelOf,
  ofArchetype,
  searchDeck,
  targets,
  type CardFilter,
} from '../dsl/index.ts';
import { cardDef } from '../registry.ts';

const AI = 0x136;
const IGNISTER = 0x135;
const aiSpellTrap: CardFilter = and(isSpellOrTrap, (_d, c) => (cardDef(c.code).setcodes ?? []).includes(AI));
/** A face-up "@Ignister" monster whose Level can become 4 (003 §3.3.1: one with a Level, not 4 already). */
const ignisterNotLevel4: CardFilter = and(faceUp, ofArchetype(IGNISTER), (d, c) => hasLevel(c) && levelOf(d, c) !== 4);

export default defineCard({
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
    {
      label: 'Target 1 "@Ignister" monster you control: its Level becomes 4 until the end of this turn',
      // 003 §3.4.2: an Ignition Effect; 003 §3.5.1: once per turn by name (each effect its own).
      type: 'ignition',
      oncePerTurn: 'name',
      target: targets({
        side: 'you',
        zone: 'monsters',
        filter: ignisterNotLevel4,
        prompt: 'Target 1 "@Ignister" monster you control',
      }),
      operation: [
        (ctx) => {
          const t = ctx.target();
          // 003 §3.3.2: a Level change does not apply to a monster turned face-down.
          if (t < 0 || !ctx.card(t).faceUp) return false;
          return changeLevel(ctx.duel, t, 'set', 4, true, ctx.player);
        },
      ],
    },
  ],
});
