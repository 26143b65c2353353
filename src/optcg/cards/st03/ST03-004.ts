/** ST03-004 Gecko Moria: [On Play] Add up to 1 {The Seven Warlords of the Sea} or {Thriller Bark Pirates} type Character with a cost of 4 or less other than [Gecko Moria] from your trash to your hand. */
import { addFromTrash, card, onPlay } from '../dsl.ts';

export default card('ST03-004', {
  text: '[On Play] Add up to 1 {The Seven Warlords of the Sea} or {Thriller Bark Pirates} type Character with a cost of 4 or less other than [Gecko Moria] from your trash to your hand.',
  abilities: [
    onPlay(
      { text: 'add up to 1 {The Seven Warlords of the Sea}/{Thriller Bark Pirates} Character cost ≤4 from your trash' },
      // "other than [Gecko Moria]": a name in [ ] (001 §2-1-2), so every Gecko Moria is excluded.
      addFromTrash(
        1,
        { types: ['The Seven Warlords of the Sea', 'Thriller Bark Pirates'], maxCost: 4, nameNot: 'Gecko Moria' },
        'Character',
      ),
    ),
  ],
});
