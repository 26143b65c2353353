/** OP05-068 Chopa-Emon: [On Play] If you have 8 or more DON!! cards on your field, set up to 1 of your purple {Straw Hat Crew} type Characters with 6000 power or less as active. */
import { card, donOnFieldAtLeast, onPlay, onlyIf, setActive } from '../dsl.ts';

export default card('OP05-068', {
  text: '[On Play] If you have 8 or more DON!! cards on your field, set up to 1 of your purple {Straw Hat Crew} type Characters with 6000 power or less as active.',
  abilities: [
    onPlay(
      { text: 'with 8 or more DON!!, set up to 1 purple {Straw Hat Crew} Character with 6000 power or less active' },
      onlyIf(donOnFieldAtLeast(8), setActive(1, { colors: ['Purple'], types: ['Straw Hat Crew'], maxPower: 6000 })),
    ),
  ],
});
