/**
 * @module The video player wrapper's rules, runtime-neutral so they are tested as tables (the
 * browser's client/browser/video/player.ts gives them an iframe). Spec §9: "Video player states:
 * unstarted -1, ended 0, playing 1, paused 2, buffering 3, cued 5; seek wait 3000 ms"; §8: "Event
 * handlers cannot be overwritten.; Element ... does not exist.: video wrapper".
 * The player is YouTube's, spoken to through its iframe's postMessage API (the one its own
 * iframe_api script speaks, without loading that script): it reports its states, we send commands.
 */

export const PLAYER_STATES = { unstarted: -1, ended: 0, playing: 1, paused: 2, buffering: 3, cued: 5 } as const;
export type PlayerState = (typeof PLAYER_STATES)[keyof typeof PLAYER_STATES];
const KNOWN = new Set<number>(Object.values(PLAYER_STATES));

/** How long a seek waits for the player to get there before it gives up. */
export const SEEK_WAIT_MS = 3000;
/** A seek has arrived when the reported time is this close to the target (players land on key frames). */
export const SEEK_TOLERANCE_S = 1.5;

export const HANDLERS_OVERWRITTEN = 'Event handlers cannot be overwritten.';
export const elementMissing = (id: string) => `Element ${id} does not exist.`;

/** What moves the state: a command we sent (before the player confirms it) or the player's own report. */
export type PlayerEvent = { type: 'ready' } | { type: 'play' } | { type: 'pause' } | { type: 'seek' } | { type: 'report'; state: number };

export function isPlayerState(n: unknown): n is PlayerState {
  return typeof n === 'number' && KNOWN.has(n);
}

/**
 * The next state. The player's report is the truth when it names a known state (an unknown one
 * is ignored); our commands move the state ahead of it only where the player will surely follow:
 * play buffers a video that is not playing, pause stops one that is, a seek buffers unless paused
 * or not started, and a ready player with nothing playing is cued.
 */
export function nextState(state: PlayerState, event: PlayerEvent): PlayerState {
  const { unstarted, ended, playing, paused, buffering, cued } = PLAYER_STATES;
  switch (event.type) {
    case 'report':
      return isPlayerState(event.state) ? event.state : state;
    case 'ready':
      return state === unstarted ? cued : state;
    case 'play':
      return state === playing || state === buffering ? state : buffering;
    case 'pause':
      return state === playing || state === buffering ? paused : state;
    case 'seek':
      return state === playing || state === ended ? buffering : state;
  }
}

/** What a message from YouTube's iframe says, or null when it is not one of its messages. */
export type PlayerReport = { ready?: true; state?: number; time?: number; error?: number };

export function readPlayerMessage(data: unknown): PlayerReport | null {
  let msg: unknown = data;
  if (typeof data === 'string') {
    if (data.length > 65_536) return null;
    try {
      msg = JSON.parse(data);
    } catch {
      return null;
    }
  }
  if (!msg || typeof msg !== 'object') return null;
  const { event, info } = msg as { event?: unknown; info?: unknown };
  switch (event) {
    case 'onReady':
      return { ready: true };
    case 'onStateChange':
      return typeof info === 'number' ? { state: info } : null;
    case 'onError':
      return typeof info === 'number' ? { error: info } : { error: -1 };
    case 'initialDelivery':
    case 'infoDelivery': {
      if (!info || typeof info !== 'object') return null;
      const { playerState, currentTime } = info as { playerState?: unknown; currentTime?: unknown };
      const report: PlayerReport = {};
      if (typeof playerState === 'number') report.state = playerState;
      if (typeof currentTime === 'number' && Number.isFinite(currentTime)) report.time = currentTime;
      return report;
    }
    default:
      return null;
  }
}

/** The message that sends YouTube's player a command (`func` one of its API's methods). */
export function commandMessage(func: string, args: readonly unknown[] = []): string {
  return JSON.stringify({ event: 'command', func, args, id: 1, channel: 'widget' });
}
/** The message that asks YouTube's player to start reporting to us. */
export const LISTENING_MESSAGE = JSON.stringify({ event: 'listening', id: 1, channel: 'widget' });

export type PlayerEventName = 'ready' | 'stateChange' | 'error';
type Handlers = { ready: () => void; stateChange: (state: PlayerState) => void; error: (code: number) => void };
/** Timers come in from the caller: this module has no host globals (and the tests fake them). */
export type Timers = { set: (fn: () => void, ms: number) => unknown; clear: (id: unknown) => void };

/**
 * The wrapper: holds the state, one handler per event (a second is refused with the spec's
 * message, so two widgets cannot silently steal each other's events), sends commands through
 * `send` and takes the player's messages through `receive`.
 */
export class PlayerCore {
  state: PlayerState = PLAYER_STATES.unstarted;
  time = 0;
  #handlers: Partial<Handlers> = {};
  #seeks = new Set<() => void>();

  constructor(
    private readonly send: (func: string, args: readonly unknown[]) => void,
    private readonly timers: Timers,
  ) {}

  on<K extends PlayerEventName>(name: K, handler: Handlers[K]): void {
    if (this.#handlers[name]) throw new Error(HANDLERS_OVERWRITTEN);
    this.#handlers[name] = handler;
  }

  off(name: PlayerEventName): void {
    delete this.#handlers[name];
  }

  play(): void {
    this.#move({ type: 'play' });
    this.send('playVideo', []);
  }

  pause(): void {
    this.#move({ type: 'pause' });
    this.send('pauseVideo', []);
  }

  /** Seeks and resolves true once the player reports it got there, false after SEEK_WAIT_MS. */
  seekTo(seconds: number): Promise<boolean> {
    const target = Math.max(0, seconds);
    this.#move({ type: 'seek' });
    this.send('seekTo', [target, true]);
    return new Promise((resolve) => {
      const check = () => {
        if (Math.abs(this.time - target) > SEEK_TOLERANCE_S) return;
        finish(true);
      };
      const finish = (arrived: boolean) => {
        this.timers.clear(timer);
        this.#seeks.delete(check);
        resolve(arrived);
      };
      const timer = this.timers.set(() => finish(false), SEEK_WAIT_MS);
      this.#seeks.add(check);
    });
  }

  receive(data: unknown): void {
    const report = readPlayerMessage(data);
    if (!report) return;
    if (report.ready) {
      this.#move({ type: 'ready' });
      this.#handlers.ready?.();
    }
    if (report.time !== undefined) {
      this.time = report.time;
      for (const check of [...this.#seeks]) check();
    }
    if (report.state !== undefined) this.#move({ type: 'report', state: report.state });
    if (report.error !== undefined) this.#handlers.error?.(report.error);
  }

  #move(event: PlayerEvent): void {
    const next = nextState(this.state, event);
    if (next === this.state) return;
    this.state = next;
    this.#handlers.stateChange?.(next);
  }
}
