import {
  addTargetToHand,
  banish,
  type CardFilter,
  cardsIn,
  defineCard,
  isSpellOrTrap,
  lockSummons,
  Reason,
  specialSummon,
  spell,
  summonableTarget,
} from '../dsl/index.ts';
import { cardDef } from '../registry.ts';

const AIDLE_REBORN = 22933016;
const IGNISTER = 0x135;
const AI = 0x136;
const ignister: CardFilter = (_d, c) =>
  cardDef(c.code).kind === 'monster' && (cardDef(c.code).setcodes ?? []).includes(IGNISTER);
const otherAi: CardFilter = (d, c) =>
  isSpellOrTrap(d, c) && c.code !== AIDLE_REBORN && (cardDef(c.code).setcodes ?? []).includes(AI);

export default defineCard({
  code: AIDLE_REBORN,
  name: 'A.I.dle Reborn',
  kind: 'spell',
  spellType: 'quick-play',
  setcodes: [0x136],
  text: 'Target 1 "@Ignister" monster in your GY; Special Summon it, also you cannot Special Summon monsters for the rest of this turn after this card resolves, except Cyberse monsters. When an attack is declared involving 2 monsters: You can banish this card from your GY and 1 card from your hand, then target 1 of your "A.I." Spells/Traps that is banished or in your GY, except "A.I.dle Reborn"; add that card to your hand. You can only use each effect of "A.I.dle Reborn" once per turn.',
  effects: [
    spell({
      label: 'Special Summon 1 "@Ignister" monster from your GY',
      oncePerTurn: 'name',
      category: ['special-summon'],
      target: summonableTarget({
        side: 'you',
        zone: 'gy',
        filter: ignister,
        prompt: 'Target 1 "@Ignister" monster in your GY',
      }),
      operation: [
        (ctx) => {
          // 003 §2.1.4: "also you cannot Special Summon monsters for the rest of this turn after this card resolves,
          // except Cyberse monsters": applied on resolution whether or not the Summon happens ("also").
          const t = ctx.target();
          const done = t >= 0 && specialSummon(ctx, t, { defense: false });
          lockSummons(ctx.duel, ctx.player, 'cannot-special-summon', { exceptType: 'Cyberse' });
          return done;
        },
      ],
    }),
    {
      label: 'Banish this card and 1 card from your hand: add 1 "A.I." Spell/Trap to your hand',
      type: 'quick',
      range: ['gy'],
      oncePerTurn: 'name',
      category: ['to-hand'],
      // "When an attack is declared involving 2 monsters": in the Battle Step right after the declaration.
      condition: (ctx) => {
        const b = ctx.duel.battle;
        return (
          b !== null &&
          b.target >= 0 &&
          b.timing === null &&
          ctx.duel.recent.some((e) => e.kind === 'attack-declared' && e.uid === b.attacker)
        );
      },
      cost: {
        can: (ctx) => ctx.self.location === 'gy' && cardsIn(ctx.duel, ctx.player, 'you', 'hand').length > 0,
        pay: (ctx) => {
          const pick = ctx.choose({
            from: cardsIn(ctx.duel, ctx.player, 'you', 'hand'),
            min: 1,
            max: 1,
            prompt: 'Banish 1 card from your hand (cost)',
          });
          banish(ctx.duel, [ctx.self.uid, ...pick], Reason.COST, ctx.player);
        },
      },
      target: {
        can: (ctx) =>
          cardsIn(ctx.duel, ctx.player, 'you', 'gy', otherAi).length +
            cardsIn(ctx.duel, ctx.player, 'you', 'banished', otherAi).length >
          0,
        choose: (ctx) =>
          ctx.setTargets(
            ctx.choose({
              from: cardsIn(ctx.duel, ctx.player, 'you', 'gy', otherAi).concat(
                cardsIn(ctx.duel, ctx.player, 'you', 'banished', otherAi),
              ),
              min: 1,
              max: 1,
              prompt: 'Target 1 "A.I." Spell/Trap',
            }),
          ),
      },
      operation: [addTargetToHand],
    },
  ],
});
