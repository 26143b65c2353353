import {
  Reason,
  defineCard,
  equipCard,
  freeSpellZones,
  targets,
  type CardInstance,
  type DuelState,
} from '../dsl/index.ts';
import { cardDef } from '../registry.ts';

/** The monster equipped to this card by its own effect (003 §3.4.4: the Equip Card's `equipBy`), or undefined. */
const equippedByThis = (duel: DuelState, self: CardInstance): CardInstance | undefined =>
  duel.players[self.controller].szone
    .filter((u) => u >= 0)
    .map((u) => duel.cards[u]!)
    .find((e) => e.equipTarget === self.uid && e.equipBy === self.uid);

/** "This card's ATK/DEF become equal to that equipped monster's": as an Equip Card it has its printed stats. */
const becomes = (stat: 'atk' | 'def') => ({
  kind: stat,
  mode: 'set' as const,
  affects: (d: DuelState, self: CardInstance, c: CardInstance) => c.uid === self.uid && !!equippedByThis(d, self),
  value: (d: DuelState, self: CardInstance) => Math.max(0, cardDef(equippedByThis(d, self)!.code)[stat] ?? 0),
});

export default defineCard({
  code: 64631466,
  name: 'Relinquished',
  kind: 'monster',
  categories: ['effect', 'ritual'],
  level: 1,
  attribute: 'DARK',
  type: 'Spellcaster',
  atk: 0,
  def: 0,
  setcodes: [0x110],
  text: 'You can Ritual Summon this card with "Black Illusion Ritual". Once per turn: You can target 1 monster your opponent controls; equip that target to this card (max. 1). This card\'s ATK/DEF become equal to that equipped monster\'s. If this card would be destroyed by battle, destroy that equipped monster instead. While equipped with that monster, any battle damage you take from battles involving this card inflicts equal effect damage to your opponent.',
  // 003 §3.4.4: a continuous "becomes X" while it has the monster it equipped.
  statics: [becomes('atk'), becomes('def')],
  // "If this card would be destroyed by battle, destroy that equipped monster instead": mandatory, by battle only
  // (003 §2.2.3: chosen in damage calculation, destroyed after it).
  destroyReplacement: {
    label: 'destroy the equipped monster instead',
    battleOnly: true,
    mandatory: true,
    substitutes: (duel, self) => {
      const e = equippedByThis(duel, self);
      return e ? [e.uid] : [];
    },
  },
  // "While equipped with that monster, any battle damage you take from battles involving this card inflicts equal
  // effect damage to your opponent": continuous, no chain, with the battle damage (003 §3.4.4).
  damageHooks: [
    {
      on: 'damage',
      to: (_d, self) => (1 - self.controller) as 0 | 1,
      amount: (duel, self, events) => {
        const b = duel.battle;
        if (!b || (b.attacker !== self.uid && b.target !== self.uid) || !equippedByThis(duel, self)) return 0;
        let n = 0;
        for (const ev of events)
          if (ev.player === self.controller && (ev.reason & Reason.BATTLE) !== 0) n += ev.amount ?? 0;
        return n;
      },
    },
  ],
  effects: [
    {
      label: "Equip 1 of your opponent's monsters to this card",
      type: 'ignition',
      oncePerTurn: 'card',
      category: ['equip'],
      // "(max. 1)": not while the monster it equipped is still equipped to it; a free Spell & Trap Zone is needed.
      condition: (ctx) => !equippedByThis(ctx.duel, ctx.self) && freeSpellZones(ctx.duel, ctx.player) > 0,
      target: targets({ side: 'opponent', zone: 'monsters', prompt: 'Target 1 monster your opponent controls' }),
      operation: [
        (ctx) => {
          const t = ctx.target();
          if (t < 0 || !ctx.selfUnmoved() || ctx.self.location !== 'mzone' || !ctx.self.faceUp) return false;
          if (equippedByThis(ctx.duel, ctx.self)) return false;
          // 003 §3.4.4 "Monsters as Equip Cards": it goes to this card's controller's Spell & Trap Zone; 003 §3.2.1
          // TC-13: in an end zone it is no Pendulum Zone card.
          return equipCard(ctx, t, ctx.self.uid);
        },
      ],
    },
  ],
});
