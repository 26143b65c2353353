import {
  Reason,
  addStatChange,
  and,
  banish,
  cardsIn,
  defineCard,
  isMonster,
  ofType,
  specialSummon,
  summonableTarget,
  targetable,
  type EffectContext,
} from '../dsl/index.ts';
import { cardDef } from '../registry.ts';

const DDLF = 60681103;

/** Monsters the opponent controls that this card's effect may target (003 §3.4.3: not "cannot be targeted" ones). */
const opponentMonsters = (ctx: EffectContext): number[] =>
  cardsIn(ctx.duel, ctx.player, 'opponent', 'monsters').filter((u) => targetable(ctx.duel, u, ctx.self.uid));

export default defineCard({
  code: DDLF,
  name: 'Divine Dragon Lord Felgrand',
  kind: 'monster',
  categories: ['effect'],
  level: 8,
  attribute: 'LIGHT',
  type: 'Dragon',
  atk: 2800,
  def: 2800,
  text: 'If this card is Special Summoned from the Graveyard: You can target 1 monster your opponent controls or in their Graveyard; banish it, and if you do, this card gains ATK and DEF equal to the banished monster\'s original Level/Rank x 100. If this card destroys an opponent\'s monster by battle: You can target 1 Level 7 or 8 Dragon-Type monster in the Graveyard, except "Divine Dragon Lord Felgrand"; Special Summon it to your field.',
  effects: [
    {
      label: 'Banish 1 monster your opponent controls or in their GY; gain ATK/DEF',
      // "If …: You can": optional, does not miss the timing (003 §3.4.3 TC-64).
      type: 'trigger',
      event: 'special-summoned',
      eventFilter: (ctx, ev) => ev.uid === ctx.self.uid && ev.stamp === ctx.self.stamp && ev.from === 'gy',
      category: ['banish', 'atk-change', 'def-change'],
      target: {
        can: (ctx) =>
          opponentMonsters(ctx).length + cardsIn(ctx.duel, ctx.player, 'opponent', 'gy', isMonster).length > 0,
        choose: (ctx) =>
          ctx.setTargets(
            ctx.choose({
              from: opponentMonsters(ctx).concat(cardsIn(ctx.duel, ctx.player, 'opponent', 'gy', isMonster)),
              min: 1,
              max: 1,
              prompt: 'Target 1 monster your opponent controls or in their GY',
            }),
          ),
      },
      operation: [
        (ctx) => {
          const t = ctx.target();
          if (t < 0) return false;
          banish(ctx.duel, [t], Reason.EFFECT, ctx.player);
          if (ctx.card(t).location !== 'banished') return false;
          if (!ctx.selfUnmoved() || ctx.self.location !== 'mzone' || !ctx.self.faceUp) return true;
          const n = (cardDef(ctx.card(t).code).level ?? 0) * 100;
          addStatChange(ctx.duel, ctx.self.uid, 'atk', 'add', n, false);
          addStatChange(ctx.duel, ctx.self.uid, 'def', 'add', n, false);
          return true;
        },
      ],
    },
    {
      label: 'Special Summon 1 Level 7 or 8 Dragon from the GY',
      type: 'trigger',
      event: 'battle-destroyed',
      eventFilter: (ctx, ev) => {
        const b = ctx.duel.battle;
        const other = b ? (b.attacker === ctx.self.uid ? b.target : b.target === ctx.self.uid ? b.attacker : -1) : -1;
        return other === ev.uid && ctx.card(ev.uid).owner !== ctx.player && ctx.self.location === 'mzone';
      },
      category: ['special-summon'],
      target: summonableTarget({
        side: 'both',
        zone: 'gy',
        filter: and(ofType('Dragon'), (_d, c) => c.code !== DDLF && [7, 8].includes(cardDef(c.code).level ?? 0)),
        prompt: 'Target 1 Level 7 or 8 Dragon in a GY',
      }),
      operation: [(ctx) => ctx.target() >= 0 && specialSummon(ctx, ctx.target(), { defense: false })],
    },
  ],
});
