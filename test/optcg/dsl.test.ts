import { describe, expect, it } from 'vitest';
import {
  activateMain,
  addFromTrash,
  lookAndReturn,
  onlyIf,
  handAtMost,
  draw,
  counter,
  addPower,
} from '../../src/optcg/cards/dsl.ts';
import { Scenario, withCards } from '../../src/optcg/scenario.ts';

const LUFFY = 'ST01-001',
  KID = 'ST02-001';

describe('DSL building blocks for the ST-03/ST-04 cards', () => {
  it('addFromTrash: up to N matching cards from the trash to hand', () => {
    withCards(
      {
        'ST01-003': {
          abilities: [
            activateMain({ text: 'regrow' }, addFromTrash(1, { types: ['Straw Hat Crew'], maxCost: 4 }, 'Character')),
          ],
        },
      },
      () => {
        const s = Scenario.build({
          p0: { leader: LUFFY, chars: ['ST01-003'], trash: ['ST01-009', 'ST01-010', 'ST01-012', 'ST01-015'] },
          p1: { leader: KID },
        });
        s.choose('Activate Karoo');
        expect(s.options()).toEqual(['Franky (ST01-010)']); // Vivi is Alabasta, Luffy costs 5, Jet Pistol is an Event
        s.choose('Franky');
        expect(s.hand(0)).toEqual(['ST01-010']);
      },
    );
  });

  it('lookAndReturn: the top N go back all to the top or all to the bottom, in the chosen order', () => {
    withCards({ 'ST01-003': { abilities: [activateMain({ text: 'scry 3' }, lookAndReturn(3))] } }, () => {
      const s = Scenario.build({
        p0: { leader: LUFFY, chars: ['ST01-003'], deck: ['ST01-005', 'ST01-006', 'ST01-007', 'ST01-008'] },
        p1: { leader: KID },
      });
      s.choose('Activate Karoo');
      // 001 §11-3-3 as the card reads: one end for all of them, not a split.
      expect(s.options()).toEqual(['Top of your deck', 'Bottom of your deck']);
      s.choose('Top of your deck');
      s.answer([2, 0, 1]); // the third card first, then the first, then the second
      expect(s.codes(s.g.players[0].deck).reverse()).toEqual(['ST01-007', 'ST01-005', 'ST01-006', 'ST01-008']);
    });
  });

  it('onlyIf: "Then, draw 1 card if you have 3 or less cards in your hand"', () => {
    withCards(
      { 'ST01-014': { abilities: [counter(addPower(4000, 'battle'), onlyIf(handAtMost(3), draw(1)))] } },
      () => {
        const s = Scenario.build({
          p0: { leader: KID },
          p1: { leader: LUFFY, hand: ['ST01-014', 'ST01-003'], donActive: 1, life: ['ST01-008'] },
        });
        s.choose('Attack Monkey').choose('Activate Guard Point').choose('Monkey');
        expect(s.hand(1)).toEqual(['ST01-003', 'ST01-010']);
      },
    );
  });
});

describe('negation (001 §8-2)', () => {
  it('negate: the chosen Character loses its printed abilities this turn', async () => {
    const { negate, main } = await import('../../src/optcg/cards/dsl.ts');
    withCards({ 'ST01-016': { abilities: [main(negate(1, 'turn'))] } }, () => {
      const s = Scenario.build({
        p0: { leader: LUFFY, hand: ['ST01-016'], donActive: 1 },
        p1: { leader: KID, chars: ['ST02-004', { code: 'ST02-003', don: 1 }], life: ['ST02-002'] },
      });
      s.choose('Activate Diable').choose('Capone');
      s.choose('Attack Eustass');
      expect(s.life(1)).toBe(0); // Bege is no [Blocker] this turn
      s.choose('End your turn');
      expect(s.g.mods).toHaveLength(0);
    });
  });
});
