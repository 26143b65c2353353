/** A Yu-Gi-Oh! duel config from outside (a replay, a saved duel): shape, known fields, and both decks' legality. */
import { CONFIG_RULE, isRecord, pairOf, unknownFields } from '../core/config-check.ts';
import type { DeckProblem } from '../core/module.ts';
import { findCardDef } from './cards/registry.ts';
import type { YdkDeck } from './formats/ydk.ts';
import { RULE_SETS } from './rulesets.ts';

const CONFIG_FIELDS = ['rules', 'decks', 'firstPlayer', 'chooser', 'askAlways'] as const;
const DECK_FIELDS = ['main', 'extra'] as const;

const problem = (message: string): DeckProblem => ({ rule: CONFIG_RULE, message });

function passcodes(v: unknown, where: string, out: DeckProblem[]): number[] | null {
  if (!Array.isArray(v) || !v.every((c) => Number.isInteger(c) && c > 0)) {
    out.push(problem(`${where}: must be a list of passcodes`));
    return null;
  }
  const codes = v as number[];
  for (const c of codes)
    if (!findCardDef(c)) out.push(problem(`${where}: passcode ${c} has no card implementation in this build`));
  return codes;
}

/** `checkDeck` is the module's deck check under a rule set (its limits differ per rule version). */
export function checkDuelConfig(
  config: unknown,
  checkDeck: (deck: YdkDeck, rules: string) => DeckProblem[],
): DeckProblem[] {
  if (!isRecord(config)) return [problem('a duel config is an object')];
  const out = unknownFields(config, CONFIG_FIELDS, 'config');
  const rules = config['rules'];
  const rulesOk = typeof rules === 'string' && rules in RULE_SETS;
  if (!rulesOk)
    out.push(
      problem(`config.rules: unknown rule set ${JSON.stringify(rules)} (known: ${Object.keys(RULE_SETS).join(', ')})`),
    );
  for (const f of ['firstPlayer', 'chooser'] as const) {
    if (config[f] !== undefined && config[f] !== 0 && config[f] !== 1) out.push(problem(`config.${f}: must be 0 or 1`));
  }
  if (config['askAlways'] !== undefined && typeof config['askAlways'] !== 'boolean')
    out.push(problem('config.askAlways: must be true or false'));
  const pair = pairOf(config['decks'], 'config.decks');
  if (!('items' in pair)) return [...out, pair];
  pair.items.forEach((d, p) => {
    const where = `config.decks[${p}]`;
    if (!isRecord(d)) return out.push(problem(`${where}: must be {"main": […], "extra": […]}`));
    out.push(...unknownFields(d, DECK_FIELDS, where));
    const main = passcodes(d['main'], `${where}.main`, out);
    const extra = passcodes(d['extra'], `${where}.extra`, out);
    if (main && extra && rulesOk && main.concat(extra).every((c) => findCardDef(c))) {
      for (const q of checkDeck({ main, extra, side: [] }, rules))
        out.push({ rule: q.rule, message: `player ${p}'s deck: ${q.message}` });
    }
  });
  return out;
}
