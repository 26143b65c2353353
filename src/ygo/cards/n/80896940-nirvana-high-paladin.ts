import {
  addStatChange,
  addTargetToHand,
  atkOf,
  type CardInstance,
  cardsIn,
  defineCard,
  type DuelState,
  type EffectContext,
  freePendulumZones,
  halfLpCost,
  isPendulum,
  isSynchro,
  loseLp,
  moveCard,
  pendulumActivation,
  Reason,
  targets,
} from '../dsl/index.ts';
import { cardDef } from '../registry.ts';

const isTunerCard = (c: CardInstance): boolean => cardDef(c.code).categories?.includes('tuner') === true;

/** "A Pendulum Summoned Pendulum Monster" you control (003 §3.3.2: how it was Summoned, while it stays there). */
const pendulumSummonedPendulum = (duel: DuelState, c: CardInstance): boolean =>
  c.location === 'mzone' && c.summon === 'pendulum' && isPendulum(duel, c);

/** The monster attacking in the current battle, if it is a Pendulum Monster `self`'s controller controls. */
const attackingPendulumOf = (duel: DuelState, self: CardInstance, c: CardInstance): boolean =>
  duel.battle !== null &&
  duel.battle.attacker === c.uid &&
  c.location === 'mzone' &&
  c.faceUp &&
  c.controller === self.controller &&
  isPendulum(duel, c);

/** The opponent's monster this card's battle destroyed (the other monster of the battle), or -1. */
const destroyedByThis = (ctx: EffectContext): number => {
  const b = ctx.duel.battle;
  if (!b) return -1;
  return b.attacker === ctx.self.uid ? b.target : b.target === ctx.self.uid ? b.attacker : -1;
};

export default defineCard({
  code: 80896940,
  name: 'Nirvana High Paladin',
  kind: 'monster',
  categories: ['effect', 'synchro', 'pendulum'],
  level: 10,
  leftScale: 8,
  rightScale: 8,
  attribute: 'DARK',
  type: 'Spellcaster',
  atk: 3300,
  def: 2500,
  text: "[ Pendulum Effect ]\r\nIf a Pendulum Monster you control attacks, for that battle, it cannot be destroyed by battle, also you take no battle damage. At the end of the Damage Step, if a Pendulum Monster you control attacked: All monsters your opponent currently controls lose ATK equal to that attacking monster's ATK, until the end of this turn.\r\n----------------------------------------\r\n[ Monster Effect ]\r\n1 Tuner + 1 or more non-Tuner Synchro Monsters\r\nFor this card's Synchro Summon, you can treat 1 Pendulum Summoned Pendulum Monster you control as a Tuner. If this card is Synchro Summoned using a Pendulum Summoned Pendulum Monster Tuner: You can target 1 card in your Graveyard; add it to your hand. When this card destroys an opponent's monster by battle: You can halve your opponent's LP. If this card in the Monster Zone is destroyed by battle or card effect: You can place this card in your Pendulum Zone.",
  // 003 §3.3.2: Special Summoned only; revived (or Pendulum Summoned from the Extra Deck, TC-36) once properly Summoned.
  cannotNormalSummon: true,
  // 003 §3.3.2: 1 Tuner + 1 or more non-Tuner Synchro Monsters (the condition holds for each non-Tuner).
  synchroMaterials: {
    nonTuner: { label: 'non-Tuner Synchro Monsters', filter: (s) => s.categories?.includes('synchro') === true },
    treatAsTuner: pendulumSummonedPendulum,
    // "Synchro Summoned using a Pendulum Summoned Pendulum Monster Tuner": one such material was the Tuner (the
    // others are all non-Tuner Synchro Monsters).
    materialCheck: (duel, materials) =>
      materials.some(
        (m) =>
          pendulumSummonedPendulum(duel, m) &&
          materials.every((o) => o === m || (!isTunerCard(o) && isSynchro(duel, o))),
      )
        ? 1
        : 0,
  },
  // 003 §3.3.3: the Pendulum Effect's continuous part, for the battle of an attacking Pendulum Monster you control.
  pendulumStatics: [
    { kind: 'indestructible', by: 'battle', affects: attackingPendulumOf },
    { kind: 'no-battle-damage-to-you', affects: attackingPendulumOf },
  ],
  effects: [
    pendulumActivation(),
    {
      label: "Your opponent's monsters lose ATK equal to the attacking Pendulum Monster's ATK",
      // 003 §3.3.3: a Pendulum Effect; "At the end of the Damage Step, if …:" with no "You can": a mandatory trigger.
      type: 'trigger',
      pendulum: true,
      event: 'damage-step-end',
      mandatory: true,
      category: ['atk-change'],
      // The event is the attacker's (003 §3.6.3 DS5).
      eventFilter: (ctx, ev) => {
        const a = ctx.card(ev.uid);
        return ev.stamp === a.stamp && a.controller === ctx.player && isPendulum(ctx.duel, a);
      },
      operation: [
        (ctx) => {
          const a = ctx.card(ctx.eventCard());
          // "that attacking monster's ATK": it must still be there, face-up, to have one.
          if (a.location !== 'mzone' || !a.faceUp) return false;
          const loss = atkOf(ctx.duel, a);
          // "All monsters your opponent currently controls": the face-up ones (a face-down monster has no ATK to lose).
          const theirs = cardsIn(ctx.duel, ctx.player, 'opponent', 'monsters', (_d, c) => c.faceUp);
          for (const u of theirs) addStatChange(ctx.duel, u, 'atk', 'add', -loss, true);
          return theirs.length > 0;
        },
      ],
    },
    {
      label: 'Add 1 card from your GY to your hand',
      // "If this card is Synchro Summoned using …: You can": an optional trigger that does not miss the timing.
      type: 'trigger',
      event: 'special-summoned',
      category: ['to-hand', 'leaves-gy'],
      eventFilter: (ctx, ev) =>
        ev.uid === ctx.self.uid &&
        ev.stamp === ctx.self.stamp &&
        ctx.self.summon === 'synchro' &&
        // Kept by the Synchro Summon (materialCheck above).
        ctx.self.counter === 1,
      target: targets({ side: 'you', zone: 'gy', prompt: 'Target 1 card in your GY' }),
      operation: [addTargetToHand],
    },
    {
      label: "Halve your opponent's LP",
      // "When this card destroys an opponent's monster by battle: You can": an optional trigger that can miss the timing.
      type: 'trigger',
      event: 'battle-destroyed',
      when: true,
      category: [],
      eventFilter: (ctx, ev) =>
        destroyedByThis(ctx) === ev.uid && ctx.card(ev.uid).owner !== ctx.player && ctx.self.location === 'mzone',
      operation: [
        (ctx) => {
          // 003 §3.4.1 (TC-58's rounding): the LP kept is rounded up; losing LP is not damage.
          loseLp(ctx.duel, ctx.opponent, halfLpCost(ctx.duel.players[ctx.opponent].lp));
          return true;
        },
      ],
    },
    {
      label: 'Place this card in your Pendulum Zone',
      // "If this card in the Monster Zone is destroyed by battle or card effect: You can": an optional trigger of the
      // card where it went (face-up in the Extra Deck, 003 §3.2.1), which does not miss the timing.
      type: 'trigger',
      event: 'destroyed',
      range: ['extra', 'gy'],
      eventFilter: (ctx, ev) =>
        ev.uid === ctx.self.uid &&
        ev.stamp === ctx.self.stamp &&
        ev.from === 'mzone' &&
        (ev.reason & (Reason.BATTLE | Reason.EFFECT)) !== 0,
      condition: (ctx) => freePendulumZones(ctx.duel, ctx.player).length > 0,
      category: [],
      operation: [
        (ctx) => {
          const free = freePendulumZones(ctx.duel, ctx.player);
          if (!ctx.selfUnmoved() || free.length === 0) return false;
          const labels = free.map((s) => (s === 0 ? 'Left Pendulum Zone' : 'Right Pendulum Zone'));
          const seq = free[ctx.chooseOption(labels, 'Place it in which Pendulum Zone?')]!;
          // 003 §3.3.3: placed, not activated: a Spell in the Pendulum Zone, its Pendulum Effects applying.
          moveCard(ctx.duel, ctx.self.uid, 'szone', {
            reason: Reason.EFFECT,
            by: ctx.player,
            controller: ctx.player,
            faceUp: true,
            seq,
          });
          return true;
        },
      ],
    },
  ],
});
