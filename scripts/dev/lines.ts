// Console output of a child (wrangler, workerd, the client build), one prefixed line at a time.
import { dim, log } from './progress.ts';

export interface LineWriter {
  /** Feed a chunk of output; complete lines are printed with the label. */
  (text: string, stream: 'stdout' | 'stderr'): void;
  /** The last lines printed, for error messages. */
  tail(n?: number): string;
}

/** `quiet` lines are neither printed nor kept (e.g. request logs of our own health polling). */
export function lineWriter(label: string, quiet: RegExp[] = []): LineWriter {
  const lines: string[] = [];
  const partial = { stdout: '', stderr: '' };
  const prefix = dim(`${label.padStart(8)} │ `);
  const write = ((text: string, stream: 'stdout' | 'stderr') => {
    const parts = (partial[stream] + text).split('\n');
    partial[stream] = parts.pop() ?? '';
    for (const raw of parts) {
      // biome-ignore lint/suspicious/noControlCharactersInRegex: strips ANSI colour codes (ESC [ … m)
      const line = raw.replace(/\r$/, '').replace(/\x1b\[[0-9;]*m/g, '');
      if (!line.trim() || quiet.some((q) => q.test(line))) continue;
      lines.push(line);
      if (lines.length > 200) lines.shift();
      log(prefix + line, stream === 'stdout' ? process.stdout : process.stderr);
    }
  }) as LineWriter;
  write.tail = (n = 30) => lines.slice(-n).join('\n');
  return write;
}
