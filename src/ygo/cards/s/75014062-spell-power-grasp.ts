import {
  Reason,
  cardsIn,
  counterRoom,
  defineCard,
  placeCounters,
  shuffleDeck,
  spell,
  targets,
  toHand,
  type CardInstance,
  type DuelState,
} from '../dsl/index.ts';

const SPELL_POWER_GRASP = 75014062;

/** 003 §2.2.2: a face-up card on the field that can have a Spell Counter placed on it now. */
const canTakeSpellCounter = (duel: DuelState, c: CardInstance): boolean => counterRoom(duel, c, 'spell') > 0;

export default defineCard({
  code: SPELL_POWER_GRASP,
  name: 'Spell Power Grasp',
  kind: 'spell',
  spellType: 'normal',
  text: 'Target 1 face-up card on the field that you can place a Spell Counter on; place 1 Spell Counter on that target, then you can add 1 "Spell Power Grasp" from your Deck to your hand. You can only activate 1 "Spell Power Grasp" per turn.',
  effects: [
    spell({
      label: 'Place 1 Spell Counter on a card that can have one, then you may add 1 "Spell Power Grasp" from your Deck',
      category: ['search', 'to-hand'],
      // 003 §3.5.1: "You can only activate 1 per turn".
      oncePerTurn: 'name',
      // 003 §2.2.2: only a card whose own text places Spell Counters on itself (and that has room) can be targeted;
      // Spell Power Grasp places them on others only, so it is no such card itself.
      target: targets({
        side: 'both',
        zone: 'field',
        filter: canTakeSpellCounter,
        exceptSelf: true,
        prompt: 'Target 1 face-up card you can place a Spell Counter on',
      }),
      operation: [
        // Placed by another card: not removed if that card is negated (003 §3.4.4, TC-110). "Then": only if placed.
        (ctx) => {
          const t = ctx.target();
          return t >= 0 && placeCounters(ctx.duel, t, 'spell', 1, false) > 0;
        },
        (ctx) => {
          const more = cardsIn(ctx.duel, ctx.player, 'you', 'deck', (_d, c) => c.code === SPELL_POWER_GRASP);
          if (!more.length || !ctx.yesNo('Add 1 "Spell Power Grasp" from your Deck to your hand?')) return;
          toHand(ctx.duel, [more[0]!], Reason.EFFECT, ctx.player);
          shuffleDeck(ctx.duel, ctx.player);
        },
      ],
    }),
  ],
});
