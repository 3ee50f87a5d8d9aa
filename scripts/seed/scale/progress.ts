/** @module The scale seed's console progress: one bar per phase on a terminal, a line per phase otherwise. */
import cliProgress from 'cli-progress';
import type { LogStream } from '../progress';

export interface ScaleProgress {
  phase(name: string, rows: number, doneRows: number): void;
  advance(rows: number): void;
  /** Closes the current phase, if any (seconds for the line log). */
  end(seconds?: number): void;
}

export function scaleProgress(stream: LogStream = process.stderr): ScaleProgress {
  if (!stream.isTTY) {
    let current = '';
    return {
      phase(name, rows, doneRows) {
        current = name;
        stream.write(
          `seed:scale ${name}: ${rows.toLocaleString('en-US')} items${doneRows ? ` (${doneRows.toLocaleString('en-US')} already written)` : ''}...\n`,
        );
      },
      advance() {},
      end(seconds) {
        if (current && seconds !== undefined) stream.write(`seed:scale ${current} done in ${seconds.toFixed(1)} s\n`);
        current = '';
      },
    };
  }
  let bar: cliProgress.SingleBar | null = null;
  return {
    phase(name, rows, doneRows) {
      bar = new cliProgress.SingleBar(
        {
          stream: stream as NodeJS.WriteStream,
          format: `seed:scale ${name.padEnd(9)} |{bar}| {percentage}% | {value}/{total} | {eta_formatted} left`,
          hideCursor: true,
          clearOnComplete: false,
          etaBuffer: 50,
        },
        cliProgress.Presets.shades_classic,
      );
      bar.start(Math.max(rows, 1), doneRows);
    },
    advance(rows) {
      bar?.increment(rows);
    },
    end() {
      bar?.stop();
      bar = null;
    },
  };
}
