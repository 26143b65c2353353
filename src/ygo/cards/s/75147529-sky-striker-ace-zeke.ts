import {
  Reason,
  addDelayed,
  addStatChange,
  banish,
  defineCard,
  faceUp,
  nextTurnOf,
  sendToGy,
  targets,
} from '../dsl/index.ts';
import { isSkyStrikerAce } from '../archetypes/sky-striker.ts';

const ZEKE = 75147529;

export default defineCard({
  code: ZEKE,
  name: 'Sky Striker Ace - Zeke',
  kind: 'monster',
  categories: ['effect', 'link'],
  linkRating: 2,
  linkArrows: ['top', 'bottom'],
  attribute: 'DARK',
  type: 'Warrior',
  atk: 1500,
  setcodes: [0x1115],
  text: '2 monsters, including a "Sky Striker Ace" monster\r\nMust be Link Summoned. You can only Special Summon "Sky Striker Ace - Zeke(s)" once per turn. If this card is Link Summoned: You can target 1 face-up monster on the field; banish it until your opponent\'s next End Phase. Once per turn: You can target 1 other card you control; this card gains 1000 ATK, then, send the targeted card to the GY.',
  // 003 §3.3.2: "2 monsters, including a "Sky Striker Ace" monster".
  linkMaterials: { min: 2, max: 2, including: (duel, c) => isSkyStrikerAce(duel, c) },
  // 003 §3.3.2: "Must be Link Summoned" (never by another effect's Special Summon from the Extra Deck).
  mustBeProperlySummoned: true,
  // 003 §2.1.5: "You can only Special Summon "Sky Striker Ace - Zeke(s)" once per turn".
  specialSummonOncePerTurn: true,
  effects: [
    {
      label: "Banish 1 face-up monster on the field until your opponent's next End Phase",
      // 003 §3.4.3: "If this card is Link Summoned: You can target" — an optional trigger.
      type: 'trigger',
      event: 'special-summoned',
      eventFilter: (ctx, ev) => ev.uid === ctx.self.uid && ev.stamp === ctx.self.stamp && ctx.self.summon === 'link',
      category: ['banish'],
      target: targets({
        side: 'both',
        zone: 'monsters',
        filter: faceUp,
        prompt: 'Target 1 face-up monster on the field',
      }),
      operation: [
        (ctx) => {
          const t = ctx.target();
          const c = t < 0 ? null : ctx.card(t);
          // "it": still face-up on the field.
          if (!c || c.location !== 'mzone' || !c.faceUp) return false;
          const as = { faceUp: true, defense: c.defense, controller: c.controller };
          banish(ctx.duel, [t], Reason.EFFECT, ctx.player);
          if (ctx.card(t).location !== 'banished') return true;
          // 003 §3.4.4 temporary banishment: it returns in the End Phase of the opponent's next turn, to the player who
          // controlled it (003 §3.2.3), as an End Phase processing.
          const turn = nextTurnOf(ctx.duel, ctx.opponent);
          addDelayed(ctx.duel, ctx.player, ZEKE, 'return-from-banished', [t], turn, [as]);
          return true;
        },
      ],
    },
    {
      label: 'Target 1 other card you control: this card gains 1000 ATK, then send it to the GY',
      // 003 §3.4.2: an Ignition Effect; "Once per turn" (soft, this copy).
      type: 'ignition',
      oncePerTurn: 'card',
      category: ['atk-change', 'to-gy'],
      target: targets({ side: 'you', zone: 'field', exceptSelf: true, prompt: 'Target 1 other card you control' }),
      operation: [
        (ctx) => {
          // "this card gains 1000 ATK": only while it is still face-up on the field.
          if (!ctx.selfUnmoved() || ctx.self.location !== 'mzone' || !ctx.self.faceUp) return false;
          addStatChange(ctx.duel, ctx.self.uid, 'atk', 'add', 1000, false);
          return true;
        },
        (ctx) => {
          // "then, send the targeted card to the GY".
          const t = ctx.targets();
          if (t.length === 0) return false;
          sendToGy(ctx.duel, t, Reason.EFFECT, ctx.player, ctx.asker);
          return true;
        },
      ],
    },
  ],
});
