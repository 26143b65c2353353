import {
  addStatChange,
  addTargetToHand,
  archetype,
  changePosition,
  defineCard,
  detachCost,
  Reason,
  sendToGy,
  targets,
} from '../dsl/index.ts';
import { cardDef } from '../registry.ts';

const BURNING_ABYSS = 0xb1;
const isBurningAbyss = archetype(BURNING_ABYSS);

export default defineCard({
  code: 83531441,
  name: 'Dante, Traveler of the Burning Abyss',
  kind: 'monster',
  categories: ['xyz', 'effect'],
  rank: 3,
  attribute: 'LIGHT',
  type: 'Warrior',
  atk: 1000,
  def: 2500,
  setcodes: [BURNING_ABYSS, 0xd5],
  text: '2 Level 3 monsters\r\nOnce per turn: You can detach 1 material from this card and choose a number from 1 to 3, then send that many cards from the top of your Deck to the GY; until the end of this turn, this card gains 500 ATK for each card sent to the GY this way. If this card attacks, it is changed to Defense Position at the end of the Battle Phase. If this card is sent to the GY: You can target 1 "Burning Abyss" card in your GY, except this card; add it to your hand.',
  xyzMaterials: { level: 3, min: 2, max: 2 },
  mustBeProperlySummoned: true,
  effects: [
    {
      label: 'Detach 1 material and send 1 to 3 cards from the top of your Deck to the GY',
      // 003 §3.3.2: an Ignition effect; "Once per turn" without the name is per copy (003 §3.5.1).
      type: 'ignition',
      oncePerTurn: 'card',
      category: ['deck-destruction', 'to-gy', 'send-deck-to-gy', 'atk-change'],
      // 003 §3.4.2: detaching is the cost; the number is chosen with it, on activation (asked before any change).
      cost: detachCost(1, {
        can: (ctx) => ctx.duel.players[ctx.player].deck.length > 0,
        ask: (ctx) => {
          const most = Math.min(3, ctx.duel.players[ctx.player].deck.length);
          ctx.data['n'] = ctx.chooseOption(['1', '2', '3'].slice(0, most), 'Choose a number from 1 to 3') + 1;
        },
      }),
      operation: [
        (ctx) => {
          const deck = ctx.duel.players[ctx.player].deck;
          const top = deck.slice(-(ctx.data['n'] ?? 1)).reverse();
          if (top.length) sendToGy(ctx.duel, top, Reason.EFFECT, ctx.player, ctx.asker);
          // "for each card sent to the GY this way": only those that reached the GY.
          const sent = top.filter((u) => ctx.card(u).location === 'gy').length;
          if (sent > 0 && ctx.selfUnmoved() && ctx.self.location === 'mzone' && ctx.self.faceUp)
            addStatChange(ctx.duel, ctx.self.uid, 'atk', 'add', 500 * sent, true);
        },
      ],
    },
    {
      label: 'Change this card to Defense Position',
      // "If this card attacks, it is changed to Defense Position at the end of the Battle Phase": a mandatory trigger in
      // the End Step (003 §3.6.3). Entering the Damage Step means it attacked, even with no damage calculation
      // (TC-131); an attack declared then negated or cancelled by a replay is an attack too (003 §3.6.3).
      type: 'trigger',
      event: 'phase-battle-end',
      mandatory: true,
      category: ['position'],
      eventFilter: (ctx) => ctx.self.location === 'mzone' && ctx.self.faceUp && ctx.self.attacks > 0,
      operation: [
        (ctx) => {
          if (!ctx.selfUnmoved() || ctx.self.location !== 'mzone' || !ctx.self.faceUp) return false;
          changePosition(ctx.duel, ctx.self.uid, { faceUp: true, defense: true }, ctx.player);
          return true;
        },
      ],
    },
    {
      label: 'Add 1 "Burning Abyss" card from your GY to your hand',
      // "If this card is sent to the GY: You can": an optional trigger that does not miss the timing (003 §3.4.3).
      type: 'trigger',
      event: 'to-gy',
      range: ['gy'],
      eventFilter: (ctx, ev) => ev.uid === ctx.self.uid && ev.stamp === ctx.self.stamp,
      category: ['to-hand'],
      target: targets({
        side: 'you',
        zone: 'gy',
        filter: (_d, c) => isBurningAbyss(cardDef(c.code)),
        prompt: 'Target 1 "Burning Abyss" card in your GY, except this card',
        exceptSelf: true,
      }),
      operation: [addTargetToHand],
    },
  ],
});
