import {
  Reason,
  canPlaceMonster,
  cardsIn,
  defineCard,
  equipTo,
  freeSpellZones,
  moveCard,
  sendToGy,
  shuffleDeck,
  specialSummon,
  thisSentFromFieldToGy,
} from '../dsl/index.ts';

const GUARDIAN_EATOS = 34022290;
const REAPER_SCYTHE = 81954378;

export default defineCard({
  code: 18175965,
  name: 'Guardian Dreadscythe',
  kind: 'monster',
  categories: ['effect', 'special-summon'],
  level: 8,
  attribute: 'DARK',
  type: 'Fiend',
  atk: 2500,
  def: 2000,
  setcodes: [0x52],
  text: 'Cannot be Normal Summoned/Set. Must be Special Summoned by its own effect, and cannot be Special Summoned by other ways. If a "Guardian Eatos" is destroyed by battle or card effect and sent to your Graveyard: You can Special Summon this card from your hand. When this card is Special Summoned: You can equip 1 "Reaper Scythe - Dreadscythe" from your Deck to this card. You cannot Normal or Special Summon monsters (but you can Normal Set). If this card is sent from the field to the Graveyard: Send 1 card from your hand to the Graveyard, and if you do, Special Summon this card from the Graveyard.',
  // 003 §3.3.2: a Special Summon monster that only its own effects may Special Summon.
  cannotNormalSummon: true,
  mustBeProperlySummoned: true,
  // 003 §2.1.4, §3.4.2: "You cannot Normal or Special Summon monsters (but you can Normal Set)": continuous locks on
  // its controller while it is face-up in the Monster Zone (Flip Summons stay allowed).
  statics: [
    { kind: 'summon-lock', lock: 'cannot-normal-summon-only', who: 'you' },
    { kind: 'summon-lock', lock: 'cannot-special-summon', who: 'you' },
  ],
  effects: [
    {
      label: 'Special Summon this card from your hand',
      type: 'trigger',
      event: 'destroyed',
      range: ['hand'],
      eventFilter: (ctx, ev) => {
        const c = ctx.card(ev.uid);
        return c.code === GUARDIAN_EATOS && c.owner === ctx.player && c.location === 'gy' && c.stamp === ev.stamp;
      },
      category: ['special-summon'],
      feasible: (ctx) => canPlaceMonster(ctx.duel, ctx.player, false),
      operation: [(ctx) => ctx.selfUnmoved() && specialSummon(ctx, ctx.self.uid, { defense: false, proper: true })],
    },
    {
      label: 'Equip 1 "Reaper Scythe - Dreadscythe" from your Deck to this card',
      // "When … : You can": optional, can miss the timing (003 §3.4.3).
      type: 'trigger',
      event: 'special-summoned',
      when: true,
      eventFilter: (ctx, ev) => ev.uid === ctx.self.uid && ev.stamp === ctx.self.stamp,
      category: ['equip'],
      feasible: (ctx) =>
        freeSpellZones(ctx.duel, ctx.player) > 0 &&
        cardsIn(ctx.duel, ctx.player, 'you', 'deck', (_d, c) => c.code === REAPER_SCYTHE).length > 0,
      operation: [
        (ctx) => {
          const pool = cardsIn(ctx.duel, ctx.player, 'you', 'deck', (_d, c) => c.code === REAPER_SCYTHE);
          if (
            pool.length === 0 ||
            !ctx.selfUnmoved() ||
            ctx.self.location !== 'mzone' ||
            !ctx.self.faceUp ||
            freeSpellZones(ctx.duel, ctx.player) === 0
          )
            return false;
          moveCard(ctx.duel, pool[0]!, 'szone', {
            reason: Reason.EFFECT,
            by: ctx.player,
            controller: ctx.player,
            faceUp: true,
          });
          shuffleDeck(ctx.duel, ctx.player);
          return equipTo(ctx.duel, pool[0]!, ctx.self.uid);
        },
      ],
    },
    {
      label: 'Send 1 card from your hand to the GY: Special Summon this card from the GY',
      // "If …: Send": a mandatory trigger. 003 §3.4.4 TC-80: sending from the hand is not discarding.
      type: 'trigger',
      event: 'to-gy',
      range: ['gy'],
      mandatory: true,
      eventFilter: thisSentFromFieldToGy,
      category: ['to-gy', 'special-summon'],
      operation: [
        (ctx) => {
          const hand = cardsIn(ctx.duel, ctx.player, 'you', 'hand');
          if (hand.length === 0) return false;
          const pick = ctx.choose({ from: hand, min: 1, max: 1, prompt: 'Send 1 card from your hand to the GY' });
          sendToGy(ctx.duel, pick, Reason.EFFECT, ctx.player);
          return ctx.card(pick[0]!).location === 'gy';
        },
        (ctx) => {
          if (!ctx.selfUnmoved() || ctx.self.location !== 'gy') return false;
          return specialSummon(ctx, ctx.self.uid, { defense: false, proper: true });
        },
      ],
    },
  ],
});
