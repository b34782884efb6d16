import {useSyncExternalStore} from 'react';

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

/** `navigator.connection` (Network Information API), where the browser has it. */
type NetworkInformation = EventTarget & {saveData?: boolean};

function connection(): NetworkInformation | undefined {
  return (navigator as Navigator & {connection?: NetworkInformation}).connection;
}

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', onChange);
  connection()?.addEventListener('change', onChange);
  return () => {
    query.removeEventListener('change', onChange);
    connection()?.removeEventListener('change', onChange);
  };
}

/**
 * Whether the visitor asked for reduced motion (`prefers-reduced-motion: reduce`). Updates when
 * the setting changes. Server render and first client render: `true`, so nothing starts moving
 * before the preference is known.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => true,
  );
}

/**
 * Whether autoplaying video may play: not under reduced motion and not when the browser asks to
 * save data (`navigator.connection.saveData`, Chrome's Data Saver / Lite mode). `false` on the
 * server, so the server-rendered page never requests a video.
 */
export function useVideoAllowed(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !window.matchMedia(reducedMotionQuery).matches && connection()?.saveData !== true,
    () => false,
  );
}
