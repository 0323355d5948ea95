import readline from 'node:readline';

/**
 * Asks for a password on the terminal without echoing it. When stdin is not a terminal (a
 * pipe in a script), the first line of stdin is the answer.
 */
export function promptPassword(question: string): Promise<string> {
  const { stdin, stderr } = process;
  if (!stdin.isTTY) return readLine(question);
  return new Promise((resolve, reject) => {
    stderr.write(question);
    let answer = '';
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    const done = (result: string | Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      stderr.write('\n');
      if (result instanceof Error) reject(result);
      else resolve(result);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return done(answer);
        if (char === '\u0003') return done(new Error('Cancelled.'));
        if (char === '\u007f' || char === '\b') answer = answer.slice(0, -1);
        else answer += char;
      }
    };
    stdin.on('data', onData);
  });
}

let lines: AsyncIterator<string> | undefined;

async function readLine(question: string): Promise<string> {
  process.stderr.write(question);
  lines ??= readline.createInterface({ input: process.stdin, terminal: false })[Symbol.asyncIterator]();
  const next = await lines.next();
  process.stderr.write('\n');
  return next.done ? '' : next.value;
}

/** Lets the process end once the answers are read (an open stdin interface would hold it). */
export function closePrompt() {
  process.stdin.destroy();
}
