/**
 * @module In-product toasts (spec: key, type, message, timestamp). Any island can raise one; the
 * Toaster island shows them. Toasts raised before the Toaster hydrated wait in a queue.
 */
import type { ToastInit, ToastType } from '../../../worker/contracts/toasts';

export type { ToastInit, ToastType };
export type Toast = ToastInit & { key: string; timestamp: number };

export const TOAST_EVENT = 'ew:toast';
/** A toast handed over to the next page of a navigation (e.g. "If … exists, …" before /login). */
export const PENDING_TOAST_KEY = 'ew.pendingToast';
/** Reader toasts close themselves after this long (spec: 5000 ms). */
export const TOAST_MS = 5000;

type Queue = { __ewToasts?: Toast[] };

export function toast(type: ToastType, message: string): void {
  const item: Toast = { type, message, key: `${Date.now()}-${Math.random().toString(36).slice(2)}`, timestamp: Date.now() };
  const w = window as unknown as Queue;
  (w.__ewToasts ??= []).push(item);
  window.dispatchEvent(new CustomEvent(TOAST_EVENT));
}

/** Takes the toasts waiting in the queue (the Toaster calls this). */
export function drainToasts(): Toast[] {
  const w = window as unknown as Queue;
  const items = w.__ewToasts ?? [];
  w.__ewToasts = [];
  return items;
}

/** Leaves a toast for the next page and goes there (the Toaster of that page shows it). */
export function navigateWithToast(href: string, item: ToastInit): void {
  try {
    sessionStorage.setItem(PENDING_TOAST_KEY, JSON.stringify(item));
  } catch {
    // storage blocked: the next page simply shows no toast
  }
  window.location.assign(href);
}
