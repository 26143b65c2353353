/** `arbiter <game> check DECK`: is this deck legal? */
import type { AnyGameModule } from '../core/module.ts';
import { println, type Io } from './io.ts';

export function checkCommand(mod: AnyGameModule, ref: string, io: Io): number {
  const problems = mod.checkDeck(mod.loadDeck(ref));
  if (problems.length === 0) {
    println(io.stdout, `${ref}: legal`);
    return 0;
  }
  for (const p of problems) println(io.stdout, `${p.rule}: ${p.message}`);
  return 1;
}
