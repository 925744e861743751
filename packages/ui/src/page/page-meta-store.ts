/**
 * Who is describing the page right now. React 19 hoists <title> and <meta> into the head but does
 * not decide between two components that both render a title, so the claims meet here and one
 * PageHead renders their merge (ADR 0010). Pure logic, tested without a DOM.
 */
import { mergePageMeta, type PageMeta } from './page-meta';

export interface PageMetaStore {
  /** Adds a claim, or updates it in place (an updated claim keeps its rank). */
  claim: (id: string, meta: PageMeta) => void;
  release: (id: string) => void;
  /** The merged page meta: claims made later override earlier ones field by field. */
  getSnapshot: () => PageMeta;
  subscribe: (listener: () => void) => () => void;
}

export function createPageMetaStore(): PageMetaStore {
  // A Map keeps insertion order and set() on an existing key keeps its place: the shell's route
  // defaults, claimed first and never released, always rank below the page's own claim.
  const claims = new Map<string, PageMeta>();
  const listeners = new Set<() => void>();
  let snapshot: PageMeta = {};

  const changed = () => {
    snapshot = mergePageMeta([...claims.values()]);
    listeners.forEach((listener) => listener());
  };

  return {
    claim(id, meta) {
      claims.set(id, meta);
      changed();
    },
    release(id) {
      if (claims.delete(id)) changed();
    },
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's one store (@inkspell/ui is a singleton, so the shell and every remote share it). */
export const pageMetaStore = createPageMetaStore();
