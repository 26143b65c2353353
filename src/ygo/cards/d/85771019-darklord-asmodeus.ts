import {
  Reason,
  addRestriction,
  canSummonTokens,
  cardsIn,
  defineCard,
  ofType,
  sendToGy,
  summonTokens,
} from '../dsl/index.ts';

const ASMO_TOKEN = 85771020;
const DEUS_TOKEN = 85771021;
const fairy = ofType('Fairy');

export default defineCard({
  code: 85771019,
  name: 'Darklord Asmodeus',
  kind: 'monster',
  categories: ['effect'],
  level: 8,
  attribute: 'DARK',
  type: 'Fairy',
  atk: 3000,
  def: 2500,
  setcodes: [0xef],
  text: 'Cannot be Special Summoned from the Deck or Graveyard. Once per turn: You can send 1 Fairy-Type monster from your Deck to the Graveyard. If this card you control is destroyed and sent to your Graveyard: Special Summon 1 "Asmo Token" (Fairy-Type/DARK/Level 5/ATK 1800/DEF 1300) and 1 "Deus Token" (Fairy-Type/DARK/Level 3/ATK 1200/DEF 1200). "Asmo Token" cannot be destroyed by card effects. "Deus Token" cannot be destroyed by battle.',
  cannotSpecialSummonFrom: ['deck', 'gy'],
  effects: [
    {
      label: 'Send 1 Fairy-Type monster from your Deck to the GY',
      type: 'ignition',
      // "Once per turn" without the name: per copy (003 §3.5.1).
      oncePerTurn: 'card',
      category: ['to-gy', 'send-deck-to-gy'],
      feasible: (ctx) => cardsIn(ctx.duel, ctx.player, 'you', 'deck', fairy).length > 0,
      operation: [
        (ctx) => {
          const pool = cardsIn(ctx.duel, ctx.player, 'you', 'deck', fairy);
          if (pool.length === 0) return false;
          const pick = ctx.choose({ from: pool, min: 1, max: 1, prompt: 'Send 1 Fairy-Type monster to the GY' });
          sendToGy(ctx.duel, pick, Reason.EFFECT, ctx.player, ctx.asker);
          return true;
        },
      ],
    },
    {
      label: 'Special Summon 1 "Asmo Token" and 1 "Deus Token"',
      // A mandatory "If …" trigger (003 §3.4.3): no "you can".
      type: 'trigger',
      mandatory: true,
      event: 'destroyed',
      range: ['gy'],
      // "If this card you control is destroyed and sent to your GY": controlled by this player when destroyed, and
      // in its owner's GY, that same player's (not banished instead).
      eventFilter: (ctx, ev) =>
        ev.kind === 'destroyed' &&
        ev.uid === ctx.self.uid &&
        ev.stamp === ctx.self.stamp &&
        ctx.self.location === 'gy' &&
        ev.controller === ctx.self.owner,
      category: ['special-summon'],
      // 003 §3.4.3: both Tokens or neither; without 2 free zones the resolution is impossible.
      feasible: (ctx) => canSummonTokens(ctx.duel, ctx.player, 2),
      operation: [
        (ctx) => {
          if (!canSummonTokens(ctx.duel, ctx.player, 2)) return false;
          const [asmo, deus] = summonTokens(ctx, [ASMO_TOKEN, DEUS_TOKEN], { defense: false });
          // 003 §3.3.2 TC-46: the Tokens' indestructibility is part of this resolution, not an effect of the Tokens.
          if (asmo !== undefined) addRestriction(ctx.duel, asmo, 'indestructible-effect', false);
          if (deus !== undefined) addRestriction(ctx.duel, deus, 'indestructible-battle', false);
          return true;
        },
      ],
    },
  ],
});
