import { Reason, changeLevel, damage, defineCard, levelOf } from '../dsl/index.ts';
import type { CardInstance, DuelState } from '../dsl/index.ts';

/** "Its Level x 400": its current Level (003 §3.3.1). */
const levelTimes400 = (duel: DuelState, self: CardInstance): number => levelOf(duel, self) * 400;

export default defineCard({
  code: 82971335,
  name: 'Fortune Lady Earth',
  kind: 'monster',
  categories: ['effect'],
  level: 6,
  attribute: 'EARTH',
  type: 'Spellcaster',
  // 003 §3.3.1: "?" ATK/DEF (-2 in the card database): 0 on the field unless its own effect applies,
  // undetermined in the Deck or GY (TC-20).
  atk: -2,
  def: -2,
  setcodes: [0x31],
  text: "This card's ATK and DEF are equal to its Level x 400. During each of your Standby Phases, increase the Level of this card by 1 (max 12). When the Level of this card increases, inflict 400 damage to your opponent.",
  // A continuous effect while face-up on the field.
  statics: [
    { kind: 'atk', mode: 'set', affects: (_d, self, c) => c.uid === self.uid, value: levelTimes400 },
    { kind: 'def', mode: 'set', affects: (_d, self, c) => c.uid === self.uid, value: levelTimes400 },
  ],
  effects: [
    {
      label: 'Increase its Level by 1 (max 12)',
      // "During each of your Standby Phases": a mandatory trigger in its controller's Standby Phase (003 §3.6.3).
      type: 'trigger',
      event: 'phase-standby',
      mandatory: true,
      eventFilter: (ctx) => ctx.duel.turnPlayer === ctx.player && ctx.self.location === 'mzone' && ctx.self.faceUp,
      operation: [
        (ctx) => {
          // "(max 12)": a Level 12 Fortune Lady Earth stays 12 (003 §3.4.1: what cannot be done is skipped).
          const self = ctx.self;
          if (!ctx.selfUnmoved() || self.location !== 'mzone' || !self.faceUp) return false;
          if (levelOf(ctx.duel, self) >= 12) return false;
          return changeLevel(ctx.duel, self.uid, 'add', 1, false, ctx.player);
        },
      ],
    },
    {
      label: 'Inflict 400 damage to your opponent',
      // "When the Level of this card increases": a mandatory trigger on any increase of its Level (rules/level.ts).
      type: 'trigger',
      event: 'level-up',
      mandatory: true,
      eventFilter: (ctx, ev) => ev.uid === ctx.self.uid && ev.stamp === ctx.self.stamp,
      category: ['damage'],
      operation: [(ctx) => damage(ctx.duel, ctx.opponent, 400, Reason.EFFECT, ctx.player)],
    },
  ],
});
