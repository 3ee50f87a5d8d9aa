/** @module Seed progress on stderr: one bar across all phases on a terminal, plain phase lines otherwise. */
import cliProgress from 'cli-progress';
import type { Progress } from './write';

export interface SeedProgress extends Progress {
  /** The total is only known once the builder has run. */
  setTotal(units: number): void;
  stop(): void;
}

/** The part of a stream the progress needs; tests pass a sink. */
export type LogStream = Pick<NodeJS.WriteStream, 'write'> & { isTTY?: boolean };

export function createProgress(stream: LogStream = process.stderr): SeedProgress {
  return stream.isTTY ? barProgress(stream as NodeJS.WriteStream) : lineProgress(stream);
}

function barProgress(stream: NodeJS.WriteStream): SeedProgress {
  const bar = new cliProgress.SingleBar(
    {
      stream,
      format: 'seed {phase} |{bar}| {percentage}% | {value}/{total} | {duration_formatted}',
      hideCursor: true,
      clearOnComplete: false,
    },
    cliProgress.Presets.shades_classic,
  );
  let started = false;
  let value = 0;
  const ensure = (phase: string) => {
    if (!started) bar.start(1, 0, { phase: phase.padEnd(8) });
    started = true;
  };
  return {
    phase(name, units) {
      ensure(name);
      bar.update(value, { phase: name.padEnd(8) });
      // Before the builder has reported, grow the total as phases announce themselves.
      if (bar.getTotal() < value + units) bar.setTotal(value + units);
    },
    advance(units) {
      value += units;
      bar.update(value);
    },
    setTotal(units) {
      ensure('images');
      bar.setTotal(Math.max(units, value));
    },
    stop() {
      if (started) bar.stop();
      started = false;
    },
  };
}

/** CI logs and pipes: a line per phase with how long the previous one took. */
function lineProgress(stream: LogStream): SeedProgress {
  let current: { name: string; units: number; done: number; since: number } | null = null;
  const close = () => {
    if (!current) return;
    stream.write(`seed: ${current.name} done (${current.done} items, ${((performance.now() - current.since) / 1000).toFixed(1)} s)\n`);
  };
  return {
    phase(name, units) {
      if (current?.name === name) {
        current.units += units;
        return;
      }
      close();
      current = { name, units, done: 0, since: performance.now() };
      stream.write(`seed: ${name}...\n`);
    },
    advance(units) {
      if (current) current.done += units;
    },
    setTotal() {},
    stop() {
      close();
      current = null;
    },
  };
}
