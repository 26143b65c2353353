import {
  Reason,
  canSpecialSummon,
  cardsIn,
  defineCard,
  destroy,
  detachCost,
  damage,
  moveCard,
  ofArchetype,
  printedAtk,
  specialSummon,
  summonableTarget,
  targets,
  notNamed,
  and,
  type CardFilter,
} from '../dsl/index.ts';
import { cardDef } from '../registry.ts';

const STRANGER_FALCON = 15092394;
const RAIDRAPTOR = 0xba;

const isXyzMonster: CardFilter = (_d, c) => cardDef(c.code).categories?.includes('xyz') === true;

export default defineCard({
  code: STRANGER_FALCON,
  name: 'Raidraptor - Stranger Falcon',
  kind: 'monster',
  categories: ['xyz', 'effect'],
  rank: 5,
  attribute: 'DARK',
  type: 'Winged Beast',
  atk: 2000,
  def: 2000,
  setcodes: [RAIDRAPTOR],
  text: '2 Level 5 monsters\r\nIf this card has an Xyz Monster as an Xyz Material, it gains this effect.\r\n● Once per turn: You can detach 1 Xyz Material from this card, then target 1 monster your opponent controls; destroy it, and if you do, inflict damage to your opponent equal to its original ATK.\r\nIf this card in your possession is destroyed by your opponent\'s card (by battle or card effect) and sent to your Graveyard: You can target 1 "Raidraptor" Xyz Monster in your Graveyard, except "Raidraptor - Stranger Falcon"; Special Summon it, and if you do, attach this card to it as Xyz Material.',
  xyzMaterials: { level: 5, min: 2, max: 2 },
  mustBeProperlySummoned: true,
  effects: [
    {
      label:
        'Detach 1 Xyz Material: destroy 1 monster your opponent controls and inflict damage equal to its original ATK',
      // 003 §3.4.2: an Ignition effect it has while an Xyz Monster is among its materials; per copy (003 §3.5.1).
      type: 'ignition',
      oncePerTurn: 'card',
      category: ['destroy', 'damage'],
      condition: (ctx) => ctx.self.overlay.some((u) => isXyzMonster(ctx.duel, ctx.card(u))),
      cost: detachCost(1),
      target: targets({ side: 'opponent', zone: 'monsters', prompt: 'Target 1 monster your opponent controls' }),
      operation: [
        (ctx) => {
          const t = ctx.target();
          if (t < 0) return false;
          // "Its original ATK": read before it leaves the field (a face-down monster's printed ATK, "?" as 0).
          const original = printedAtk(ctx.card(t));
          if (destroy(ctx.duel, [t], Reason.EFFECT, ctx.player, ctx.asker).length === 0) return false;
          // 003 §3.4.4 TC-73: "destroy it, and if you do, inflict damage" happens at once (no "then"): the
          // destruction is not mid-resolution, so "when destroyed: you can" effects may activate.
          damage(ctx.duel, ctx.opponent, original, Reason.EFFECT, ctx.player, true);
          return true;
        },
      ],
    },
    {
      label: 'Special Summon 1 "Raidraptor" Xyz Monster from your GY and attach this card to it',
      // "If …: You can": an optional trigger that does not miss the timing (003 §3.4.3).
      type: 'trigger',
      event: 'destroyed',
      range: ['gy'],
      eventFilter: (ctx, ev) =>
        ev.uid === ctx.self.uid &&
        ev.stamp === ctx.self.stamp &&
        ctx.self.location === 'gy' &&
        // "in your possession … by your opponent's card … sent to your Graveyard".
        ev.controller === ctx.self.owner &&
        ev.player !== ctx.self.owner,
      category: ['special-summon', 'leaves-gy'],
      target: summonableTarget({
        side: 'you',
        zone: 'gy',
        filter: and(ofArchetype(RAIDRAPTOR), isXyzMonster, notNamed(STRANGER_FALCON)),
        prompt: 'Target 1 "Raidraptor" Xyz Monster in your GY, except "Raidraptor - Stranger Falcon"',
      }),
      operation: [
        (ctx) => {
          const t = ctx.target();
          if (t < 0 || !canSpecialSummon(ctx.duel, t, ctx.player)) return false;
          if (!specialSummon(ctx, t, { defense: false })) return false;
          // "and if you do, attach this card to it": only if it is still in the GY.
          if (
            ctx.selfUnmoved() &&
            ctx.self.location === 'gy' &&
            cardsIn(ctx.duel, ctx.player, 'you', 'monsters').includes(t)
          )
            moveCard(ctx.duel, ctx.self.uid, 'overlay', { reason: Reason.EFFECT, by: ctx.player, host: t });
          return true;
        },
      ],
    },
  ],
});
