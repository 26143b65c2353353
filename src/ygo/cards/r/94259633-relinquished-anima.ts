import {
  defineCard,
  equipCard,
  freeSpellZones,
  pointedMonsters,
  targetable,
  type CardInstance,
  type DuelState,
  type EffectContext,
} from '../dsl/index.ts';
import { cardDef } from '../registry.ts';

/** The monsters equipped to this card by its own effect (003 §3.4.4: the Equip Card's `equipBy`). */
const equippedByThis = (duel: DuelState, self: CardInstance): CardInstance[] =>
  duel.players[self.controller].szone
    .filter((u) => u >= 0)
    .map((u) => duel.cards[u]!)
    .filter((e) => e.equipTarget === self.uid && e.equipBy === self.uid);

/** Face-up monsters this card points to (either side). */
const pointedFaceUp = (ctx: EffectContext): number[] =>
  pointedMonsters(ctx.duel, ctx.self.uid).filter((u) => ctx.card(u).faceUp && targetable(ctx.duel, u, ctx.self.uid));

export default defineCard({
  code: 94259633,
  name: 'Relinquished Anima',
  kind: 'monster',
  categories: ['effect', 'link'],
  linkRating: 1,
  linkArrows: ['top'],
  attribute: 'DARK',
  type: 'Spellcaster',
  atk: 0,
  setcodes: [0x110],
  text: '1 Level 1 monster, except a Token\r\nYou can target 1 face-up monster this card points to; equip that face-up monster to this card (max. 1). You can only use this effect of "Relinquished Anima" once per turn. This card gains ATK equal to that equipped monster\'s.',
  // 003 §3.3.2: 1 Level 1 monster, except a Token.
  linkMaterials: {
    min: 1,
    max: 1,
    filter: {
      label: 'Level 1 monster, except a Token',
      filter: (s) => s.level === 1 && !s.categories?.includes('token'),
    },
  },
  mustBeProperlySummoned: true,
  // "Gains ATK equal to that equipped monster's": as an Equip Card it has its printed ATK (003 §3.4.4).
  statics: [
    {
      kind: 'atk',
      mode: 'add',
      affects: (_d, self, c) => c.uid === self.uid,
      value: (d, self) => equippedByThis(d, self).reduce((n, e) => n + Math.max(0, cardDef(e.code).atk ?? 0), 0),
    },
  ],
  effects: [
    {
      label: 'Equip 1 face-up monster this card points to to this card',
      type: 'ignition',
      oncePerTurn: 'name',
      category: ['equip'],
      // "(max. 1)": not while a monster it equipped is still equipped to it; a free Spell & Trap Zone is needed.
      condition: (ctx) => equippedByThis(ctx.duel, ctx.self).length === 0 && freeSpellZones(ctx.duel, ctx.player) > 0,
      target: {
        can: (ctx) => pointedFaceUp(ctx).length > 0,
        choose: (ctx) =>
          ctx.setTargets(
            ctx.choose({ from: pointedFaceUp(ctx), prompt: 'Target 1 face-up monster Relinquished Anima points to' }),
          ),
        // 003 §3.4.4: still a face-up monster it points to when the effect resolves.
        holds: (ctx, uid) => pointedFaceUp(ctx).includes(uid),
      },
      operation: [
        (ctx) => {
          const t = ctx.target();
          if (t < 0 || !ctx.selfUnmoved() || ctx.self.location !== 'mzone' || !ctx.self.faceUp) return false;
          if (equippedByThis(ctx.duel, ctx.self).length > 0) return false;
          // 003 §3.4.4 "Monsters as Equip Cards": the monster (either player's) goes to this card's controller's
          // Spell & Trap Zone as an Equip Card.
          return equipCard(ctx, t, ctx.self.uid);
        },
      ],
    },
  ],
});
