/**
 * What an effect's condition, cost, target and operation see (ARCHITECTURE §6): the duel, the
 * card, the effect's controller, its chain link (targets and data that persist between steps),
 * and ways to ask players. Asking suspends the duel; the step re-runs with the answer.
 */
import { RuleError, type DecisionOption, type PlayerId } from '../../core/decision.ts';
import { cardDef } from '../cards/registry.ts';
import { effectOf } from './gained.ts';
import type { CardInstance, ChainLink, DuelEventRecord, DuelState } from '../state.ts';
import { cardId, type YgoAsker } from '../decisions.ts';
import { describeCard } from './describe.ts';

/** What an effect is doing (see EffectContext.step). */
export type EffectStep = 'check' | 'cost' | 'target' | 'effect';

export class EffectContext {
  constructor(
    readonly duel: DuelState,
    readonly self: CardInstance,
    /** The effect's controller: its activator (003 §3.4.1). */
    readonly player: PlayerId,
    readonly link: ChainLink,
    private readonly io: YgoAsker | null,
    /** The event that triggered it, if any. */
    readonly event: DuelEventRecord | null,
    /**
     * What the effect is doing now (003 §3.4.1): checking whether it can be activated ('check', which may
     * not ask), paying its cost, choosing its targets, or resolving. A question it asks is `about` this.
     */
    public step: EffectStep,
  ) {}

  /** The running step's Asker, for rules primitives that may ask (a destruction replacement, 003 §2.2.3). */
  get asker(): YgoAsker | undefined {
    return this.io ?? undefined;
  }

  get opponent(): PlayerId {
    return (1 - this.player) as PlayerId;
  }

  /** The effect's plain data, kept on its chain link between steps. */
  get data(): Record<string, number> {
    return this.link.data;
  }

  card(uid: number): CardInstance {
    return this.duel.cards[uid]!;
  }

  private needIo(): YgoAsker {
    if (!this.io || this.step === 'check')
      throw new Error(`effect of ${this.self.code} asked a question in check mode`);
    return this.io;
  }

  /** What a question asked now is about. */
  private get about(): 'cost' | 'target' | 'effect' {
    return this.step === 'check' ? 'effect' : this.step;
  }

  /** Ask `player` (default: the effect's controller) to choose cards among `from`. Returns uids. */
  choose(opts: {
    from: readonly number[];
    min?: number;
    max?: number;
    prompt: string;
    player?: PlayerId;
    rule?: string;
    viewer?: PlayerId;
  }): number[] {
    const min = opts.min ?? 1;
    const max = Math.min(opts.max ?? min, opts.from.length);
    if (opts.from.length === 0 || max === 0) return [];
    // Nothing to decide: the only legal choice is everything (ARCHITECTURE §3 allows forced choices to be taken).
    if (min >= opts.from.length && this.duel.config.askAlways !== true) return opts.from.slice();
    const chooser = opts.player ?? this.player;
    const about = this.about;
    const ans = this.needIo().ask(() => {
      const options: DecisionOption[] = opts.from.map((u) => ({
        id: cardId(u),
        label: describeCard(this.duel, u, chooser),
        kind: 'card',
        card: u,
      }));
      const rule = opts.rule ?? '003 §3.4.3';
      // Asked although forced (askAlways): everything, as the only answer.
      const lo = Math.min(min, max);
      return { player: chooser, kind: 'select-cards', about, prompt: opts.prompt, rule, options, min: lo, max };
    });
    return ans.map((i) => opts.from[i]!);
  }

  chooseOne(from: readonly number[], prompt: string, player?: PlayerId): number {
    const r = this.choose({ from, min: 1, max: 1, prompt, ...(player !== undefined ? { player } : {}) });
    return r.length ? r[0]! : -1;
  }

  /** Yes/no for an optional part of an effect. */
  yesNo(prompt: string, player?: PlayerId, rule = '003 §3.4.3'): boolean {
    const ans = this.needIo().ask({
      player: player ?? this.player,
      kind: 'yes-no',
      about: this.about,
      prompt,
      rule,
      options: [
        { id: 'yes', label: 'Yes', kind: 'yes' },
        { id: 'no', label: 'No', kind: 'no' },
      ],
      min: 1,
      max: 1,
    });
    return ans[0] === 0;
  }

  /** Choose one of several named options (a Type to declare, a mode). Returns the index. */
  chooseOption(
    labels: readonly string[],
    prompt: string,
    kind: 'declare' | 'select-option' = 'select-option',
    player?: PlayerId,
  ): number {
    if (labels.length === 1 && this.duel.config.askAlways !== true) return 0;
    const ans = this.needIo().ask({
      player: player ?? this.player,
      kind,
      about: this.about,
      prompt,
      rule: '003 §3.4.1',
      options: labels.map((l, i) => ({ id: `option:${i}`, label: l, kind })),
      min: 1,
      max: 1,
    });
    return ans[0]!;
  }

  /** The card the triggering event is about (the Summoned monster, the attacker, …), or -1. */
  eventCard(): number {
    return this.event ? this.event.uid : -1;
  }

  /** Targets chosen on activation. */
  setTargets(uids: readonly number[]): void {
    this.link.targets = uids.slice();
    this.link.targetStamps = uids.map((u) => this.duel.cards[u]!.stamp);
  }

  /**
   * 003 §3.4.3: targets still where they were when chosen (a target that moved is not affected), and still what
   * the effect targets (its `holds`, e.g. "the attacking monster", 003 §3.6.3).
   */
  targets(): number[] {
    const out: number[] = [];
    const l = this.link;
    const holds = effectOf(this.duel, l.code, l.effect)?.target?.holds;
    for (let i = 0; i < l.targets.length; i++) {
      const c = this.duel.cards[l.targets[i]!]!;
      if (c.stamp !== l.targetStamps[i]) continue;
      if (holds && !holds(this, c.uid)) continue;
      out.push(c.uid);
    }
    return out;
  }

  /** The single target if it is still valid, else -1. */
  target(): number {
    const t = this.targets();
    return t.length ? t[0]! : -1;
  }

  /** Is the card that carries this effect still the same card where it was (003 §3.4.4 re-checks)? */
  selfUnmoved(): boolean {
    return this.self.stamp === this.link.stamp;
  }

  /** A refusal raised during a choice (validation before anything changes). */
  refuse(code: string, rule: string, message: string): never {
    throw new RuleError(code, rule, message);
  }

  get name(): string {
    return cardDef(this.self.code).name;
  }
}
