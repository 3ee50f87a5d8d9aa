/**
 * @module Whether this island has hydrated. False on the server and in the first render in the
 * browser (so hydration matches), true once its effects have run: what a form shows only while it
 * must work by itself (a Save button for controls the island saves as they change).
 */
import { useEffect, useState } from 'react';

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
