/**
 * A `create` message turned into a match's setup (issue 10): the game, its rule set, the two decks read and checked,
 * the seats' agents checked, and the game config. Anything wrong is one MatchError (BAD_CONFIG or BAD_DECK, the
 * latter with the deck-check lines) and nothing is created.
 */
import { AgentSpecError, makeAgent, parseAgentSpec } from '../core/agent-spec.ts';
import { DeckFormatError, type AnyGameModule } from '../core/module.ts';
import { MatchError, type MatchSetup } from './match-host.ts';
import type { ClientMessage, DeckSpec, SeatSpec } from './protocol.ts';

type CreateMessage = Extract<ClientMessage, { t: 'create' }>;

/** Read one deck: a bundled deck by name (never a file path: a client names no file of the server), or a list's text. */
export function readDeckSpec(mod: AnyGameModule, spec: DeckSpec, label: string): unknown {
  try {
    if ('bundled' in spec) {
      if (!mod.bundledDecks().includes(spec.bundled))
        throw new MatchError(
          'BAD_DECK',
          `${label}: no bundled deck "${spec.bundled}" (bundled: ${mod.bundledDecks().join(', ')})`,
        );
      return mod.loadDeck(spec.bundled);
    }
    return mod.readDeck(spec.text, label);
  } catch (e) {
    if (e instanceof DeckFormatError) throw new MatchError('BAD_DECK', e.message);
    throw e;
  }
}

/**
 * The largest thinking budget of an AI seat: an agent thinks on the server's one thread, so a longer search would
 * hold up every other match for that long (iterations are bounded for the same reason).
 */
export const MAX_AGENT_MS = 1000;
export const MAX_AGENT_ITERATIONS = 2000;

/** Check that every AI seat names an agent the game has, within the server's thinking budget. */
export function checkSeats(mod: AnyGameModule, seats: readonly SeatSpec[]): void {
  seats.forEach((s, p) => {
    if (s.kind !== 'ai') return;
    try {
      const spec = parseAgentSpec(s.agent);
      if ((spec.ms ?? 0) > MAX_AGENT_MS || (spec.iterations ?? 0) > MAX_AGENT_ITERATIONS)
        throw new MatchError(
          'BAD_CONFIG',
          `seat ${p}: agent "${s.agent}" thinks too long for a shared server (at most search:${MAX_AGENT_MS}ms or search:${MAX_AGENT_ITERATIONS})`,
        );
      makeAgent(mod, spec, 'check');
    } catch (e) {
      if (e instanceof AgentSpecError) throw new MatchError('BAD_CONFIG', `seat ${p}: ${e.message}`);
      throw e;
    }
  });
}

/** Check the rule set against the game's list. */
export function checkRules(mod: AnyGameModule, rules: string | undefined): void {
  if (rules === undefined) return;
  if (mod.ruleSets.length === 0) throw new MatchError('BAD_CONFIG', `${mod.title} has one rule set: give no "rules"`);
  if (!mod.ruleSets.includes(rules))
    throw new MatchError('BAD_CONFIG', `unknown rule set "${rules}" (known: ${mod.ruleSets.join(', ')})`);
}

/** The decks read, checked under the rule set, and the config built: the setup of a new match. */
function setupFromDecks(
  mod: AnyGameModule,
  id: string,
  rules: string | undefined,
  decks: [unknown, unknown],
  seats: [SeatSpec, SeatSpec],
  clock: MatchSetup['clock'],
  seed: string,
): MatchSetup {
  checkRules(mod, rules);
  checkSeats(mod, seats);
  const options = rules === undefined ? {} : { rules };
  const problems: string[] = [];
  decks.forEach((deck, i) => {
    for (const pr of mod.checkDeck(deck, options)) problems.push(`deck ${i + 1}: ${pr.message} (${pr.rule})`);
  });
  if (problems.length > 0) throw new MatchError('BAD_DECK', problems.join('\n'));
  let config: unknown;
  try {
    config = mod.configFor(decks, options);
  } catch (e) {
    if (e instanceof DeckFormatError) throw new MatchError('BAD_DECK', e.message);
    throw e;
  }
  return { id, mod, rules: rules ?? null, config, seed, seats, clock };
}

/** The setup a `create` message asks for. */
export function setupFromCreate(mod: AnyGameModule, message: CreateMessage, id: string, seed: string): MatchSetup {
  checkRules(mod, message.rules);
  const decks: [unknown, unknown] = [
    readDeckSpec(mod, message.decks[0], 'deck 1'),
    readDeckSpec(mod, message.decks[1], 'deck 2'),
  ];
  return setupFromDecks(mod, id, message.rules, decks, message.seats, message.clock ?? null, seed);
}
