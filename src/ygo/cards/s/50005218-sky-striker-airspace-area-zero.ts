import {
  activateThisCard,
  canSpecialSummon,
  cardsIn,
  canPlaceMonster,
  defineCard,
  log,
  onField,
  Reason,
  sendToGy,
  shuffleDeck,
  specialSummon,
  thenAction,
  thisSentFromZoneToGyByEffect,
  toHand,
  type EffectContext,
} from '../dsl/index.ts';
import { isSkyStriker, isSkyStrikerAce } from '../archetypes/sky-striker.ts';

/** "1 other card you control" (003 §3.4.3: this card does not target itself). */
const otherCards = (ctx: EffectContext): number[] =>
  cardsIn(ctx.duel, ctx.player, 'you', 'field').filter((u) => u !== ctx.self.uid);

/** The "Sky Striker Ace" monsters of the Deck the player could Special Summon now. */
const summonableAces = (ctx: EffectContext): number[] =>
  cardsIn(ctx.duel, ctx.player, 'you', 'deck', isSkyStrikerAce).filter(
    (u) => ctx.card(u).location === 'deck' && canSpecialSummon(ctx.duel, u, ctx.player),
  );

export default defineCard({
  code: 50005218,
  name: 'Sky Striker Airspace - Area Zero',
  kind: 'spell',
  spellType: 'field',
  setcodes: [0x115],
  text: 'You can target 1 other card you control; excavate the top 3 cards of your Deck, and if you do, you can add 1 excavated "Sky Striker" card to your hand, also shuffle the rest into the Deck, then, if you excavated a "Sky Striker" card, send the targeted card to the GY. If this card in the Field Zone is sent to the GY by a card effect: You can Special Summon 1 "Sky Striker Ace" monster from your Deck. You can only use each effect of "Sky Striker Airspace - Area Zero" once per turn.',
  effects: [
    activateThisCard(),
    {
      label: 'Excavate the top 3 cards of your Deck',
      // 003 §3.4.2: an ignition effect of the face-up Field Spell.
      type: 'ignition',
      range: ['fzone'],
      // 003 §3.5.1: "You can only use each effect … once per turn".
      oncePerTurn: 'name',
      // The excavated cards not added go from the Deck to the GY (Ash Blossom reads 'send-deck-to-gy' too).
      category: ['search', 'to-hand', 'to-gy', 'send-deck-to-gy'],
      target: {
        can: (ctx) => otherCards(ctx).length > 0,
        choose: (ctx) =>
          ctx.setTargets(
            ctx.choose({ from: otherCards(ctx), min: 1, max: 1, prompt: 'Target 1 other card you control' }),
          ),
      },
      // 003 §3.4.3: it excavates 3 cards: not with fewer in the Deck.
      feasible: (ctx) => ctx.duel.players[ctx.player].deck.length >= 3,
      operation: [
        (ctx) => {
          // The top of the Deck is the end of the array.
          const top = ctx.duel.players[ctx.player].deck.slice(-3).reverse();
          if (top.length < 3) return false;
          log(ctx.duel, {
            type: 'reveal',
            player: ctx.player,
            to: ctx.opponent,
            cards: top,
            codes: top.map((u) => ctx.card(u).code),
          });
          const strikers = top.filter((u) => isSkyStriker(ctx.duel, ctx.card(u)));
          ctx.data['found'] = strikers.length > 0 ? 1 : 0;
          // "you can add 1 excavated "Sky Striker" card": optional.
          const pick = strikers.length
            ? ctx.choose({ from: strikers, min: 0, max: 1, prompt: 'You can add 1 excavated "Sky Striker" card' })
            : [];
          if (pick.length) toHand(ctx.duel, pick, Reason.EFFECT, ctx.player);
          // "also shuffle the rest into the Deck": they never left it; the Deck is shuffled.
          shuffleDeck(ctx.duel, ctx.player);
          return true;
        },
        // 003 §3.4.4 "then": only if a "Sky Striker" card was excavated, and the target is still on the field.
        (ctx) => {
          const t = ctx.target();
          if (ctx.data['found'] !== 1 || t < 0 || !onField(ctx.card(t).location)) return false;
          thenAction(ctx.duel);
          sendToGy(ctx.duel, [t], Reason.EFFECT, ctx.player, ctx.asker);
          return true;
        },
      ],
    },
    {
      label: 'Special Summon 1 "Sky Striker Ace" monster from your Deck',
      // 003 §3.4.2: an optional trigger ("If …: You can"), activated from the GY; it does not miss the timing.
      type: 'trigger',
      event: 'to-gy',
      range: ['gy'],
      eventFilter: thisSentFromZoneToGyByEffect('fzone'),
      oncePerTurn: 'name',
      category: ['special-summon', 'special-summon-from-deck'],
      feasible: (ctx) => canPlaceMonster(ctx.duel, ctx.player, false) && summonableAces(ctx).length > 0,
      operation: [
        (ctx) => {
          const pool = summonableAces(ctx);
          if (pool.length === 0) return false;
          const pick = ctx.chooseOne(pool, 'Special Summon 1 "Sky Striker Ace" monster from your Deck');
          const defense =
            ctx.chooseOption(['Attack Position', 'Defense Position'], 'Summon in which position?', 'select-option') ===
            1;
          const ok = specialSummon(ctx, pick, { defense });
          shuffleDeck(ctx.duel, ctx.player);
          return ok;
        },
      ],
    },
  ],
});
