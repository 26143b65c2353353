/**
 * Battle (001 §7): Attack Step → Block Step → Counter Step → Damage Step → End of Battle.
 * At the end of the Attack, Block and Counter Steps the battle ends early when the attacker or
 * the attacked card has moved to another area (001 §7-1-1-4, §7-1-2-3, §7-1-3-2-3).
 */
import type { DecisionOption } from '../../core/decision.ts';
import { defAt } from '../cards/defs.ts';
import { Z, type Battle, type OptcgState } from '../types.ts';
import { eventActivated, fireOnField, fireTriggers, koCard, startAbility } from './abilities.ts';
import { nextReplacement, replacementPrompt, type Replacement } from './replace.ts';
import { askRule, cardLabel } from './ask.ts';
import { eventUsable } from './main-phase.ts';
import { canBeKOd, cannotBeKOdInBattleBy, counterValue, cost, hasFlag, hasKeyword, power } from './power.ts';
import { lifeCardToHand, lifeLeft } from './life.ts';
import { expire, fieldCards } from './turn.ts';
import { ev, moveTo, opp, restDon, sameCard, toDeckBottom } from './zones.ts';

const NO_LIMIT = 1e9;
/** No lower limit (JSON has no -Infinity): no card has this little power. */
const NO_LOWER_LIMIT = -1e9;

/** 001 §7-1-1-1/2: rest the attacker, choose the target; [When Attacking] then [On Your Opponent's Attack]. */
export function declareAttack(g: OptcgState, attacker: number, target: number): void {
  g.rested[attacker] = 1;
  g.battle = {
    attacker,
    aInst: g.inst[attacker]!,
    target,
    tInst: g.inst[target]!,
    step: 'attack',
    blocked: false,
    noBlocker: false,
    noBlockerMinPower: NO_LIMIT,
    noBlockerMaxPower: NO_LOWER_LIMIT,
    dmgLeft: -1,
    banish: false,
    fought: false,
  };
  ev(g, {
    type: 'attack',
    player: g.owner[attacker]!,
    attacker,
    target,
    attackerCode: g.code[attacker]!,
    targetCode: g.code[target]!,
  });
  // 001 §7-1-1-3 / §10-2-5: [When Attacking] of the attacker.
  fireTriggers(g, 'whenAttacking', [attacker]);
  fireTriggers(g, 'whenThisAttacks', [attacker]); // "When this Leader attacks" (OP03-001)
  // 001 §10-2-16-1: [On Your Opponent's Attack] activates after the attacker's abilities.
  fireTriggers(g, 'onOpponentsAttack', fieldCards(g, opp(g.owner[attacker]!)));
}

function moved(g: OptcgState, b: Battle): boolean {
  return !sameCard(g, b.attacker, b.aInst) || !sameCard(g, b.target, b.tInst);
}

/** Legal blockers (001 §10-1-4-1): the defender's other active [Blocker] Characters, minus restrictions. */
export function blockers(g: OptcgState, b: Battle): number[] {
  if (b.noBlocker || hasFlag(g, b.attacker, 'noBlockerVs')) return [];
  const out: number[] = [];
  const ds = g.players[g.owner[b.target]!];
  // A Leader with [Blocker] (OP05-022) may block an attack on one of its Characters (001 §10-1-4-1).
  for (const c of [ds.leader, ...ds.chars]) {
    if (c === b.target || g.rested[c] !== 0 || !hasKeyword(g, c, 'blocker')) continue;
    const pw = power(g, c);
    if (pw >= b.noBlockerMinPower || pw <= b.noBlockerMaxPower) continue;
    if (b.noBlockerMaxCost !== undefined && cost(g, c) <= b.noBlockerMaxCost) continue; // OP02-061
    out.push(c);
  }
  return out;
}

/** Advance the battle until a decision or its end. */
export function battleAdvance(g: OptcgState): void {
  const b = g.battle!;
  const def = g.owner[b.target]!;
  switch (b.step) {
    case 'attack':
      b.step = moved(g, b) ? 'end' : 'block'; // 001 §7-1-1-4
      return;
    case 'block': {
      const bl = blockers(g, b);
      // ARCHITECTURE §3: with no [Blocker], not blocking is taken without asking (unless the config asks always).
      if (bl.length === 0 && !g.askAlways) {
        b.step = 'blocked';
        return;
      }
      const options: DecisionOption[] = [{ id: 'pass', label: 'Do not block', kind: 'pass' }];
      for (const c of bl)
        options.push({
          id: `block:${c}`,
          label: `Block with ${cardLabel(g, c)} (${power(g, c)})`,
          kind: 'block',
          card: c,
        });
      askRule(
        g,
        { k: 'block' },
        {
          player: def,
          kind: 'action',
          about: 'block-step',
          prompt: `Block the attack on ${cardLabel(g, b.target)}?`,
          rule: '001 §7-1-2-1',
          options,
          min: 1,
          max: 1,
        },
      );
      return;
    }
    case 'blocked':
      b.step = moved(g, b) ? 'end' : 'counter-start'; // 001 §7-1-2-3
      return;
    case 'counter-start':
      b.step = 'counter';
      // "When this Character battles …" (ST05-010): the attacker and the card it now battles, blocking being over (001
      // §7-1-2-2: a [Blocker] became the target); their abilities resolve before the Counter Step goes on.
      fireTriggers(g, 'onBattles', [b.attacker, b.target]);
      fireTriggers(g, 'whenAttacked', fieldCards(g, def)); // 001 §7-1-3-1
      return;
    case 'counter':
      offerCounter(g, b);
      return;
    case 'damage':
      damageStep(g, b);
      return;
    case 'end':
      // 001 §7-1-5-2: end-of-battle abilities of both players.
      b.step = 'end2';
      fireTriggers(g, 'endOfBattle', [...fieldCards(g, g.turnPlayer), ...fieldCards(g, opp(g.turnPlayer))]);
      return;
    case 'end2':
      // OP02-064: "at the end of this battle, place this Character at the bottom of the owner's deck" (001 §7-1-5-2).
      for (const m of g.mods.slice())
        if (m.flag === 'toDeckBottomAtEndOfBattle' && sameCard(g, m.c, m.inst)) {
          ev(g, { type: 'to-deck-bottom', player: g.owner[m.c]!, card: m.c, code: g.code[m.c]! });
          toDeckBottom(g, m.c);
        }
      // 001 §7-1-5-3 / §7-1-5-4: "this battle" effects end, the turn player's first.
      expire(g, 'battle', g.turnPlayer);
      expire(g, 'battle', opp(g.turnPlayer));
      ev(g, { type: 'battle-end' });
      g.battle = null; // 001 §7-1-5-5: back to the Main Phase
      return;
  }
}

export function answerBlock(g: OptcgState, opt: DecisionOption): void {
  const b = g.battle!;
  b.step = 'blocked';
  if (opt.kind !== 'block') return;
  const c = opt.card!;
  // 001 §10-1-4-1: rest the Blocker; it becomes the attack target.
  g.rested[c] = 1;
  b.target = c;
  b.tInst = g.inst[c]!;
  b.blocked = true;
  ev(g, { type: 'block', player: g.owner[c]!, card: c, code: g.code[c]! });
  // "When your opponent activates a [Blocker]" (ST10-006): the attacking (turn) player's cards, queued first (001 §8-6-1).
  fireOnField(g, opp(g.owner[c]!), 'onOpponentsBlocker');
  fireTriggers(g, 'onBlock', [c]); // 001 §7-1-2-2
}

function offerCounter(g: OptcgState, b: Battle): void {
  // 001 §7-1-3-2-3: when the attacker or the attacked card has left (a [Counter] Event returned it), the Counter
  // Step ends at once and the battle goes to the End of Battle: no more counters (issue 11 item 20).
  if (moved(g, b)) {
    b.step = 'end';
    return;
  }
  const def = g.owner[b.target]!;
  const ps = g.players[def];
  const options: DecisionOption[] = [{ id: 'pass', label: 'Done (no more counters)', kind: 'pass' }];
  const targets = [ps.leader, ...ps.chars];
  for (const c of ps.hand) {
    const d = defAt(g.code, c);
    if (d.stats.category === 'Character') {
      const v = counterValue(g, c);
      if (v <= 0) continue;
      // 001 §7-1-3-2-1: trash a Character card with a counter icon; +power to one of your Leader or Characters.
      for (const t of targets) {
        const label = `Counter ${cardLabel(g, c)} (+${v}) on ${cardLabel(g, t)}`;
        options.push({ id: `counter:${c}:${t}`, label, kind: 'counter', card: c, data: { target: t } });
      }
    } else if (d.counterEvent && cost(g, c) <= ps.donActive && eventUsable(g, c, 'counter') >= 0) {
      // 001 §7-1-3-2-2: pay the cost of a [Counter] Event.
      options.push({
        id: `event:${c}`,
        label: `Activate ${cardLabel(g, c)} [Counter] (cost ${cost(g, c)})`,
        kind: 'event',
        card: c,
      });
    }
  }
  if (options.length === 1 && !g.askAlways) {
    endCounterStep(g, b);
    return;
  }
  const prompt = `Counter Step: ${cardLabel(g, b.attacker)} (${power(g, b.attacker)}) attacks ${cardLabel(g, b.target)} (${power(g, b.target)})`;
  askRule(
    g,
    { k: 'counter' },
    { player: def, kind: 'action', about: 'counter-step', prompt, rule: '001 §7-1-3-2', options, min: 1, max: 1 },
  );
}

function endCounterStep(g: OptcgState, b: Battle): void {
  b.step = moved(g, b) ? 'end' : 'damage'; // 001 §7-1-3-2-3
}

export function answerCounter(g: OptcgState, opt: DecisionOption): void {
  const b = g.battle!;
  const def = g.owner[b.target]!;
  if (opt.kind === 'pass') {
    endCounterStep(g, b);
    return;
  }
  const c = opt.card!;
  if (opt.kind === 'counter') {
    const t = Number(opt.data!['target']);
    const v = counterValue(g, c);
    moveTo(g, c, Z.trash);
    g.mods.push({ c: t, inst: g.inst[t]!, by: def, dur: 'battle', power: v });
    ev(g, { type: 'counter', player: def, card: c, code: g.code[c]!, target: t, amount: v });
    return;
  }
  // [Counter] Event (001 §10-2-4-1, §8-4-2).
  const i = eventUsable(g, c, 'counter');
  restDon(g, def, cost(g, c));
  moveTo(g, c, Z.trash);
  ev(g, { type: 'event', player: def, card: c, code: g.code[c]!, timing: 'counter' });
  eventActivated(g, def);
  startAbility(g, def, c, i);
}

/** 001 §7-1-4: compare power; ties go to the attacker. */
function damageStep(g: OptcgState, b: Battle): void {
  const dp = g.owner[b.target]!;
  const ps = g.players[dp];
  if (b.dmgLeft < 0) {
    const ap = power(g, b.attacker),
      tp = power(g, b.target);
    const wins = ap >= tp; // 001 §7-1-4-1
    b.fought = true;
    ev(g, {
      type: 'battle-result',
      attacker: b.attacker,
      target: b.target,
      attackerPower: ap,
      targetPower: tp,
      attackerWins: wins,
    });
    if (!wins) {
      b.step = 'end'; // 001 §7-1-4-2
      return;
    }
    if (g.zone[b.target] !== Z.leader) {
      b.step = 'end';
      // 001 §1-3-1: "cannot be K.O.'d in battle by …" wins over the battle K.O. of 001 §7-1-4-1-2.
      if (cannotBeKOdInBattleBy(g, b.target, b.attacker) || !canBeKOd(g, b.target, 'battle')) return;
      // 001 §8-1-3-4-1: the controller may use a replacement instead of the K.O. (rules/replace.ts).
      const r = nextReplacement(g, b.target, 'ko');
      if (r !== null) {
        askReplaceKO(g, b.target, r);
        return;
      }
      koCard(g, b.target, 'battle'); // 001 §7-1-4-1-2
      koedInBattle(g, b);
      return;
    }
    // 001 §7-1-4-1-1-1: damage confirmed at 0 Life: the defender loses (rule processing).
    if (ps.life.length === 0) {
      ps.lostByDamage = true;
      ev(g, { type: 'damage', player: dp, amount: 1, atZeroLife: true });
      b.step = 'end';
      return;
    }
    // 001 §10-1-2-1 [Double Attack]: 2 damage; §10-1-3-1 [Banish].
    b.dmgLeft = hasKeyword(g, b.attacker, 'doubleAttack') ? 2 : 1;
    b.banish = hasKeyword(g, b.attacker, 'banish');
    ev(g, { type: 'damage', player: dp, amount: b.dmgLeft });
  }
  while (b.dmgLeft > 0) {
    b.dmgLeft--;
    // 001 §7-1-4-1-1-3: later points that find 0 Life do nothing (Q&A: no win on Double Attack vs 1 Life).
    if (ps.life.length === 0) continue;
    const c = ps.life[ps.life.length - 1]!;
    if (b.banish) {
      moveTo(g, c, Z.trash); // 001 §10-1-3-1: trashed, no [Trigger]
      ev(g, { type: 'life-trashed', player: dp, card: c, code: g.code[c]! });
      lifeLeft(g, dp); // OP05-098
      continue;
    }
    if (defAt(g.code, c).trigger) {
      // 001 §4-6-3 / §10-1-5: the owner may activate [Trigger] instead of adding the card to hand.
      askRule(
        g,
        { k: 'life-trigger', card: c },
        {
          player: dp,
          kind: 'yes-no',
          about: 'life-trigger',
          prompt: `Life card ${cardLabel(g, c)} has [Trigger]: activate it?`,
          rule: '001 §10-1-5-1',
          min: 1,
          max: 1,
          options: [
            { id: 'yes', label: 'Activate [Trigger]', kind: 'yes', card: c },
            { id: 'no', label: 'Add to hand', kind: 'no', card: c },
          ],
        },
      );
      return;
    }
    lifeCardToHand(g, c); // 001 §4-6-2-1
  }
  b.step = 'end';
  // 001 §7-1-4-1-1: the attack dealt damage to the opponent's Life (their Life cards left by it): "when this
  // Character's attack deals damage …" (OP03-041) of the attacker, then "when you deal damage …" (OP03-043).
  fireTriggers(g, 'onAttackDealsDamage', [b.attacker]);
  fireOnField(g, g.owner[b.attacker]!, 'onYouDealDamage');
}

/** "When this Character battles and K.O.'s your opponent's Character" (OP02-094): the attacker's abilities. */
function koedInBattle(g: OptcgState, b: Battle): void {
  if (g.zone[b.target] === Z.trash && g.zone[b.attacker] === Z.chars && sameCard(g, b.attacker, b.aInst))
    fireTriggers(g, 'onKOInBattle', [b.attacker]);
}

/** Offer replacement r of the battle K.O. of `c` to its controller (001 §8-1-3-4-1). */
function askReplaceKO(g: OptcgState, c: number, r: Replacement): void {
  askRule(
    g,
    { k: 'replace-ko', card: c, src: r.src, ab: r.ab },
    {
      player: g.owner[r.src]!,
      kind: 'yes-no',
      about: 'ko-replacement',
      prompt: replacementPrompt(g, c, r, 'ko'),
      rule: '001 §8-1-3-4-1',
      options: [
        { id: 'yes', label: 'Yes', kind: 'yes' },
        { id: 'no', label: 'No', kind: 'no' },
      ],
      min: 1,
      max: 1,
    },
  );
}

export function answerReplaceKO(g: OptcgState, c: number, r: Replacement, yes: boolean): void {
  if (!yes) {
    // 001 §8-1-3-4-2: the next replacement that could apply is offered; with none left, the K.O. happens.
    const next = nextReplacement(g, c, 'ko', r);
    if (next !== null) {
      askReplaceKO(g, c, next);
      return;
    }
    koCard(g, c, 'battle');
    if (g.battle !== null) koedInBattle(g, g.battle);
    return;
  }
  ev(g, { type: 'replaced', player: g.owner[c]!, card: c, code: g.code[c]!, instead: 'ko' });
  // The replacement resolves as a task of its source's controller, knowing the Character it stands in for.
  startAbility(g, g.owner[r.src]!, r.src, r.ab);
  g.task!.vars['replaced'] = c;
}

export function answerLifeTrigger(g: OptcgState, c: number, yes: boolean): void {
  if (!yes) {
    lifeCardToHand(g, c); // 001 §4-6-2-1
    return;
  }
  // 001 §10-1-5-1: reveal and activate instead of adding to hand; the card is in no area meanwhile.
  moveTo(g, c, Z.limbo);
  ev(g, { type: 'trigger', player: g.owner[c]!, card: c, code: g.code[c]! });
  lifeLeft(g, g.owner[c]!); // OP05-098: the revealed card has left the Life area
  const abs = defAt(g.code, c).abilities;
  const i = abs.findIndex((a) => a.timing === 'trigger');
  startAbility(g, g.owner[c]!, c, i, c);
  // "When a [Trigger] activates" (OP05-109): either player's, the turn player's first (001 §8-6-1); they wait in the
  // queue and resolve after the [Trigger] itself.
  fireOnField(g, g.turnPlayer, 'onTriggerActivates');
  fireOnField(g, opp(g.turnPlayer), 'onTriggerActivates');
}
