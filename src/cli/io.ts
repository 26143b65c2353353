/** The streams a command talks to, injected so tests can drive the CLI in-process. */
export interface Io {
  stdin: NodeJS.ReadableStream;
  stdout: NodeJS.WritableStream & { isTTY?: boolean };
  stderr: NodeJS.WritableStream;
}

export function processIo(): Io {
  return { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr };
}

/** A user-facing failure: printed as one `arbiter: …` line, exit code 1. */
export class CliError extends Error {
  override name = 'CliError';
}

export function println(out: NodeJS.WritableStream, text = ''): void {
  out.write(`${text}\n`);
}
