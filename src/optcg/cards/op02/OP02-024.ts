/** OP02-024 Moby Dick: [Your Turn] If you have 1 or less Life cards, your [Edward.Newgate] and all your Characters with a type including "Whitebeard Pirates" gain +2000 power. [Trigger] Play this card. */
import { aura, card, lifeAtMost, namesOf, playThis, trigger, typeIncludes, yourTurn } from '../dsl.ts';

export default card('OP02-024', {
  text: '[Your Turn] If you have 1 or less Life cards, your [Edward.Newgate] and all your Characters with a type including "Whitebeard Pirates" gain +2000 power. [Trigger] Play this card.',
  auras: [
    aura([yourTurn, lifeAtMost(1)], 2000, {
      leader: true,
      // "your [Edward.Newgate]" (Leader or Character) "and all your Characters with a type including …"
      where: (g, c) =>
        namesOf(g, c).includes('Edward.Newgate') ||
        (g.players[g.owner[c]!].leader !== c && typeIncludes(g, c, 'Whitebeard Pirates')),
    }),
  ],
  abilities: [trigger({ text: 'play this card' }, playThis)],
});
