import {
  Reason,
  cardsIn,
  defineCard,
  equipCard,
  freeSpellZones,
  sendToGy,
  specialSummonTarget,
  targets,
  type CardFilter,
  type CardInstance,
  type DuelState,
} from '../dsl/index.ts';
import { cardDef } from '../registry.ts';

/** "Level 7 or 8 Dragon-Type monster" (by its printed card: in the hand or GY). */
const dragon78: CardFilter = (_d, c) => {
  const def = cardDef(c.code);
  return def.kind === 'monster' && def.type === 'Dragon' && (def.level === 7 || def.level === 8);
};

/** The monsters equipped to this card by its own effect (003 §3.4.4: kept in the Equip Card's `equipBy`). */
const equippedByThis = (duel: DuelState, self: CardInstance): CardInstance[] =>
  duel.players[self.controller].szone
    .filter((u) => u >= 0)
    .map((u) => duel.cards[u]!)
    .filter((e) => e.equipTarget === self.uid && e.equipBy === self.uid);

/** Half of the equipped monsters' ATK or DEF (as Equip Cards they have their printed values, 003 §3.3.1: "?" is 0). */
const half = (duel: DuelState, self: CardInstance, stat: 'atk' | 'def'): number =>
  equippedByThis(duel, self).reduce((n, e) => n + Math.ceil(Math.max(0, cardDef(e.code)[stat] ?? 0) / 2), 0);

export default defineCard({
  code: 33460840,
  name: 'Guardian of Felgrand',
  kind: 'monster',
  categories: ['effect'],
  level: 4,
  attribute: 'LIGHT',
  type: 'Dragon',
  atk: 500,
  def: 500,
  setcodes: [0x52],
  text: 'If this card is Normal or Special Summoned: You can equip 1 Level 7 or 8 Dragon-Type monster from your hand or Graveyard to this card. This card gains ATK and DEF equal to half the ATK and DEF of the monster equipped to it by this effect. You can Tribute 1 monster and this card, then target 1 Level 7 or 8 Dragon-Type monster in your Graveyard; Special Summon it.',
  // A monster continuous effect: it applies while this card is face-up in the Monster Zone.
  statics: [
    {
      kind: 'atk',
      mode: 'add',
      affects: (_d, self, c) => c.uid === self.uid,
      value: (d, self) => half(d, self, 'atk'),
    },
    {
      kind: 'def',
      mode: 'add',
      affects: (_d, self, c) => c.uid === self.uid,
      value: (d, self) => half(d, self, 'def'),
    },
  ],
  effects: [
    {
      label: 'Equip 1 Level 7 or 8 Dragon monster from your hand or GY to this card',
      // "If …: You can": an optional trigger that does not miss the timing (003 §3.4.3).
      type: 'trigger',
      event: 'summoned',
      eventFilter: (ctx, ev) => ev.uid === ctx.self.uid && ev.stamp === ctx.self.stamp && ctx.self.summon !== 'flip',
      category: ['equip'],
      // 003 §3.4.3: no activation when it could not equip anything (no free zone, no Dragon).
      condition: (ctx) =>
        freeSpellZones(ctx.duel, ctx.player) > 0 &&
        cardsIn(ctx.duel, ctx.player, 'you', 'hand', dragon78).length +
          cardsIn(ctx.duel, ctx.player, 'you', 'gy', dragon78).length >
          0,
      operation: [
        (ctx) => {
          // 003 §3.4.4: equipped to this card only if it is still face-up on the field.
          if (!ctx.selfUnmoved() || ctx.self.location !== 'mzone' || !ctx.self.faceUp) return false;
          if (freeSpellZones(ctx.duel, ctx.player) === 0) return false;
          const pool = cardsIn(ctx.duel, ctx.player, 'you', 'hand', dragon78).concat(
            cardsIn(ctx.duel, ctx.player, 'you', 'gy', dragon78),
          );
          if (pool.length === 0) return false;
          const pick = ctx.chooseOne(pool, 'Equip 1 Level 7 or 8 Dragon monster to Guardian of Felgrand');
          // 003 §3.4.4 "Monsters as Equip Cards": equipped by this monster's own effect (TC-102).
          return equipCard(ctx, pick, ctx.self.uid);
        },
      ],
    },
    {
      label: 'Tribute 1 monster and this card: Special Summon 1 Level 7 or 8 Dragon monster from your GY',
      type: 'ignition',
      category: ['special-summon'],
      // 003 §3.4.2: Tributing both is the cost, paid on activation.
      cost: {
        can: (ctx) =>
          ctx.self.location === 'mzone' &&
          cardsIn(ctx.duel, ctx.player, 'you', 'monsters').some((u) => u !== ctx.self.uid),
        pay: (ctx) => {
          const other = cardsIn(ctx.duel, ctx.player, 'you', 'monsters').filter((u) => u !== ctx.self.uid);
          const pick = ctx.chooseOne(other, 'Tribute 1 monster with Guardian of Felgrand (cost)');
          sendToGy(ctx.duel, [pick, ctx.self.uid], Reason.COST | Reason.TRIBUTE, ctx.player, ctx.asker);
        },
      },
      target: targets({
        side: 'you',
        zone: 'gy',
        filter: dragon78,
        prompt: 'Target 1 Level 7 or 8 Dragon monster in your GY',
      }),
      operation: [specialSummonTarget()],
    },
  ],
});
