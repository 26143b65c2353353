/** The Yu-Gi-Oh! module's descriptor for the contract battery (test/core/contract.ts). */
import type { PlayerId } from '../../src/core/decision.ts';
import { cardDef } from '../../src/ygo/cards/registry.ts';
import { ygoGame } from '../../src/ygo/game.ts';
import { ygoModule } from '../../src/ygo/module.ts';
import type { DuelConfig, DuelState } from '../../src/ygo/state.ts';
import { randomAnswer } from '../../src/core/agents.ts';
import { seedRng } from '../../src/core/rng.ts';
import type { ContractDescriptor, HiddenCard } from '../core/contract.ts';

const deck = ygoModule.loadDeck('classic');
const RULES = ['master-rule-2020', 'master-rule-2020', 'master-rule-2', 'pre-2008', 'ocg-2005'] as const;
/**
 * A Fusion-heavy list built from the classic deck's cards (3 Polymerization, the Gaia materials, Tribute
 * monsters), so random duels put Gaia the Dragon Champion in an Extra Monster Zone and then Tribute.
 */
const fusion = {
  main: [
    ...Array<number>(3).fill(24094653),
    ...Array<number>(3).fill(6368038),
    ...Array<number>(3).fill(28279543),
    ...Array<number>(3).fill(70781052),
    ...Array<number>(2).fill(46986414),
    ...Array<number>(2).fill(89631139),
    ...[91152256, 4206964, 41392891, 15025844, 13039848, 32452818].flatMap((c) => [c, c, c]),
    44095762,
    44095762,
    72302403,
    72302403,
    83764718,
    12580477,
  ],
  extra: [66889139, 66889139, 66889139],
  side: [],
};
/**
 * A Synchro and Xyz list (issue 7): Junk Synchron and Plaguespreader Zombie as Tuners, Level 1–4 non-Tuners, Xyz
 * Monsters of Rank 3 and 4, De-Synchro and Solemn Judgment, so random duels Synchro and Xyz Summon, negate those
 * Summons, detach materials and return Synchro Monsters with their materials.
 */
const synchro = {
  main: [
    ...[63977008, 33420078, 12482652, 54652250, 91152256, 41392891, 32441317, 15025844, 13039848, 40640057].flatMap(
      (c) => [c, c, c],
    ),
    26202165,
    83764718,
    41420027,
    41420027,
    4178474,
    4178474,
    2732323,
    2732323,
    2732323,
    53129443,
  ],
  extra: [...[60800381, 97204936, 45815891, 84013237].flatMap((c) => [c, c, c]), ...[71594310, 71594310, 69610924]],
  side: [],
};
/**
 * The classic deck with Token makers in place of some of its Spells and Traps (3 Scapegoat, 3 One-Time Passcode) and
 * 2 Bottomless Trap Hole to answer them, so random duels create Tokens, Tribute them and see them vanish (003 §3.3.2).
 */
export const tokenDeck = {
  main: [...deck.main.slice(0, 32), 73915051, 73915051, 73915051, 93104632, 93104632, 93104632, 29401950, 29401950],
  extra: deck.extra,
  side: [],
};
const configs = [
  ...RULES.map((rules) => ygoModule.configFor([deck, deck], { rules })),
  ygoModule.configFor([fusion, fusion]),
  ygoModule.configFor([synchro, synchro]),
  ygoModule.configFor([synchro, synchro], { rules: 'master-rule-2' }),
];
/** Games past the first 30 play the Token deck, so the first 30 stay the games they were. */
const tokenConfig = ygoModule.configFor([tokenDeck, tokenDeck]);
/**
 * The classic deck (Normal and Effect Monsters) with Link Spider and Decode Talker in its Extra Deck: random duels
 * Link Summon to Extra Monster Zones and linked zones (games 36–41).
 */
const linkDeck = { ...deck, extra: [...deck.extra, 98978921, 98978921, 98978921, 1861629, 1861629, 1861629] };
const linkConfig = ygoModule.configFor([linkDeck, linkDeck]);
/**
 * Master Rule 4 (003 §2.1.1 before its revision): every Extra Deck monster to an Extra Monster Zone or a linked zone;
 * the Synchro/Xyz list and the Link list alternate (games 42–47).
 */
const mr4Configs = [
  ygoModule.configFor([synchro, synchro], { rules: 'master-rule-4' }),
  ygoModule.configFor([linkDeck, linkDeck], { rules: 'master-rule-4' }),
];
/**
 * The Link deck with 12 Pendulum Monsters (3 each of Fire Opalhead, Scale 0; Flash Knight and Dragong, Scale 7;
 * Mandragon, Scale 2) in place of its last Main Deck cards: random duels activate Pendulum Zones, Pendulum Summon from
 * the hand and the face-up Extra Deck, and send Pendulums face-up to the Extra Deck (003 §3.3.2; games 48–51).
 */
export const pendulumDeck = {
  main: [...deck.main.slice(0, 28), ...[28363749, 17390179, 83980492, 19474136].flatMap((c) => [c, c, c])],
  extra: linkDeck.extra,
  side: [],
};
const pendulumConfig = ygoModule.configFor([pendulumDeck, pendulumDeck]);
/**
 * Monsters as Equip Cards, Unions, Geminis and Trap Monsters (003 §3.4.4, issue 7): Guardian of Felgrand with
 * Blue-Eyes, Armored Cybern with Cyber Dragon, King Pyron, Dark Ruler Ha Des, Shapesister, Stronghold the Moving
 * Fortress, Statue of Anguish Pattern, Machine King - 3000 B.C., Vampire Lady and Vampire Domination, Book of Moon
 * and Skill Drain to turn them face-down and negate them, Relinquished Anima with Kuriboh (games 52–57).
 */
const equipDeck = {
  main: [
    ...[33460840, 70095154, 67159705, 20438745, 92099232, 13955608, 26495087, 91152256, 40640057].flatMap((c) => [
      c,
      c,
      c,
    ]),
    ...[89631139, 53982768, 23626223, 70406920, 68688135, 14087893].flatMap((c) => [c, c]),
    82732705,
    53129443,
  ],
  extra: [94259633, 94259633, 94259633],
  side: [],
};
const equipConfig = ygoModule.configFor([equipDeck, equipDeck]);

/** The duel of `seed` after `decisions` random answers drawn from `answers`. */
function walk(config: DuelConfig, seed: string, answers: string, decisions: number): DuelState {
  const s = ygoGame.create(config, seed);
  const rng = seedRng(answers);
  for (let n = 0; n < decisions; n++) {
    const d = ygoGame.decision(s);
    if (!d) throw new Error(`${seed}: the duel ended before decision ${decisions}`);
    ygoGame.respond(s, d.player, randomAnswer(rng, d));
  }
  ygoGame.drainEvents(s);
  return s;
}

/** ARCHITECTURE §4: the opponent's hand, Extra Deck, face-down cards and face-down banished cards; both Decks (own: searchable). */
export function ygoHiddenFrom(d: DuelState, p: PlayerId): HiddenCard[] {
  const out: HiddenCard[] = [];
  const add = (u: number, searchable = false): void => {
    if (u < 0) return;
    const code = d.cards[u]!.code;
    // Views, events and options name a card by its public handle (issue 11 item 21).
    const id = d.cards[u]!.alias;
    out.push(
      searchable
        ? { id, identity: [code, cardDef(code).name], searchable }
        : { id, identity: [code, cardDef(code).name] },
    );
  };
  const o = d.players[p === 0 ? 1 : 0];
  // A hand card whose effect is on the chain was revealed to activate it (003 §3.2.2): public while it is there.
  for (const u of o.hand) if (!d.chain.some((l) => l.uid === u)) add(u);
  for (const u of o.deck) add(u);
  // 003 §3.2.1: face-up Extra Deck cards (Pendulum Monsters) are public.
  for (const u of o.extra) if (!d.cards[u]!.faceUp) add(u);
  for (const u of d.players[p].deck) add(u, true);
  for (const u of o.banished) if (!d.cards[u]!.faceUp) add(u);
  for (const c of d.cards)
    if ((c.location === 'mzone' || c.location === 'szone' || c.location === 'fzone') && !c.faceUp && c.controller !== p)
      add(c.uid);
  return out;
}

/** The Sky Striker benchmark deck (issue 7), mirror, under the current rules and Master Rule 4 (games 58–63). */
const skyStriker = ygoModule.loadDeck('skystriker');
const skyStrikerConfigs = [
  ygoModule.configFor([skyStriker, skyStriker]),
  ygoModule.configFor([skyStriker, skyStriker], { rules: 'master-rule-4' }),
];

export const ygoContract: ContractDescriptor<DuelState> = {
  name: 'ygo',
  game: ygoGame as ContractDescriptor<DuelState>['game'],
  config: (i) =>
    i >= 58
      ? skyStrikerConfigs[i % 2]!
      : i >= 52
        ? equipConfig
        : i >= 48
          ? pendulumConfig
          : i >= 42
            ? mr4Configs[i % 2]!
            : i >= 36
              ? linkConfig
              : i >= 30
                ? tokenConfig
                : configs[i % configs.length],
  games: 64,
  sampledDecisions: 300,
  optionDecisions: 1500,
  hiddenFrom: ygoHiddenFrom,
  idPairs: {
    uid: ['code', 'name'],
    card: ['code', 'name', 'label'],
    cards: ['codes'],
    attacker: ['code'],
    target: ['targetCode'],
  },
  revealing: ['reveal'],
  positions: [
    {
      // Found by trying every option at every decision with an Extra Monster Zone occupied, over 400 random
      // Fusion-deck duels (1 refusal in 98,717 decisions): Summoned Skull, 5 Main Monster Zones full, Gaia the
      // Dragon Champion in an Extra Monster Zone.
      name: 'Fusion deck, seed emz:172, decision 93: Tribute for Summoned Skull with Gaia in the Extra Monster Zone',
      make: () => walk(ygoModule.configFor([fusion, fusion]), 'emz:172', 'emz:a:172', 93),
    },
  ],
  midway: (d) => (d.resolving ? 'resolution' : d.chain.length > 0 ? 'chain' : d.battle !== null ? 'battle' : null),
  minMidway: { resolution: 4, chain: 4, battle: 6 }, // taken over the 30 games: 7, 7, 11 (and 5 plain)
};
