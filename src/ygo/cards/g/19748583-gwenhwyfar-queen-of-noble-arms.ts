import {
  Reason,
  cardsIn,
  defineCard,
  destroy,
  equipCard,
  freeSpellZones,
  rememberCards,
  rememberedCards,
  targetable,
  type CardFilter,
  type CardInstance,
  type DuelState,
  type EffectContext,
} from '../dsl/index.ts';
import { cardDef } from '../registry.ts';

const NOBLE_KNIGHT = 0x107a;

const nobleKnight: CardFilter = (_d, c) => c.faceUp && (cardDef(c.code).setcodes ?? []).includes(NOBLE_KNIGHT);

/** "Noble Knight" monsters you control this card may target (003 §3.4.3: not "cannot be targeted" ones). */
const knights = (ctx: EffectContext): number[] =>
  cardsIn(ctx.duel, ctx.player, 'you', 'monsters', nobleKnight).filter((u) => targetable(ctx.duel, u, ctx.self.uid));

const attributeOf = (duel: DuelState, uid: number): string | undefined =>
  uid >= 0 ? cardDef(duel.cards[uid]!.code).attribute : undefined;

/** The opponent's monster the equipped monster battles, at the start of the Damage Step, or -1. */
function battledOpponent(duel: DuelState, self: CardInstance): number {
  const b = duel.battle;
  const m = self.equipTarget;
  if (!b || b.target < 0 || m < 0 || (b.attacker !== m && b.target !== m)) return -1;
  const other = b.attacker === m ? b.target : b.attacker;
  return duel.cards[other]!.controller !== duel.cards[m]!.controller ? other : -1;
}

export default defineCard({
  code: 19748583,
  name: 'Gwenhwyfar, Queen of Noble Arms',
  kind: 'monster',
  categories: ['effect'],
  level: 2,
  attribute: 'LIGHT',
  type: 'Spellcaster',
  atk: 300,
  def: 300,
  setcodes: [0x207a],
  text: 'You can target 1 "Noble Knight" monster you control; equip this card from your hand or Graveyard to that target. You can only use this effect of "Gwenhwyfar, Queen of Noble Arms" once per turn. The equipped monster gains 300 ATK. Apply the appropriate effect, depending on the Attribute of the equipped monster.\n● LIGHT: If the equipped monster would be destroyed by a card effect, you can destroy this card instead.\n● DARK: If the equipped monster battles an opponent\'s monster, at the start of the Damage Step: You can destroy that monster, then destroy this card.',
  // 003 §3.4.4 "Monsters as Equip Cards": the effects below apply as an Equip Card (Equip Spell effects, TC-101).
  statics: [
    {
      kind: 'atk',
      mode: 'add',
      range: 'szone',
      affects: (_d, self, c) => self.equipTarget === c.uid,
      value: () => 300,
    },
  ],
  // ● LIGHT: an optional replacement of effect destruction (003 §2.2.3).
  substituteForEquipped: {
    by: 'effect',
    optional: true,
    when: (duel, self) => attributeOf(duel, self.equipTarget) === 'LIGHT',
  },
  effects: [
    {
      label: 'Equip this card to 1 "Noble Knight" monster you control',
      type: 'ignition',
      range: ['hand', 'gy'],
      oncePerTurn: 'name',
      category: ['equip'],
      condition: (ctx) => freeSpellZones(ctx.duel, ctx.player) > 0,
      target: {
        can: (ctx) => knights(ctx).length > 0,
        choose: (ctx) =>
          ctx.setTargets(
            ctx.choose({
              from: knights(ctx),
              prompt: 'Target 1 "Noble Knight" monster you control',
            }),
          ),
      },
      operation: [
        (ctx) => {
          const t = ctx.target();
          if (t < 0 || !ctx.selfUnmoved()) return false;
          return equipCard(ctx, ctx.self.uid, t);
        },
      ],
    },
    {
      label: "Destroy the opponent's monster the equipped monster battles, then destroy this card",
      // ● DARK: an Equip Spell effect (003 §3.4.4), at its own Damage Step timing (003 §3.6.3 DS1).
      type: 'trigger',
      event: 'damage-step-start',
      range: ['szone'],
      damageStep: true,
      category: ['destroy'],
      // The event of the equipped monster (raised for each battling monster).
      eventFilter: (ctx, ev) =>
        ev.uid === ctx.self.equipTarget &&
        attributeOf(ctx.duel, ctx.self.equipTarget) === 'DARK' &&
        battledOpponent(ctx.duel, ctx.self) >= 0,
      // "That monster": fixed on activation, not targeted.
      target: { can: () => true, choose: (ctx) => rememberCards(ctx, [battledOpponent(ctx.duel, ctx.self)]) },
      operation: [
        (ctx) => {
          const m = rememberedCards(ctx).filter((u) => ctx.card(u).location === 'mzone');
          if (m.length === 0) return false;
          return destroy(ctx.duel, m, Reason.EFFECT, ctx.player, ctx.asker).length > 0;
        },
        // "then destroy this card".
        (ctx) => {
          if (ctx.selfUnmoved() && ctx.self.location === 'szone')
            destroy(ctx.duel, [ctx.self.uid], Reason.EFFECT, ctx.player, ctx.asker);
        },
      ],
    },
  ],
});
