import {
  atkOf,
  cardsIn,
  defineCard,
  destroy,
  inflictDamage,
  Reason,
  thenAction,
  type CardInstance,
  type DuelState,
  type EffectContext,
} from '../dsl/index.ts';
import { cardDef } from '../registry.ts';

const RED_DRAGON_ARCHFIEND = 70902743;

/** "Special Summoned": brought to the field by a Special Summon of any kind (003 §3.3.2). */
const specialSummoned = (c: CardInstance): boolean =>
  c.summon !== null && c.summon !== 'normal' && c.summon !== 'tribute' && c.summon !== 'flip' && c.summon !== 'set';

/** This card's ATK: current on the field; printed once it has left (as ygopro reads it). */
const ownAtk = (duel: DuelState, self: CardInstance): number =>
  self.location === 'mzone' && self.faceUp ? atkOf(duel, self) : Math.max(0, cardDef(self.code).atk ?? 0);

/** "Special Summoned Effect Monsters on the field … with ATK less than or equal to this card's (other than this card)". */
const victims = (ctx: EffectContext): number[] => {
  const limit = ownAtk(ctx.duel, ctx.self);
  return cardsIn(ctx.duel, ctx.player, 'both', 'monsters', (d, c) => {
    if (c.uid === ctx.self.uid || !c.faceUp || !specialSummoned(c)) return false;
    return cardDef(c.code).categories?.includes('effect') === true && atkOf(d, c) <= limit;
  });
};

export default defineCard({
  code: 80666118,
  name: 'Scarlight Red Dragon Archfiend',
  kind: 'monster',
  categories: ['effect', 'synchro'],
  setcodes: [0x1045],
  level: 8,
  attribute: 'DARK',
  type: 'Dragon',
  atk: 3000,
  def: 2500,
  text: '1 Tuner + 1+ non-Tuner monsters\nThis card\'s name becomes "Red Dragon Archfiend" while it is on the field or in the GY. Once per turn: You can destroy as many Special Summoned Effect Monsters on the field as possible with ATK less than or equal to this card\'s (other than this card), then inflict 500 damage to your opponent for each monster destroyed.',
  // 003 §3.3.2: any Tuner and 1 or more non-Tuners.
  synchroMaterials: {},
  // 003 §3.3.1: its name is "Red Dragon Archfiend" on the field and in the GY.
  nameBecomes: { code: RED_DRAGON_ARCHFIEND, name: 'Red Dragon Archfiend', in: ['mzone', 'gy'] },
  effects: [
    {
      label: 'Destroy Special Summoned Effect Monsters with ATK ≤ this card’s, then 500 damage for each',
      // 003 §3.4.2: an Ignition Effect; "Once per turn:" is per copy (003 §3.5.1).
      type: 'ignition',
      oncePerTurn: 'card',
      category: ['destroy', 'damage'],
      // 003 §3.4.3: activatable only if it can destroy at least one.
      feasible: (ctx) => victims(ctx).length > 0,
      operation: [
        (ctx) => {
          const list = victims(ctx);
          if (list.length === 0) return false;
          const destroyed = destroy(ctx.duel, list, Reason.EFFECT, ctx.player, ctx.asker).length;
          if (destroyed === 0) return false;
          // 003 §3.4.4 TC-74: "then": the damage is a later action, so "When … destroyed: you can" misses the timing.
          thenAction(ctx.duel);
          inflictDamage(500 * destroyed)(ctx);
          return true;
        },
      ],
    },
  ],
});
