/** @module Toasts as the spec defines them (type and message); the page's Toaster shows them. */
export type ToastType = 'info' | 'success' | 'warning' | 'error';
export type ToastInit = { type: ToastType; message: string };
