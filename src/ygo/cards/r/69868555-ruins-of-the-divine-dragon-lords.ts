import {
  Reason,
  activateThisCard,
  addRestriction,
  canSummonTokens,
  cardsIn,
  defineCard,
  faceUp,
  isMonster,
  ofType,
  sendToGy,
  summonTokens,
  toHand,
  type CardFilter,
  type EffectContext,
} from '../dsl/index.ts';
import { cardDef } from '../registry.ts';

const TOKEN = 69868556;

/** "Level 7 or 8 Dragon-Type monster" (by printed Level; its current Type). */
const level7or8Dragon: CardFilter = (d, c) => {
  const level = cardDef(c.code).level ?? 0;
  return isMonster(d, c) && ofType('Dragon')(d, c) && (level === 7 || level === 8);
};

/** "1 other face-up card you control" that can be sent to the GY (003 §3.3.2: a Token cannot be "sent to the GY"). */
const otherFaceUpCards = (ctx: EffectContext): number[] =>
  cardsIn(ctx.duel, ctx.player, 'you', 'field', faceUp).filter(
    (u) => u !== ctx.self.uid && cardDef(ctx.card(u).code).categories?.includes('token') !== true,
  );

/** "1 Level 7 or 8 Dragon-Type monster from your hand or face-up from your field". */
const dragonsToSend = (ctx: EffectContext): number[] => [
  ...cardsIn(ctx.duel, ctx.player, 'you', 'hand', level7or8Dragon),
  ...cardsIn(ctx.duel, ctx.player, 'you', 'monsters', (d, c) => c.faceUp && level7or8Dragon(d, c)),
];

export default defineCard({
  code: 69868555,
  name: 'Ruins of the Divine Dragon Lords',
  kind: 'spell',
  spellType: 'continuous',
  text: 'If a monster(s) is Special Summoned, except from the Graveyard, while you control a Level 7 or 8 Dragon-Type monster: That face-up Special Summoned monster(s) has its effects negated until the end of this turn (even if this card leaves the field). Once per turn: You can send 1 other face-up card you control to the Graveyard; Special Summon 1 "Dragon Lord Token" (Dragon-Type/LIGHT/Level 1/ATK 0/DEF 0). If this card is in your Graveyard: You can send 1 Level 7 or 8 Dragon-Type monster from your hand or face-up from your field to the Graveyard; add this card to your hand.',
  // "If a monster(s) is Special Summoned, except from the Graveyard, while you control a Level 7 or 8 Dragon-Type
  // monster: That face-up Special Summoned monster(s) has its effects negated until the end of this turn (even if this
  // card leaves the field)": continuous, no chain, as the Summon happens (003 §3.4.2); a resolved-like change that
  // lasts the turn on the monster (003 §3.4.4).
  eventHooks: [
    {
      on: 'special-summoned',
      run: (duel, self, ev) => {
        const c = duel.cards[ev.uid]!;
        if (ev.from === 'gy' || c.location !== 'mzone' || !c.faceUp || c.stamp !== ev.stamp) return;
        const dragon = [...duel.players[self.controller].mzone, ...duel.emz].some((u) => {
          const m = u >= 0 ? duel.cards[u]! : null;
          return !!m && m.controller === self.controller && m.faceUp && level7or8Dragon(duel, m);
        });
        if (dragon) addRestriction(duel, c.uid, 'effects-negated', true);
      },
    },
  ],
  effects: [
    // 003 §3.3.3: a Continuous Spell's card activation; its later effects are effect activations (TC-51: a card that
    // negates Spell Card activations, Magic Jammer, cannot answer them).
    activateThisCard(),
    {
      label: 'Send 1 other face-up card you control to the GY: Special Summon 1 "Dragon Lord Token"',
      type: 'ignition',
      // "Once per turn" without the name: per copy (003 §3.5.1).
      oncePerTurn: 'card',
      category: ['special-summon'],
      condition: (ctx) => canSummonTokens(ctx.duel, ctx.player, 1),
      cost: {
        can: (ctx) => otherFaceUpCards(ctx).length > 0,
        pay: (ctx) =>
          sendToGy(
            ctx.duel,
            [ctx.chooseOne(otherFaceUpCards(ctx), 'Send 1 other face-up card you control to the GY (cost)')],
            Reason.COST,
            ctx.player,
            ctx.asker,
          ),
      },
      operation: [
        (ctx) => {
          if (!canSummonTokens(ctx.duel, ctx.player, 1)) return false;
          return summonTokens(ctx, [TOKEN], { defense: false }).length > 0;
        },
      ],
    },
    {
      label: 'Send 1 Level 7 or 8 Dragon from your hand or field to the GY: add this card to your hand',
      // 003 §3.4.2: an Ignition effect of the card in the GY.
      type: 'ignition',
      range: ['gy'],
      category: ['to-hand', 'leaves-gy'],
      cost: {
        can: (ctx) => dragonsToSend(ctx).length > 0,
        pay: (ctx) =>
          sendToGy(
            ctx.duel,
            [ctx.chooseOne(dragonsToSend(ctx), 'Send 1 Level 7 or 8 Dragon-Type monster to the GY (cost)')],
            Reason.COST,
            ctx.player,
            ctx.asker,
          ),
      },
      operation: [
        (ctx) => {
          if (!ctx.selfUnmoved() || ctx.self.location !== 'gy') return false;
          toHand(ctx.duel, [ctx.self.uid], Reason.EFFECT, ctx.player);
          return true;
        },
      ],
    },
  ],
});
