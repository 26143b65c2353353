/** The ST-07…ST-10 cards that waited for the Life and DON!!-returned mechanics (issue 8): each working and refusing. */
import { describe, expect, it } from 'vitest';
import { Scenario } from '../../../src/optcg/scenario.ts';
import { hasKeyword } from '../../../src/optcg/rules/power.ts';
import { view } from '../../../src/optcg/view/view.ts';
import { faceUpLife } from '../../../src/optcg/cards/life.ts';
import type { PlayerId } from '../../../src/core/decision.ts';

const build = Scenario.build;
const LUFFY = 'ST01-001',
  KID = 'ST02-001';
const KAROO = 'ST01-003', // cost 1, 3000
  HEAT = 'ST02-011', // cost 2, 4000
  VITO = 'ST02-002', // cost 3, 5000
  FRANKY = 'ST01-010'; // cost 4, 6000

/** Life card numbers, top first. */
const lifeTop = (s: Scenario, p: PlayerId): string[] => s.codes(s.g.players[p].life).reverse();

describe('ST-07 leftovers: Life', () => {
  it('ST07-001 Charlotte Linlin: [DON!! x2] [When Attacking] Life to hand: with 2 or less Life, a hand card to Life', () => {
    const s = build({
      p0: { leader: 'ST07-001', leaderDon: 2, life: [KAROO, HEAT], hand: [VITO] },
      p1: { leader: KID },
    });
    s.choose('Attack Eustass"Captain"Kid (ST02-001) with Charlotte').choose('Yes').choose('Top of your Life cards');
    s.choose('Vito');
    expect(lifeTop(s, 0)).toEqual([VITO, HEAT]);
    expect(s.hand(0)).toEqual([KAROO]);
    const t = build({
      p0: { leader: 'ST07-001', leaderDon: 2, life: [KAROO, HEAT, HEAT, HEAT], hand: [VITO] },
      p1: { leader: KID },
    });
    t.choose('Attack Eustass"Captain"Kid (ST02-001) with Charlotte').choose('Yes').choose('Top of your Life cards');
    expect(t.has('Vito')).toBe(false); // 3 Life left: no card to Life
    expect(t.life(0)).toBe(3);
  });

  it('ST07-003 Charlotte Katakuri: look at a top Life card and place it; fewer Life than the opponent: [Rush]', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['ST07-003'], donActive: 4, life: [KAROO] },
      p1: { leader: KID, life: [HEAT, VITO] },
    });
    s.choose('Play Charlotte Katakuri').choose("Your opponent's Life cards").choose('Bottom of the Life cards');
    expect(lifeTop(s, 1)).toEqual([VITO, HEAT]);
    expect(s.takeEvents().some((e) => e.type === 'look' && e['player'] === 0)).toBe(true);
    expect(hasKeyword(s.g, s.id(0, 'ST07-003'), 'rush')).toBe(true);
    const t = build({
      p0: { leader: LUFFY, hand: ['ST07-003'], donActive: 4, life: [KAROO, KAROO] },
      p1: { leader: KID, life: [HEAT, VITO] },
    });
    t.choose('Play Charlotte Katakuri').choose('Do not look');
    expect(lifeTop(t, 1)).toEqual([HEAT, VITO]);
    expect(hasKeyword(t.g, t.id(0, 'ST07-003'), 'rush')).toBe(false); // equal Life
  });

  it('ST07-005 Charlotte Daifuku: [DON!! x1] [When Attacking] Life to hand: deck top to the top of Life', () => {
    const s = build({
      p0: { leader: LUFFY, chars: [{ code: 'ST07-005', don: 1 }], life: [KAROO], deck: [VITO, HEAT] },
      p1: { leader: KID },
    });
    s.choose('Attack Eustass"Captain"Kid (ST02-001) with Charlotte').choose('Yes').choose('1');
    expect(s.hand(0)).toEqual([KAROO]);
    expect(lifeTop(s, 0)).toEqual([VITO]);
    const t = build({
      p0: { leader: LUFFY, chars: ['ST07-005'], life: [KAROO], deck: [VITO, HEAT] },
      p1: { leader: KID },
    });
    t.choose('Attack Eustass"Captain"Kid (ST02-001) with Charlotte');
    expect(t.has('Yes')).toBe(false); // [DON!! x1] unmet
    expect(lifeTop(t, 0)).toEqual([KAROO]);
  });

  it('ST07-008 Charlotte Pudding: look at your top Life card and place it at the bottom', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['ST07-008'], donActive: 2, life: [KAROO, HEAT, VITO] },
      p1: { leader: KID, life: [FRANKY] },
    });
    s.choose('Play Charlotte Pudding').choose('Your Life cards').choose('Bottom of the Life cards');
    expect(lifeTop(s, 0)).toEqual([HEAT, VITO, KAROO]);
  });

  it('ST07-010 Charlotte Linlin and ST07-015 Soul Pocus: the opponent chooses: trash their top Life, or deck top to Life', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['ST07-010'], donActive: 7, life: [KAROO], deck: [VITO, HEAT] },
      p1: { leader: KID, life: [HEAT, FRANKY] },
    });
    s.choose('Play Charlotte Linlin');
    expect(s.decision!.player).toBe(1);
    s.choose('Trash 1 card');
    expect(lifeTop(s, 1)).toEqual([FRANKY]);
    expect(s.trash(1)).toEqual([HEAT]);
    const t = build({
      p0: { leader: LUFFY, hand: ['ST07-015'], donActive: 5, life: [KAROO], deck: [VITO, HEAT] },
      p1: { leader: KID, life: [HEAT, FRANKY] },
    });
    t.choose('Activate Soul Pocus').choose('Add 1 card');
    expect(lifeTop(t, 0)).toEqual([VITO, KAROO]);
    expect(t.life(1)).toBe(2);
    const u = build({
      p0: { leader: LUFFY, chars: [FRANKY], life: [KAROO] },
      p1: { leader: KID, life: ['ST07-015', HEAT], deck: [VITO] },
    });
    u.choose('Attack Eustass"Captain"Kid (ST02-001) with Franky');
    u.passUntil((x) => x.has('Activate [Trigger]'));
    u.choose('Activate [Trigger]');
    expect(u.decision!.player).toBe(0); // the [Trigger]'s owner's opponent chooses
    u.choose('Trash 1 card');
    expect(u.life(0)).toBe(0);
    expect(u.trash(0)).toEqual([KAROO]);
  });

  it('ST07-016 Power Mochi: [Counter] look at a top Life card, +2000; [Trigger] draw 1 and look', () => {
    const s = build({
      p0: { leader: LUFFY, chars: [FRANKY], life: [KAROO, HEAT] },
      p1: { leader: KID, hand: ['ST07-016'], donActive: 1, life: [VITO, HEAT] },
    });
    s.choose('Attack Eustass"Captain"Kid (ST02-001) with Franky').choose('Activate Power Mochi');
    s.takeEvents();
    s.choose("Your opponent's Life cards").choose('Bottom of the Life cards').choose('Eustass');
    expect(lifeTop(s, 0)).toEqual([HEAT, KAROO]);
    expect(s.takeEvents()).toContainEqual({ type: 'power', card: s.leader(1), amount: 2000, duration: 'battle' });
    const t = build({
      p0: { leader: LUFFY, chars: [FRANKY] },
      p1: { leader: KID, life: ['ST07-016', VITO, HEAT], deck: [FRANKY, KAROO] },
    });
    t.choose('Attack Eustass"Captain"Kid (ST02-001) with Franky');
    t.passUntil((x) => x.has('Activate [Trigger]'));
    t.choose('Activate [Trigger]').choose('1').choose('Bottom of the Life cards');
    expect(t.hand(1)).toEqual([FRANKY]);
    expect(lifeTop(t, 1)).toEqual([HEAT, VITO]);
  });

  it('ST07-017 Queen Mama Chanter: rest and Life to hand: a cost-3 Character of yours to the top of Life face up', () => {
    const s = build({
      p0: { leader: LUFFY, stage: 'ST07-017', chars: [VITO, HEAT], life: [KAROO, HEAT] },
      p1: { leader: KID },
    });
    s.choose('Activate Queen Mama Chanter').choose('Top of your Life cards').choose('Vito');
    expect(s.chars(0)).toEqual([HEAT]);
    expect(lifeTop(s, 0)).toEqual([VITO, HEAT]);
    expect(faceUpLife(s.g, 0)).toEqual([s.id(0, VITO)]);
    // 001 §3-10-2-1: the face-up Life card is open to both players.
    expect(view(s.g, 1).players[0].lifeCards.map((c) => c?.number ?? null)).toEqual([VITO, null]);
    expect(s.g.rested[s.g.players[0].stage]).toBe(1);
    const t = build({ p0: { leader: LUFFY, stage: 'ST07-017', chars: [VITO] }, p1: { leader: KID } });
    expect(t.has('Activate Queen Mama Chanter')).toBe(false); // no Life to pay with
  });
});

describe('ST-08 and ST-09 leftovers', () => {
  it("ST08-013 Mr.2: [DON!! x1] after battling an opponent's Character, may K.O. it, then itself", () => {
    const s = build({
      p0: { leader: LUFFY, chars: [{ code: 'ST08-013', don: 1 }] },
      p1: { leader: KID, chars: [{ code: 'OP02-004', rested: true }] },
    });
    s.choose('Attack Edward.Newgate (OP02-004) with Mr.2');
    s.passUntil((x) => x.has('Yes'));
    s.choose('Yes');
    expect(s.chars(1)).toEqual([]);
    expect(s.chars(0)).toEqual([]);
    const t = build({
      p0: { leader: LUFFY, chars: ['ST08-013'] },
      p1: { leader: KID, chars: [{ code: 'OP02-004', rested: true }] },
    });
    t.choose('Attack Edward.Newgate (OP02-004) with Mr.2');
    t.passUntil((x) => x.g.battle === null);
    expect(t.chars(1)).toEqual(['OP02-004']); // [DON!! x1] unmet
    expect(t.chars(0)).toEqual(['ST08-013']);
  });

  it("ST09-010 Portgas.D.Ace: [Once Per Turn] trash a Life card (top or bottom) instead of being K.O.'d", () => {
    const s = build({
      p0: { leader: LUFFY, leaderDon: 3, chars: [{ code: FRANKY, don: 2 }] },
      p1: { leader: KID, chars: [{ code: 'ST09-010', rested: true }], life: [KAROO, HEAT] },
    });
    s.choose('Attack Portgas.D.Ace (ST09-010) with Monkey');
    s.passUntil((x) => x.has('Yes'));
    s.choose('Yes').choose('Bottom of the Life cards');
    expect(s.chars(1)).toEqual(['ST09-010']);
    expect(s.trash(1)).toEqual([HEAT]);
    s.passUntil((x) => x.g.battle === null);
    s.choose('Attack Portgas.D.Ace (ST09-010) with Franky');
    s.passUntil((x) => x.g.battle === null);
    expect(s.chars(1)).toEqual([]); // once per turn
    const t = build({
      p0: { leader: LUFFY, leaderDon: 3 },
      p1: { leader: KID, chars: [{ code: 'ST09-010', rested: true }] },
    });
    t.choose('Attack Portgas.D.Ace (ST09-010) with Monkey');
    t.passUntil((x) => x.g.battle === null);
    expect(t.chars(1)).toEqual([]); // no Life to trash
  });

  it("ST09-015 Thunder Bagua: [Counter] +4000; with 2 or less Life, an opponent's cost-3-or-less Character to their Life face up", () => {
    const attacked = (life: string[]) =>
      build({
        p0: { leader: LUFFY, chars: [FRANKY, HEAT], life: [KAROO] },
        p1: { leader: KID, hand: ['ST09-015'], donActive: 2, life },
      });
    const s = attacked([KAROO, KAROO]);
    s.choose('Attack Eustass"Captain"Kid (ST02-001) with Franky').choose('Activate Thunder Bagua');
    s.takeEvents();
    s.choose('Eustass').choose('Heat').choose('Bottom of the Life cards');
    expect(s.takeEvents()).toContainEqual({ type: 'power', card: s.leader(1), amount: 4000, duration: 'battle' });
    expect(s.chars(0)).toEqual([FRANKY]);
    expect(lifeTop(s, 0)).toEqual([KAROO, HEAT]);
    expect(faceUpLife(s.g, 0)).toEqual([s.id(0, HEAT)]);
    const t = attacked([KAROO, KAROO, KAROO]);
    t.choose('Attack Eustass"Captain"Kid (ST02-001) with Franky').choose('Activate Thunder Bagua').choose('Eustass');
    expect(t.chars(0)).toEqual([FRANKY, HEAT]); // 3 Life: no Character to Life
  });
});

describe('ST-10 leftovers: DON!! −X and DON!! returned', () => {
  it('ST10-001 Trafalgar Law: [Once Per Turn] DON!! −3: a 3000-or-less Character to the deck bottom, and play cost ≤4', () => {
    const s = build({
      p0: { leader: 'ST10-001', hand: ['ST10-008', FRANKY], donActive: 3 },
      p1: { leader: KID, chars: [KAROO, FRANKY] },
    });
    s.choose('Activate Trafalgar Law').choose('Yes').choose('Karoo').choose('Shachi');
    expect(s.chars(1)).toEqual([FRANKY]);
    expect(s.codes(s.g.players[1].deck.slice(0, 1))).toEqual([KAROO]);
    // ST10-008 Shachi & Penguin: 0 DON!! on the field, so "add up to 2 DON!! and rest them".
    s.choose('2');
    expect(s.chars(0)).toEqual(['ST10-008']);
    expect(s.g.players[0].donRested).toBe(2);
    expect(s.has('Activate Trafalgar Law')).toBe(false); // once per turn (and only 2 DON!!)
  });

  it('ST10-002 Monkey.D.Luffy: with 0 or 8+ DON!! on the field, add 1 active DON!!', () => {
    const s = build({ p0: { leader: 'ST10-002', donActive: 8 }, p1: { leader: KID } });
    s.choose('Activate Monkey.D.Luffy').choose('1');
    expect(s.g.players[0].donActive).toBe(9);
    const t = build({ p0: { leader: 'ST10-002', donActive: 5 }, p1: { leader: KID } });
    expect(t.has('Activate Monkey.D.Luffy')).toBe(false);
  });

  it('ST10-003 Eustass"Captain"Kid: [Your Turn] −1000 with 4+ Life; [When Attacking] DON!! −1: +2000', () => {
    const s = build({
      p0: { leader: 'ST10-003', life: [KAROO, KAROO, KAROO, KAROO], donActive: 1 },
      p1: { leader: KID },
    });
    expect(s.power(s.leader(0))).toBe(4000);
    s.choose('Attack Eustass"Captain"Kid (ST02-001) with Eustass"Captain"Kid (ST10-003)').choose('Yes');
    expect(s.power(s.leader(0))).toBe(6000);
    expect(s.g.players[0].donDeck).toBe(10);
    const t = build({ p0: { leader: 'ST10-003', life: [KAROO, KAROO, KAROO] }, p1: { leader: KID } });
    expect(t.power(t.leader(0))).toBe(5000);
  });

  it('ST10-004 Sanji: [On Play] [Rush] if the opponent has a Character with 5000 power or more', () => {
    const s = build({ p0: { leader: LUFFY, hand: ['ST10-004'], donActive: 6 }, p1: { leader: KID, chars: [VITO] } });
    s.choose('Play Sanji');
    expect(hasKeyword(s.g, s.id(0, 'ST10-004'), 'rush')).toBe(true);
    const t = build({ p0: { leader: LUFFY, hand: ['ST10-004'], donActive: 6 }, p1: { leader: KID, chars: [HEAT] } });
    t.choose('Play Sanji');
    expect(hasKeyword(t.g, t.id(0, 'ST10-004'), 'rush')).toBe(false);
  });

  it('ST10-006 Monkey.D.Luffy: [Once Per Turn] when the opponent activates a [Blocker], K.O. a Character ≤8000', () => {
    const s = build({
      p0: { leader: LUFFY, chars: ['ST10-006'] },
      p1: { leader: KID, chars: ['OP02-012', HEAT] },
    });
    s.choose('Attack Eustass"Captain"Kid (ST02-001) with Monkey.D.Luffy (ST10-006)')
      .choose('Block with Blenheim')
      .choose('Heat');
    expect(s.takeEvents()).toContainEqual({ type: 'ko', player: 1, card: s.id(1, HEAT), code: HEAT, cause: 'effect' });
    const t = build({ p0: { leader: LUFFY, chars: ['ST10-006'] }, p1: { leader: KID, chars: ['OP02-012', HEAT] } });
    t.choose('Attack Eustass"Captain"Kid (ST02-001) with Monkey.D.Luffy (ST10-006)').choose('Do not block');
    t.passUntil((x) => x.g.battle === null);
    expect(t.chars(1)).toEqual(['OP02-012', HEAT]); // no [Blocker]: nothing
  });

  it('ST10-007 Killer and ST10-011 Heat: [Your Turn] [Once Per Turn] when your DON!! is returned', () => {
    const s = build({
      p0: { leader: LUFFY, chars: ['ST10-007'], hand: ['OP02-076'], donActive: 4 },
      p1: { leader: KID, chars: [{ code: VITO, rested: true }, HEAT] },
    });
    s.choose('Play Shiryu').choose('Yes').choose('Vito');
    expect(s.chars(1)).toEqual([HEAT]); // Vito rested, cost 3: K.O.'d; Heat is active
    const t = build({
      p0: { leader: LUFFY, chars: ['ST10-011'], hand: ['OP02-076'], donActive: 4 },
      p1: { leader: KID },
    });
    t.choose('Play Shiryu').choose('Yes');
    expect(t.power(t.id(0, 'ST10-011'))).toBe(6000);
    // In the opponent's turn ([Your Turn] unmet): OP02-085 makes the ST10-011 player return a DON!!.
    const u = build({
      p0: { leader: LUFFY, hand: ['OP02-085'], donActive: 6 },
      p1: { leader: KID, chars: ['ST10-011'], donActive: 2 },
    });
    u.choose('Play Magellan (OP02-085)').choose('Yes').chooseAny('active DON!!');
    expect(u.g.players[1].donDeck).toBe(9);
    expect(u.power(u.id(1, 'ST10-011'))).toBe(4000);
  });

  it('ST10-008 Shachi & Penguin: with 4 DON!! on the field (its own cost), nothing', () => {
    const s = build({ p0: { leader: LUFFY, hand: ['ST10-008'], donActive: 4 }, p1: { leader: KID } });
    s.choose('Play Shachi');
    expect(s.g.players[0].donDeck).toBe(6);
  });

  it("ST10-010 Trafalgar Law: [Blocker]; [On Play] DON!! −1: with 7+ cards in the opponent's hand, trash 2 of them", () => {
    const hand = [KAROO, KAROO, HEAT, HEAT, VITO, VITO, FRANKY];
    const s = build({ p0: { leader: LUFFY, hand: ['ST10-010'], donActive: 4 }, p1: { leader: KID, hand } });
    s.choose('Play Trafalgar Law').choose('Yes').choose('card 1 of the hand', 'card 7 of the hand');
    expect(s.hand(1)).toEqual([KAROO, HEAT, HEAT, VITO, VITO]);
    expect(s.trash(1)).toEqual([KAROO, FRANKY]);
    const t = build({
      p0: { leader: LUFFY, hand: ['ST10-010'], donActive: 4 },
      p1: { leader: KID, hand: hand.slice(1) },
    });
    t.choose('Play Trafalgar Law').choose('Yes');
    expect(t.hand(1)).toHaveLength(6);
  });

  it('ST10-013 Eustass"Captain"Kid: [On Play]/[When Attacking] DON!! −1: your Leader +1000 until your next turn', () => {
    const s = build({ p0: { leader: LUFFY, hand: ['ST10-013'], donActive: 7 }, p1: { leader: KID } });
    s.choose('Play Eustass').choose('Yes').choose('Monkey');
    expect(s.power(s.leader(0))).toBe(6000);
    const t = build({ p0: { leader: LUFFY, chars: ['ST10-013'], donActive: 1 }, p1: { leader: KID } });
    t.choose('Attack Eustass"Captain"Kid (ST02-001) with Eustass"Captain"Kid (ST10-013)').choose('No');
    expect(t.power(t.leader(0))).toBe(5000); // DON!! −1 declined
  });

  it('ST10-014 Wire: [Blocker]; [Once Per Turn] when your DON!! is returned (by the opponent too), draw 1 and trash 1', () => {
    const s = build({
      p0: { leader: LUFFY, hand: ['OP02-085'], donActive: 6 },
      p1: { leader: KID, chars: ['ST10-014'], donActive: 2, hand: [KAROO], deck: [HEAT, VITO] },
    });
    s.choose('Play Magellan (OP02-085)').choose('Yes').chooseAny('active DON!!').choose('Karoo');
    expect(s.hand(1)).toEqual([HEAT]);
    expect(s.trash(1)).toEqual([KAROO]);
  });

  it('ST10-016 Gum-Gum Kong Gatling: [Main] K.O. ≤7000; [Trigger] your Leader +1000 until the end of your next turn', () => {
    const s = build({ p0: { leader: LUFFY, hand: ['ST10-016'], donActive: 5 }, p1: { leader: KID, chars: [FRANKY] } });
    s.choose('Activate Gum-Gum Kong Gatling').choose('Franky');
    expect(s.chars(1)).toEqual([]);
    const t = build({ p0: { leader: LUFFY, chars: [FRANKY] }, p1: { leader: KID, life: ['ST10-016'] } });
    t.choose('Attack Eustass"Captain"Kid (ST02-001) with Franky');
    t.passUntil((x) => x.has('Activate [Trigger]'));
    t.choose('Activate [Trigger]').choose('Eustass');
    t.passUntil((x) => x.has('End your turn'));
    t.choose('End your turn');
    t.passUntil((x) => x.g.turnPlayer === 1 && x.has('End your turn'));
    expect(t.power(t.leader(1))).toBe(6000); // still in its owner's next turn
    t.choose('End your turn');
    expect(t.power(t.leader(1))).toBe(5000);
  });
});
