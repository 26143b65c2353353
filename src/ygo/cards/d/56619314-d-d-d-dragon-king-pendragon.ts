import {
  addStatChange,
  canPlaceMonster,
  cardsIn,
  defineCard,
  destroy,
  discardCost,
  isSpellOrTrap,
  ofType,
  Reason,
  sendToGy,
  specialSummon,
  type EffectContext,
} from '../dsl/index.ts';

/** Monsters of `type` in the hand and on the field of the effect's controller, except this card. */
const ofTypeHere = (ctx: EffectContext, type: 'Dragon' | 'Fiend', except = -1): number[] =>
  cardsIn(ctx.duel, ctx.player, 'you', 'hand', ofType(type))
    .concat(cardsIn(ctx.duel, ctx.player, 'you', 'monsters', ofType(type)))
    .filter((u) => u !== ctx.self.uid && u !== except);

/** "1 Dragon-Type monster and 1 other Fiend-Type monster": a pair of two different cards. */
const pairExists = (ctx: EffectContext): boolean =>
  ofTypeHere(ctx, 'Dragon').some((d) => ofTypeHere(ctx, 'Fiend', d).length > 0);

export default defineCard({
  code: 56619314,
  name: 'D/D/D Dragon King Pendragon',
  kind: 'monster',
  categories: ['effect'],
  level: 7,
  attribute: 'DARK',
  type: 'Fiend',
  atk: 2600,
  def: 2400,
  setcodes: [0x10af],
  text: 'If this card is in your hand: You can Tribute 1 Dragon-Type monster and 1 other Fiend-Type monster from your hand and/or your side of the field; Special Summon this card. Once per turn: You can discard 1 card; this card gains 500 ATK, then you can destroy 1 Spell/Trap Card on the field. This ATK increase lasts until the end of this turn.',
  effects: [
    {
      label: 'Tribute 1 Dragon and 1 other Fiend: Special Summon this card from your hand',
      // 003 §3.4.2: an ignition effect activated in the hand; the Tributes are its cost.
      type: 'ignition',
      range: ['hand'],
      category: ['special-summon'],
      feasible: (ctx) => canPlaceMonster(ctx.duel, ctx.player, true),
      cost: {
        can: pairExists,
        pay: (ctx) => {
          const dragons = ofTypeHere(ctx, 'Dragon').filter((d) => ofTypeHere(ctx, 'Fiend', d).length > 0);
          const dragon = ctx.choose({ from: dragons, min: 1, max: 1, prompt: 'Tribute 1 Dragon-Type monster (cost)' });
          const fiend = ctx.choose({
            from: ofTypeHere(ctx, 'Fiend', dragon[0]),
            min: 1,
            max: 1,
            prompt: 'Tribute 1 other Fiend-Type monster (cost)',
          });
          sendToGy(ctx.duel, [dragon[0]!, fiend[0]!], Reason.COST | Reason.TRIBUTE, ctx.player, ctx.asker);
        },
      },
      operation: [
        (ctx) =>
          ctx.selfUnmoved() && ctx.self.location === 'hand' && specialSummon(ctx, ctx.self.uid, { defense: false }),
      ],
    },
    {
      label: 'Discard 1 card: gain 500 ATK, then you can destroy 1 Spell/Trap Card',
      type: 'ignition',
      oncePerTurn: 'card',
      category: ['atk-change', 'destroy'],
      cost: discardCost(1),
      operation: [
        (ctx) => {
          if (!ctx.selfUnmoved() || ctx.self.location !== 'mzone' || !ctx.self.faceUp) return false;
          // 003 §3.4.4 TC-87: its own Ignition Effect's change: negating its effects ends it.
          addStatChange(ctx.duel, ctx.self.uid, 'atk', 'add', 500, true, true);
          return true;
        },
        // "then you can destroy 1 Spell/Trap Card on the field": asked in its own step.
        (ctx) => {
          const st = cardsIn(ctx.duel, ctx.player, 'both', 'spells', isSpellOrTrap);
          if (st.length === 0 || !ctx.yesNo('Destroy 1 Spell/Trap Card on the field?')) return false;
          const pick = ctx.choose({ from: st, min: 1, max: 1, prompt: 'Destroy 1 Spell/Trap Card on the field' });
          destroy(ctx.duel, pick, Reason.EFFECT, ctx.player);
          return true;
        },
      ],
    },
  ],
});
