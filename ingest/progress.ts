/** A one-line progress display on stderr for people (a plain log line when stderr is not a terminal). */
export function progressLine(label: string): { update: (text: string) => void; done: (text: string) => void } {
  const tty = process.stderr.isTTY;
  let last = 0;
  return {
    update(text) {
      const now = Date.now();
      if (now - last < (tty ? 100 : 2000)) return;
      last = now;
      if (tty) process.stderr.write(`\r\x1b[2K${label} ${text}`);
      else process.stderr.write(`${label} ${text}\n`);
    },
    done(text) {
      if (tty) process.stderr.write(`\r\x1b[2K`);
      process.stderr.write(`${label} ${text}\n`);
    },
  };
}
