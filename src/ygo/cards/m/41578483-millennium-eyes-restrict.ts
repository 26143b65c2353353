import {
  answeredLink,
  cardsIn,
  defineCard,
  equipTo,
  freeSpellZones,
  moveCard,
  printedAtk,
  Reason,
  sameName,
  targetable,
  type CardInstance,
  type DuelState,
  type EffectContext,
} from '../dsl/index.ts';
import { cardDef } from '../registry.ts';

const RELINQUISHED = 64631466;

const isEffectMonster = (c: CardInstance): boolean => cardDef(c.code).categories?.includes('effect') === true;

/** The monsters equipped to this card by its effect (monster Equip Cards attached to it). */
const equippedMonsters = (duel: DuelState, self: CardInstance): CardInstance[] =>
  duel.cards.filter(
    (c) => c.equipTarget === self.uid && c.location === 'szone' && c.faceUp && cardDef(c.code).kind === 'monster',
  );

/** "Monsters with that equipped monster's name" (003 §3.4.4 TC-121: current names, a changed name included). */
const sharesEquippedName = (duel: DuelState, self: CardInstance, c: CardInstance): boolean =>
  self.location === 'mzone' &&
  c.location === 'mzone' &&
  c.faceUp &&
  equippedMonsters(duel, self).some((e) => sameName(duel, e, c));

/** "Monsters with that equipped monster's name": their activated effects, wherever the monster now is (hand, GY). */
const activatedByEquippedName = (duel: DuelState, self: CardInstance, c: CardInstance): boolean =>
  self.location === 'mzone' &&
  cardDef(c.code).kind === 'monster' &&
  equippedMonsters(duel, self).some((e) => sameName(duel, e, c));

/** "1 Effect Monster your opponent controls or in their GY" that can be targeted. */
const equipCandidates = (ctx: EffectContext): number[] =>
  [
    ...cardsIn(ctx.duel, ctx.player, 'opponent', 'monsters', (_d, c) => c.faceUp && isEffectMonster(c)),
    ...cardsIn(ctx.duel, ctx.player, 'opponent', 'gy', (_d, c) => isEffectMonster(c)),
  ].filter((u) => targetable(ctx.duel, u, ctx.self.uid));

/** Original DEF, "?" as 0. */
const printedDef = (c: CardInstance): number => Math.max(0, cardDef(c.code).def ?? 0);

export default defineCard({
  code: 41578483,
  name: 'Millennium-Eyes Restrict',
  kind: 'monster',
  categories: ['effect', 'fusion'],
  setcodes: [0x1110],
  level: 1,
  attribute: 'DARK',
  type: 'Spellcaster',
  atk: 0,
  def: 0,
  text: '"Relinquished" + 1 Effect Monster\r\nOnce per turn, when your opponent activates a monster effect (Quick Effect): You can target 1 Effect Monster your opponent controls or in their GY; equip that target to this card you control. This card gains ATK/DEF equal to that equipped monster\'s. Monsters with that equipped monster\'s name cannot attack, also their effects on the field and their activated effects are negated.',
  // 003 §3.3.2: its Fusion Materials.
  fusionMaterials: [
    { code: RELINQUISHED },
    { label: 'Effect Monster', filter: (s) => !!s.categories?.includes('effect') },
  ],
  statics: [
    // "This card gains ATK/DEF equal to that equipped monster's" (its printed values: an Equip Card has no ATK).
    {
      kind: 'atk',
      mode: 'add',
      affects: (_d, self, c) => c.uid === self.uid,
      value: (duel, self) => equippedMonsters(duel, self).reduce((n, e) => n + printedAtk(e), 0),
    },
    {
      kind: 'def',
      mode: 'add',
      affects: (_d, self, c) => c.uid === self.uid,
      value: (duel, self) => equippedMonsters(duel, self).reduce((n, e) => n + printedDef(e), 0),
    },
    // "Monsters with that equipped monster's name cannot attack, also their effects on the field and their activated
    // effects are negated" (003 §3.4.4).
    { kind: 'monsters-cannot-attack', affects: sharesEquippedName },
    { kind: 'negate-effects', cards: sharesEquippedName },
    { kind: 'negate-activated-effects', cards: activatedByEquippedName },
  ],
  effects: [
    {
      label: 'Equip 1 Effect Monster your opponent controls to this card',
      // 003 §3.4.2: a Quick Effect, "Once per turn" per copy (003 §3.5.1).
      type: 'quick',
      oncePerTurn: 'card',
      category: ['equip'],
      // "when your opponent activates a monster effect": chained to it.
      condition: (ctx) => {
        const l = ctx.duel.chain[answeredLink(ctx)];
        return !!l && l.player !== ctx.player && l.negated === 0 && cardDef(l.code).kind === 'monster';
      },
      // "target 1 Effect Monster your opponent controls or in their GY" (003 §3.4.3: chosen on activation).
      target: {
        can: (ctx) => equipCandidates(ctx).length > 0,
        choose: (ctx) =>
          ctx.setTargets(
            ctx.choose({
              from: equipCandidates(ctx),
              min: 1,
              max: 1,
              prompt: 'Target 1 Effect Monster your opponent controls or in their GY',
            }),
          ),
      },
      // 003 §3.4.3: an Equip Card needs a free Spell & Trap Zone.
      feasible: (ctx) => freeSpellZones(ctx.duel, ctx.player) > 0,
      operation: [
        (ctx) => {
          const t = ctx.target();
          if (t < 0 || !ctx.selfUnmoved() || ctx.self.location !== 'mzone' || !ctx.self.faceUp) return false;
          if (freeSpellZones(ctx.duel, ctx.player) === 0) return false;
          // A monster on the field must still be face-up there; one in the GY still there (003 §3.4.3).
          const c = ctx.card(t);
          if (!(c.location === 'mzone' && c.faceUp) && c.location !== 'gy') return false;
          // 003 §3.3.3: the monster becomes an Equip Card in this card's controller's Spell & Trap Zone.
          moveCard(ctx.duel, t, 'szone', {
            reason: Reason.EFFECT,
            by: ctx.player,
            controller: ctx.player,
            faceUp: true,
          });
          return equipTo(ctx.duel, t, ctx.self.uid);
        },
      ],
    },
  ],
});
