import {
  Reason,
  and,
  archetype,
  isMonster,
  ofArchetype,
  canSpecialSummon,
  cardsIn,
  defineCard,
  freeMonsterZones,
  shuffleDeck,
  specialSummonAll,
  toDeck,
} from '../dsl/index.ts';
import { cardDef } from '../registry.ts';
import type { FusionMaterial } from '../types.ts';

const GLADIATOR_BEAST = 0x19;
const isGladiatorBeast = archetype(GLADIATOR_BEAST);
const gladiatorBeastCard = and(isMonster, ofArchetype(GLADIATOR_BEAST));
const gladiatorBeast: FusionMaterial = { label: '"Gladiator Beast" monster', filter: isGladiatorBeast };

export default defineCard({
  code: 29357956,
  name: 'Gladiator Beast Nerokius',
  kind: 'monster',
  categories: ['fusion', 'effect'],
  level: 8,
  attribute: 'DARK',
  type: 'Beast-Warrior',
  atk: 2800,
  def: 1900,
  setcodes: [GLADIATOR_BEAST],
  text: '3 "Gladiator Beast" monsters\nMust first be Special Summoned (from your Extra Deck) by shuffling the above cards you control into the Deck. (You do not use "Polymerization".) Cannot be destroyed by battle. If this card attacks or is attacked, your opponent cannot activate cards or effects until the end of the Damage Step. At the end of the Battle Phase, if this card attacked or was attacked: You can shuffle it into the Extra Deck; Special Summon 2 "Gladiator Beast" monsters from your Deck.',
  fusionMaterials: [gladiatorBeast, gladiatorBeast, gladiatorBeast],
  // 003 §3.3.2: "Must first be Special Summoned (from your Extra Deck) by …": revivable once properly Summoned.
  mustBeProperlySummoned: true,
  // 003 §3.3.2 "(You do not use "Polymerization".)": its own procedure, no chain, not a Fusion Summon; the materials
  // may be face-down.
  summonProcedures: [
    {
      label: 'shuffle 3 "Gladiator Beast" monsters you control into the Deck',
      from: ['extra'],
      condition: () => true,
      fieldMaterials: { to: 'deck' },
    },
  ],
  statics: [
    // 003 §3.4.4: "Cannot be destroyed by battle".
    { kind: 'indestructible', by: 'battle', affects: (_d, self, target) => target.uid === self.uid },
    // "If this card attacks or is attacked, your opponent cannot activate cards or effects until the end of the Damage
    // Step": from the attack declaration (003 §3.6.3) while the battle involving it lasts.
    {
      kind: 'cannot-activate',
      who: 'opponent',
      cards: (duel, self) => {
        const b = duel.battle;
        if (!b) return false;
        return (
          (b.attacker === self.uid && b.attackerStamp === self.stamp) ||
          (b.target === self.uid && b.targetStamp === self.stamp)
        );
      },
    },
  ],
  effects: [
    {
      label: 'Shuffle this card into the Extra Deck: Special Summon 2 "Gladiator Beast" monsters from your Deck',
      // "At the end of the Battle Phase, if this card attacked or was attacked: You can": an optional trigger in the End
      // Step (003 §3.6.3). 003 §3.6.3 TC-133 reads it as "the Battle Phase in which this card battled" (这张卡进行战斗的
      // 战斗阶段结束时): a battle with no damage calculation is no battle, so `battles` (not `attacks`) decides.
      type: 'trigger',
      event: 'phase-battle-end',
      category: ['special-summon', 'special-summon-from-deck'],
      eventFilter: (ctx) => ctx.self.location === 'mzone' && ctx.self.faceUp && ctx.self.battles > 0,
      // 003 §3.4.2: shuffling it into the Extra Deck is the cost.
      cost: {
        can: (ctx) => ctx.self.location === 'mzone',
        pay: (ctx) => toDeck(ctx.duel, [ctx.self.uid], Reason.COST, ctx.player),
      },
      // 003 §3.4.3: "Special Summon 2": two Summonable "Gladiator Beast" monsters and two zones (its own frees one).
      feasible: (ctx) => {
        const own = ctx.self.location === 'mzone' && ctx.self.seq < 5 ? 1 : 0;
        const deck = cardsIn(ctx.duel, ctx.player, 'you', 'deck', gladiatorBeastCard);
        return deck.length >= 2 && freeMonsterZones(ctx.duel, ctx.player) + own >= 2;
      },
      operation: [
        (ctx) => {
          const pool = cardsIn(ctx.duel, ctx.player, 'you', 'deck', gladiatorBeastCard).filter((u) =>
            canSpecialSummon(ctx.duel, u, ctx.player),
          );
          if (pool.length < 2 || freeMonsterZones(ctx.duel, ctx.player) < 2) return false;
          const picks = ctx.choose({
            from: pool,
            min: 2,
            max: 2,
            prompt: 'Special Summon 2 "Gladiator Beast" monsters',
          });
          const defenseEach = picks.map(
            (u) =>
              ctx.chooseOption(
                ['Attack Position', 'Defense Position'],
                `Summon ${cardDef(ctx.card(u).code).name} in which position?`,
              ) === 1,
          );
          const n = specialSummonAll(ctx, picks, { defense: false, defenseEach });
          shuffleDeck(ctx.duel, ctx.player);
          return n > 0;
        },
      ],
    },
  ],
});
