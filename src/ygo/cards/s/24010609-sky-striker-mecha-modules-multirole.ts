import {
  activateThisCard,
  addRestriction,
  archetype,
  cardsIn,
  defineCard,
  freeSpellZones,
  lockPlayer,
  nameOf,
  onField,
  Reason,
  sendToGy,
  setSpellsTrapsByEffect,
  type EffectContext,
} from '../dsl/index.ts';
import { cardDef } from '../registry.ts';
import { isSkyStrikerSpell, SKY_STRIKER } from '../archetypes/sky-striker.ts';

/** "1 other card you control" (003 §3.4.3: this card does not target itself). */
const otherCards = (ctx: EffectContext): number[] =>
  cardsIn(ctx.duel, ctx.player, 'you', 'field').filter((u) => u !== ctx.self.uid);

const skyStrikerCard = archetype(SKY_STRIKER);

/**
 * "The number of "Sky Striker" Spell Cards you activated this turn while this card was face-up on your field": the
 * card activations (003 §3.4.2) of its controller since it came face-up: since it arrived on the field face-up, or since
 * its own activation turned it face-up (that activation itself does not count: it was not face-up on the field yet).
 */
function activatedWhileFaceUp(ctx: EffectContext): number {
  const list = ctx.duel.spellActivations;
  let since = ctx.self.stamp;
  for (const a of list) if (a.uid === ctx.self.uid && a.at > since) since = a.at;
  let n = 0;
  for (const a of list) {
    if (a.turn !== ctx.duel.turn || a.player !== ctx.player || a.at <= since) continue;
    if (cardDef(a.code).kind === 'spell' && skyStrikerCard(cardDef(a.code))) n++;
  }
  return n;
}

/** The "Sky Striker" Spells in the GY it could Set (a Field Spell goes to the Field Zone). */
const settable = (ctx: EffectContext): number[] => cardsIn(ctx.duel, ctx.player, 'you', 'gy', isSkyStrikerSpell);

export default defineCard({
  code: 24010609,
  name: 'Sky Striker Mecha Modules - Multirole',
  kind: 'spell',
  spellType: 'continuous',
  setcodes: [0x115],
  text: 'Once per turn: You can target 1 other card you control; send that card to the GY, also your opponent cannot activate cards or effects in response to your Spell Card activations for the rest of this turn (even if this card leaves the field). (You can only gain the previous effect once per turn.) Once per turn, during the End Phase: You can Set "Sky Striker" Spells with different names from your GY, up to the number of "Sky Striker" Spell Cards you activated this turn while this card was face-up on your field, but banish them when they leave the field.',
  effects: [
    activateThisCard(),
    {
      label: 'Send 1 other card you control to the GY; your opponent cannot respond to your Spell Cards this turn',
      // 003 §3.4.2: an ignition effect of the face-up Continuous Spell; "Once per turn" (per copy, 003 §3.5.1).
      type: 'ignition',
      range: ['szone'],
      oncePerTurn: 'card',
      category: ['to-gy'],
      target: {
        can: (ctx) => otherCards(ctx).length > 0,
        choose: (ctx) =>
          ctx.setTargets(
            ctx.choose({ from: otherCards(ctx), min: 1, max: 1, prompt: 'Target 1 other card you control' }),
          ),
      },
      operation: [
        (ctx) => {
          const t = ctx.target();
          if (t >= 0 && onField(ctx.card(t).location)) sendToGy(ctx.duel, [t], Reason.EFFECT, ctx.player, ctx.asker);
          // "also": applied even if the target is gone; a lock on the opponent for the rest of the turn, kept
          // "even if this card leaves the field" (gaining it twice in a turn changes nothing).
          lockPlayer(ctx.duel, ctx.opponent, 'no-response-to-spells');
          return true;
        },
      ],
    },
    {
      label: 'Set "Sky Striker" Spells with different names from your GY',
      // 003 §3.4.2: an optional trigger "during the End Phase" (each player's), once per turn.
      type: 'trigger',
      event: 'phase-end',
      range: ['szone'],
      oncePerTurn: 'card',
      eventFilter: (ctx) => ctx.self.location === 'szone' && ctx.self.faceUp,
      category: [],
      feasible: (ctx) =>
        activatedWhileFaceUp(ctx) > 0 &&
        settable(ctx).some((u) =>
          cardDef(ctx.card(u).code).spellType === 'field' ? true : freeSpellZones(ctx.duel, ctx.player) > 0,
        ),
      operation: [
        (ctx) => {
          const max = activatedWhileFaceUp(ctx);
          let zones = freeSpellZones(ctx.duel, ctx.player);
          let field = true;
          const picked: number[] = [];
          const names: number[] = [];
          // One at a time: "with different names", up to the count, as many as there are zones for.
          while (picked.length < max) {
            const pool = settable(ctx).filter((u) => {
              const c = ctx.card(u);
              const isField = cardDef(c.code).spellType === 'field';
              return !picked.includes(u) && !names.includes(nameOf(ctx.duel, c)) && (isField ? field : zones > 0);
            });
            if (pool.length === 0) break;
            const pick = ctx.choose({
              from: pool,
              min: picked.length === 0 ? 1 : 0,
              max: 1,
              prompt: `Set a "Sky Striker" Spell from your GY (${picked.length} of up to ${max})`,
            });
            if (pick.length === 0) break;
            const u = pick[0]!;
            picked.push(u);
            names.push(nameOf(ctx.duel, ctx.card(u)));
            if (cardDef(ctx.card(u).code).spellType === 'field') field = false;
            else zones--;
          }
          if (picked.length === 0) return false;
          const set = setSpellsTrapsByEffect(ctx.duel, picked, ctx.player, ctx.asker);
          // "but banish them when they leave the field": kept on each Set card (003 §3.4.4).
          for (const u of set) addRestriction(ctx.duel, u, 'banish-on-leave', false);
          return set.length > 0;
        },
      ],
    },
  ],
});
