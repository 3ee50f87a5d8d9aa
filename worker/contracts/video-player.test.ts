// The video player wrapper: state transitions as a table, YouTube's messages, one handler per
// event, and a seek that gives up after 3000 ms (fake timers).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  commandMessage,
  elementMissing,
  HANDLERS_OVERWRITTEN,
  nextState,
  PLAYER_STATES,
  PlayerCore,
  type PlayerEvent,
  type PlayerState,
  readPlayerMessage,
  SEEK_WAIT_MS,
} from './video-player';

const { unstarted, ended, playing, paused, buffering, cued } = PLAYER_STATES;

describe('the states', () => {
  it('are the spec’s numbers', () => {
    expect(PLAYER_STATES).toEqual({ unstarted: -1, ended: 0, playing: 1, paused: 2, buffering: 3, cued: 5 });
    expect(SEEK_WAIT_MS).toBe(3000);
    expect(HANDLERS_OVERWRITTEN).toBe('Event handlers cannot be overwritten.');
    expect(elementMissing('player-7')).toBe('Element player-7 does not exist.');
  });
});

describe('nextState', () => {
  const report = (state: number): PlayerEvent => ({ type: 'report', state });
  it.each<[PlayerState, PlayerEvent, PlayerState]>([
    // the player's own reports are the truth when they name a known state
    [unstarted, report(buffering), buffering],
    [buffering, report(playing), playing],
    [playing, report(paused), paused],
    [paused, report(playing), playing],
    [playing, report(ended), ended],
    [ended, report(cued), cued],
    [playing, report(unstarted), unstarted],
    [playing, report(4), playing],
    [playing, report(-2), playing],
    [playing, report(Number.NaN), playing],
    // ready: a player that has not started is cued
    [unstarted, { type: 'ready' }, cued],
    [playing, { type: 'ready' }, playing],
    // play: buffers whatever is not already on its way
    [unstarted, { type: 'play' }, buffering],
    [cued, { type: 'play' }, buffering],
    [paused, { type: 'play' }, buffering],
    [ended, { type: 'play' }, buffering],
    [playing, { type: 'play' }, playing],
    [buffering, { type: 'play' }, buffering],
    // pause: only stops what plays
    [playing, { type: 'pause' }, paused],
    [buffering, { type: 'pause' }, paused],
    [cued, { type: 'pause' }, cued],
    [unstarted, { type: 'pause' }, unstarted],
    [ended, { type: 'pause' }, ended],
    // seek: buffers a playing or ended video; a paused or unstarted one stays as it is
    [playing, { type: 'seek' }, buffering],
    [ended, { type: 'seek' }, buffering],
    [paused, { type: 'seek' }, paused],
    [unstarted, { type: 'seek' }, unstarted],
    [cued, { type: 'seek' }, cued],
  ])('%i + %o → %i', (from, event, to) => {
    expect(nextState(from, event)).toBe(to);
  });
});

describe('readPlayerMessage', () => {
  it.each([
    ['{"event":"onReady","info":null}', { ready: true }],
    ['{"event":"onStateChange","info":1}', { state: 1 }],
    [{ event: 'onStateChange', info: 2 }, { state: 2 }],
    ['{"event":"infoDelivery","info":{"playerState":3,"currentTime":12.5}}', { state: 3, time: 12.5 }],
    ['{"event":"infoDelivery","info":{"currentTime":4}}', { time: 4 }],
    ['{"event":"onError","info":150}', { error: 150 }],
    ['{"event":"onStateChange","info":"1"}', null],
    ['{"event":"somethingElse"}', null],
    ['not json', null],
    [null, null],
    [42, null],
  ])('%j → %j', (data, report) => {
    expect(readPlayerMessage(data)).toEqual(report);
  });

  it('commands are widget messages', () => {
    expect(JSON.parse(commandMessage('seekTo', [30, true]))).toEqual({
      event: 'command',
      func: 'seekTo',
      args: [30, true],
      id: 1,
      channel: 'widget',
    });
  });
});

describe('PlayerCore', () => {
  const timers = { set: (fn: () => void, ms: number) => setTimeout(fn, ms), clear: (id: unknown) => clearTimeout(id as number) };
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function player() {
    const sent: [string, readonly unknown[]][] = [];
    const core = new PlayerCore((func, args) => sent.push([func, args]), timers);
    const states: number[] = [];
    core.on('stateChange', (s) => states.push(s));
    return { core, sent, states };
  }

  it('follows the player: ready, play, its reports, pause', () => {
    const { core, sent, states } = player();
    const ready = vi.fn();
    core.on('ready', ready);
    core.receive('{"event":"onReady"}');
    expect(ready).toHaveBeenCalledOnce();
    core.play();
    core.receive('{"event":"onStateChange","info":1}');
    core.pause();
    core.receive({ event: 'infoDelivery', info: { playerState: 2 } });
    core.receive('{"event":"onStateChange","info":0}');
    expect(states).toEqual([cued, buffering, playing, paused, ended]);
    expect(sent).toEqual([
      ['playVideo', []],
      ['pauseVideo', []],
    ]);
  });

  it('refuses a second handler for the same event with the spec’s message', () => {
    const { core } = player();
    expect(() => core.on('stateChange', () => {})).toThrow('Event handlers cannot be overwritten.');
    core.off('stateChange');
    expect(() => core.on('stateChange', () => {})).not.toThrow();
  });

  it('a seek resolves true when the player reports the time, false after 3000 ms', async () => {
    const { core, sent } = player();
    core.receive('{"event":"onStateChange","info":1}');
    const arrived = core.seekTo(60);
    expect(sent.at(-1)).toEqual(['seekTo', [60, true]]);
    expect(core.state).toBe(buffering);
    core.receive('{"event":"infoDelivery","info":{"currentTime":60.4,"playerState":1}}');
    await expect(arrived).resolves.toBe(true);
    expect(vi.getTimerCount()).toBe(0);

    const gaveUp = core.seekTo(120);
    let settled: boolean | null = null;
    void gaveUp.then((v) => {
      settled = v;
    });
    core.receive('{"event":"infoDelivery","info":{"currentTime":61}}');
    await vi.advanceTimersByTimeAsync(SEEK_WAIT_MS - 1);
    expect(settled).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(false);
  });
});
