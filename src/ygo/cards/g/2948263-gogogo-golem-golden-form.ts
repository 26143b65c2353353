import {
  addStatChange,
  answeredLink,
  atkOf,
  defineCard,
  inArchetype,
  isMonsterEffectLink,
  negateEffect,
  printedAtk,
  type EffectContext,
} from '../dsl/index.ts';

const GOGOGO = 0x59;

/** "If a monster effect is activated on your opponent's side of the field": the link answered, not negated yet. */
const opponentFieldMonsterEffect = (ctx: EffectContext): boolean => {
  const l = ctx.duel.chain[answeredLink(ctx)];
  return !!l && l.negated === 0 && l.player !== ctx.player && l.onField === true && isMonsterEffectLink(l);
};

export default defineCard({
  code: 2948263,
  name: 'Gogogo Golem - Golden Form',
  kind: 'monster',
  categories: ['effect'],
  level: 4,
  attribute: 'EARTH',
  type: 'Rock',
  atk: -2,
  def: 1500,
  setcodes: [GOGOGO],
  text: "Cannot be Normal Summoned/Set. Must be Special Summoned (from your hand) by Tributing 1 \"Gogogo\" monster, and cannot be Special Summoned by other ways. This card's ATK becomes double the original ATK of the Tributed monster. Any battle damage your opponent takes from attacks involving this card is halved. Once per turn, during either player's turn, if a monster effect is activated on your opponent's side of the field: This card loses exactly 1500 ATK, and if it does, negate that effect.",
  // 003 §3.3.2: a Special Summon-only monster with its own procedure, and no other way to Special Summon it.
  cannotNormalSummon: true,
  onlyByProcedure: true,
  summonProcedures: [
    {
      label: 'Special Summon (Tribute 1 "Gogogo" monster)',
      from: ['hand'],
      condition: () => true,
      // 003 §3.3.1: a "Gogogo" monster by its current archetypes.
      tribute: { count: 1, label: '1 "Gogogo" monster', filter: (duel, _self, c) => inArchetype(duel, c, GOGOGO) },
      // Its "?" ATK is set by the Summon: its original ATK becomes double that of the Tributed monster (a "?" counts
      // as 0, 003 §3.3.1). 003 §3.4.4 TC-96: a later "original ATK becomes half" (Shrink) halves the printed "?", 0.
      then: (duel, self, tributed) => {
        const t = tributed[0];
        if (t !== undefined) addStatChange(duel, self.uid, 'atk', 'base', 2 * printedAtk(duel.cards[t]!), false);
      },
    },
  ],
  statics: [
    // "Any battle damage your opponent takes from attacks involving this card is halved": the damage this card
    // inflicts in battle (003 §3.6.3).
    { kind: 'halve-damage', effect: false, battle: (_duel, self, source) => source.uid === self.uid },
  ],
  effects: [
    {
      label: 'Lose exactly 1500 ATK and negate that effect',
      // A mandatory Quick Effect ("If …: This card loses …", no "you can"), activated as soon as it can be (003 §3.4.3
      // priority 1); "Once per turn" per copy (003 §3.5.1); in the Damage Step too (it answers an activation).
      type: 'quick',
      mandatory: true,
      oncePerTurn: 'card',
      damageStep: true,
      category: ['negate', 'atk-change'],
      // "loses exactly 1500 ATK": not activated when it cannot lose them in full.
      condition: (ctx) => opponentFieldMonsterEffect(ctx) && atkOf(ctx.duel, ctx.self) >= 1500,
      operation: [
        (ctx) => {
          // "and if it does": only a face-up card on the field with 1500 ATK to lose negates.
          if (!ctx.selfUnmoved() || ctx.self.location !== 'mzone' || !ctx.self.faceUp) return false;
          if (atkOf(ctx.duel, ctx.self) < 1500) return false;
          addStatChange(ctx.duel, ctx.self.uid, 'atk', 'add', -1500, false, true);
          return negateEffect(ctx.duel, answeredLink(ctx));
        },
      ],
    },
  ],
});
