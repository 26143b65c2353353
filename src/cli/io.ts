/** The streams a command talks to, injected so tests can drive the CLI in-process. */
export interface Io {
  stdin: NodeJS.ReadableStream;
  stdout: NodeJS.WritableStream & { isTTY?: boolean };
  stderr: NodeJS.WritableStream;
}

export function processIo(): Io {
  // Output piped into a program that stops reading (`arbiter optcg cards | head`): stop quietly, as Unix tools do,
  // instead of an unhandled EPIPE with a stack trace.
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(0);
    throw e;
  });
  return { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr };
}

/** A user-facing failure: printed as one `arbiter: …` line, exit code 1. */
export class CliError extends Error {
  override name = 'CliError';
}

export function println(out: NodeJS.WritableStream, text = ''): void {
  out.write(`${text}\n`);
}

/**
 * Text from outside (file contents, names) made safe for one terminal line: control characters,
 * the replacement character of undecodable bytes and other invisible code points are shown as escapes.
 */
export function printable(text: string): string {
  return text.replace(
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    /[\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028-\u202e\u2066-\u2069\ufeff\ufffd]/g,
    (ch) => {
      const code = ch.charCodeAt(0);
      return code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
    },
  );
}
