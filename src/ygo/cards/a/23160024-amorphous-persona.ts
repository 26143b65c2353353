import {
  Reason,
  activateThisCard,
  banish,
  banishForbidden,
  named,
  ritualSummon,
  defineCard,
  drawCards,
  mayDraw,
  ofArchetype,
  pendulumMonster,
  type CardInstance,
  type DuelEventRecord,
  type DuelState,
} from '../dsl/index.ts';
import type { StaticDef } from '../types.ts';

const AMORPHAGE = 0xe0;
const AMORPHACTOR_PAIN = 98287529;
/** "All 'Amorphage' monsters on the field" (003 §3.3.1: by current archetypes). */
const affects = (duel: DuelState, _self: CardInstance, c: CardInstance): boolean => ofArchetype(AMORPHAGE)(duel, c);

// 003 §3.4.4: a Field Spell's continuous ± (TC-93: re-applied on top of a later continuous "becomes X").
const statics: StaticDef[] = [
  { kind: 'atk', mode: 'add', affects, value: () => 300 },
  { kind: 'def', mode: 'add', affects, value: () => 300 },
];

/**
 * A face-up "Amorphage" monster `player` controlled was Tributed (for a Summon or a cost): the card's archetype as it
 * is now, in the GY or banished, its printed one (003 §3.3.1).
 */
function amorphageTributed(duel: DuelState, ev: DuelEventRecord, player: number): boolean {
  return (
    ev.kind === 'left-field' &&
    (ev.reason & Reason.TRIBUTE) !== 0 &&
    ev.controller === player &&
    ev.faceUp === true &&
    ofArchetype(AMORPHAGE)(duel, duel.cards[ev.uid]!)
  );
}

export default defineCard({
  code: 23160024,
  name: 'Amorphous Persona',
  kind: 'spell',
  spellType: 'field',
  text: 'All "Amorphage" monsters on the field gain 300 ATK and DEF. Up to twice per turn, if an "Amorphage" monster(s) you control is Tributed, draw 1 card. You can banish this card from your Graveyard; Tribute Pendulum Monsters from your hand or field whose total Levels exactly equal 8, then Ritual Summon 1 "Amorphactor Pain, the Imagination Dracoverlord" from your hand.',
  // 003 §3.3.3: a Field Spell is activated (placed face-up) and then applies continuously.
  effects: [
    activateThisCard(),
    {
      label: 'Draw 1 card (an "Amorphage" monster you control was Tributed)',
      // "Up to twice per turn, if …, draw 1 card": a mandatory trigger of the face-up Field Spell (003 §3.4.3), at most
      // twice per turn for this card (003 §3.5.1).
      type: 'trigger',
      event: 'left-field',
      range: ['fzone'],
      mandatory: true,
      oncePerTurn: 'card',
      timesPerTurn: 2,
      // "monster(s)": one draw for the Tributes of one action.
      oncePerAction: true,
      eventFilter: (ctx, ev) => ctx.self.faceUp && amorphageTributed(ctx.duel, ev, ctx.player),
      category: ['draw'],
      condition: (ctx) => mayDraw(ctx.duel, ctx.player, true),
      operation: [drawCards(1)],
    },
    {
      // 003 §3.3.2: a Ritual Summon by an Ignition Effect activated in the GY, banishing this card as its cost: Pendulum
      // Monsters from the hand or field Tributed, Levels exactly 8, for "Amorphactor Pain, the Imagination Dracoverlord".
      ...ritualSummon({
        label: 'Banish this card from your GY: Ritual Summon "Amorphactor Pain, the Imagination Dracoverlord"',
        level: 'equal',
        monster: named(AMORPHACTOR_PAIN),
        tribute: pendulumMonster,
      }),
      type: 'ignition',
      range: ['gy'],
      cost: {
        can: (ctx) => ctx.self.location === 'gy' && !banishForbidden(ctx.duel),
        pay: (ctx) => banish(ctx.duel, [ctx.self.uid], Reason.COST, ctx.player),
      },
    },
  ],
  statics,
});
