/**
 * Output paths given on the command line are checked before any game starts, so a bad one costs
 * one clear line naming it, not a lost game or a bare `EISDIR`.
 */
import { accessSync, constants, existsSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { CliError } from './io.ts';

/** Kernel pseudo-file systems: writing there is never what the user meant, and may block. */
const SPECIAL = ['/proc', '/sys', '/dev'];

function special(abs: string): boolean {
  return SPECIAL.some((root) => abs === root || abs.startsWith(`${root}/`));
}

function writableDir(dir: string): boolean {
  try {
    accessSync(dir, constants.W_OK | constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The nearest folder on the way up that exists (where a `mkdir -p` would start). */
function existingAncestor(abs: string): string {
  let dir = abs;
  while (!existsSync(dir)) {
    const up = dirname(dir);
    if (up === dir) break;
    dir = up;
  }
  return dir;
}

/** A file the command will write (`--save FILE`): not a folder, in a folder that exists and is writable. */
export function checkOutputFile(path: string, option: string): void {
  const abs = resolve(path);
  if (special(abs)) throw new CliError(`${option} ${path}: not a place to write a file`);
  if (existsSync(abs)) {
    const st = statSync(abs);
    if (st.isDirectory()) throw new CliError(`${option} ${path}: is a folder; give a file name`);
    if (!st.isFile()) throw new CliError(`${option} ${path}: is not a regular file`);
    try {
      accessSync(abs, constants.W_OK);
    } catch {
      throw new CliError(`${option} ${path}: the file is not writable`);
    }
    return;
  }
  const dir = dirname(abs);
  if (!existsSync(dir) || !statSync(dir).isDirectory())
    throw new CliError(`${option} ${path}: the folder ${dir} does not exist`);
  if (!writableDir(dir)) throw new CliError(`${option} ${path}: the folder ${dir} is not writable`);
}

/** A folder the command will write files into (`--replays DIR`): created if missing, so its nearest existing ancestor must be a writable folder. */
export function checkOutputDir(path: string, option: string): void {
  const abs = resolve(path);
  if (special(abs)) throw new CliError(`${option} ${path}: not a place to write files`);
  if (existsSync(abs)) {
    if (!statSync(abs).isDirectory()) throw new CliError(`${option} ${path}: is a file, not a folder`);
    if (!writableDir(abs)) throw new CliError(`${option} ${path}: the folder is not writable`);
    return;
  }
  const base = existingAncestor(abs);
  if (!statSync(base).isDirectory()) throw new CliError(`${option} ${path}: ${base} is a file, not a folder`);
  if (!writableDir(base)) throw new CliError(`${option} ${path}: cannot create it, ${base} is not writable`);
}
