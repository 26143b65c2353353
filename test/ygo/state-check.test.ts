/* eslint-disable @typescript-eslint/no-explicit-any -- the test tampers with raw serialized JSON on purpose */
/** Issue 11 item 24: deserialize refuses a tampered duel with a typed error naming the problem, and loads a real one. */
import { describe, expect, it } from 'vitest';
import { RandomAgent } from '../../src/core/agents.ts';
import { StateError } from '../../src/core/game.ts';
import { ygoGame } from '../../src/ygo/game.ts';
import { ygoModule } from '../../src/ygo/module.ts';
import type { DuelState } from '../../src/ygo/state.ts';

const deck = ygoModule.loadDeck('classic');

/** A duel some way in, with cards in the hand, on the field and in the GY. */
function midDuel(): DuelState {
  const duel = ygoGame.create(ygoModule.configFor([deck, deck]), 11);
  const agent = new RandomAgent('mid');
  for (let i = 0; i < 120; i++) {
    const d = ygoGame.decision(duel);
    if (!d) break;
    ygoGame.respond(duel, d.player, agent.act({ decision: d, state: duel }));
  }
  return duel;
}

function tampered(change: (raw: Record<string, any>) => void): string {
  const raw = JSON.parse(ygoGame.serialize(midDuel())) as Record<string, any>;
  change(raw);
  return JSON.stringify(raw);
}

describe('ygo deserialize checks the cards (issue 11 item 24)', () => {
  it('loads what serialize wrote', () => {
    const duel = midDuel();
    expect(ygoGame.serialize(ygoGame.deserialize(ygoGame.serialize(duel)))).toBe(ygoGame.serialize(duel));
  });

  const cases: [string, (raw: Record<string, any>) => void, RegExp][] = [
    ['a card in two places', (r) => r.players[0].hand.push(r.players[0].deck[0]), /is both in/],
    ['a card in no place', (r) => r.players[0].deck.pop(), /in no zone or pile/],
    ['an unknown passcode', (r) => (r.cards[3].code = 99999999), /unknown passcode/],
    ['a record that names another place', (r) => (r.cards[r.players[1].deck[0]].location = 'hand'), /record says hand/],
    ['a card id out of range', (r) => r.players[1].gy.push(100000), /does not exist/],
    ['a shuffled instance id', (r) => (r.cards[5].uid = 6), /instance id/],
    ['six Main Monster Zones', (r) => r.players[0].mzone.push(-1), /5 Main Monster Zones/],
    [
      'an opponent-owned card in my hand',
      (r) => {
        const u = r.players[1].deck.pop();
        r.players[0].hand.push(u);
        r.cards[u].location = 'hand';
      },
      /player 0's hand/,
    ],
  ];
  for (const [name, change, message] of cases) {
    it(`refuses ${name} with a StateError`, () => {
      const text = tampered(change);
      expect(() => ygoGame.deserialize(text)).toThrow(StateError);
      expect(() => ygoGame.deserialize(text)).toThrow(message);
    });
  }
});
