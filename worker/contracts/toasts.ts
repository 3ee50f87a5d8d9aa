/** @module Toasts as the spec defines them (type and message); the page's Toaster shows them. */
export type ToastType = 'info' | 'success' | 'warning' | 'error';
export type ToastInit = { type: ToastType; message: string };

/** What a form leaves for the next page in the signed flash cookie (http/flash.ts): toasts and a few values. */
export type Flash = { toasts?: ToastInit[]; data?: Record<string, string> };
