import { type ComponentType, lazy } from 'react';

/**
 * A component whose code loads on first use, or earlier on `preload()` (the browser idle, a
 * pointer over its button): the first click on it must not wait on the network, and never
 * be lost while it does.
 */
export function lazyWithPreload<P>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => (loading ??= load().then((component) => ({ default: component })));
  return { Component: lazy(preload), preload };
}

/** Runs `task` once the browser has nothing better to do; returns a cancel function. */
export function whenIdle(task: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 200);
  return () => clearTimeout(handle);
}
