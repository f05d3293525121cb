/**
 * Runs a CLI's `main` with the process arguments: its result becomes the exit
 * code (set, not forced, so piped output is flushed); an error prints one line
 * and exits with `failureCode`.
 */
export function runCli(main: (argv: string[]) => Promise<number>, failureCode = 1): void {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(failureCode);
    },
  );
}
