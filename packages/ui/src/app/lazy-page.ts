import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface PageModule<T extends ComponentType = ComponentType> {
  default: T;
}

/**
 * A module already here, as a thenable that settles at once: React.lazy then has the component in the
 * same render instead of suspending until a microtask later. A prerendered page hydrates without
 * suspending, so React never swaps its markup for a loading screen (which would paint the page again:
 * a later largest paint and a layout shift).
 */
export function settledModule<T>(module: T): Promise<T> {
  return { then: (resolve: (value: T) => unknown) => resolve(module) } as unknown as Promise<T>;
}

export interface LazyPage<T extends ComponentType> {
  /** Loads the page's code once (again after a failure); the shell awaits it before hydrating. */
  load: () => Promise<PageModule<T>>;
  Page: LazyExoticComponent<T>;
}

/** A page in a chunk of its own (ADR 0020), rendered at once when its code came first. */
export function lazyPage<T extends ComponentType>(load: () => Promise<PageModule<T>>): LazyPage<T> {
  let loading: Promise<PageModule<T>> | undefined;
  let loaded: PageModule<T> | undefined;
  const once = () => {
    loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return { load: once, Page: lazy(() => (loaded ? settledModule(loaded) : once())) };
}
