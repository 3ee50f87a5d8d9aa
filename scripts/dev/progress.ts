// One line per phase: "[2/5] migrations … 1.2s". On a terminal a spinner runs while the phase
// is under way; other output printed meanwhile (through `log`) goes above the spinner line.
const tty = Boolean(process.stdout.isTTY) && !process.env.CI;
const FRAMES = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];
const color = (code: number) => (s: string) => (tty ? `\x1b[${code}m${s}\x1b[0m` : s);
export const dim = color(2);
export const bold = color(1);
export const green = color(32);
export const red = color(31);
export const yellow = color(33);

const active = new Map<string, number>(); // phase tag -> start time, for the spinner line
let frame = 0;
let timer: NodeJS.Timeout | null = null;

function clear(): void {
  if (tty && active.size) process.stdout.write('\r\x1b[2K');
}
function draw(): void {
  if (!tty || !active.size) return;
  const now = performance.now();
  const parts = [...active].map(([tag, t0]) => `${tag} … ${dim(seconds(now - t0))}`);
  process.stdout.write(`${FRAMES[frame++ % FRAMES.length]} ${parts.join(dim('  ·  '))}`);
}

/** Prints a line without tearing the spinner. */
export function log(line: string, stream: NodeJS.WriteStream = process.stdout): void {
  clear();
  stream.write(`${line}\n`);
  draw();
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)}s`;

/** Numbered phases; several may run at once (each prints its own line when it ends). */
export class Steps {
  private n = 0;
  constructor(private readonly total: number) {}

  /** Runs one phase; `detail` may return a short note for the done line (e.g. "already seeded"). */
  async step<T>(label: string, fn: () => Promise<T>, detail?: (result: T) => string | undefined): Promise<T> {
    const tag = `[${++this.n}/${this.total}] ${label}`;
    const t0 = performance.now();
    clear();
    active.set(tag, t0);
    draw();
    if (tty && !timer)
      timer = setInterval(() => {
        clear();
        draw();
      }, 80);
    try {
      const result = await fn();
      const note = detail?.(result);
      this.finish(tag, `${green('✔')} ${tag} … ${seconds(performance.now() - t0)}${note ? dim(` (${note})`) : ''}`);
      return result;
    } catch (err) {
      this.finish(tag, `${red('✖')} ${tag} failed after ${seconds(performance.now() - t0)}`, process.stderr);
      throw err;
    }
  }

  private finish(tag: string, line: string, stream: NodeJS.WriteStream = process.stdout): void {
    clear();
    active.delete(tag);
    if (!active.size && timer) {
      clearInterval(timer);
      timer = null;
    }
    stream.write(`${line}\n`);
    draw();
  }
}
