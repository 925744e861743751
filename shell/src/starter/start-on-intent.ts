/**
 * The inline starter of a prerendered page (ADR 0044). The page is complete without scripts: a visitor reads
 * it, scrolls it and follows its links as served. The app's scripts (fetched once the page has loaded, ADR 0046) run at the
 * visitor's first act on the page — a touch, a press, a key, a focus, a pointer on a link or button — not at load, so a slow phone is never
 * blocked by JavaScript it did not need to read the page. What the visitor does before the app is ready is kept:
 * taps and form submissions are held and done again once it is, and text typed into a field reaches the
 * form's state. Where the served markup is not what the app will show (an address with a query, the 404 page
 * of another path), the app starts at once, after the first paint, as before.
 *
 * Bundled into each prerendered page by infra/src/build/prerender-document.ts; it imports nothing heavy.
 */
import {
  appReadyEvent,
  appStartAttribute,
  firstPageViewAttribute,
  prefetchListElementId,
  type PrefetchList,
} from '@inkspell/contracts/values/platform';
import { analyticsRequest, pageViewOf } from '@inkspell/ui/api/analytics';
import { isServedForAddress } from '../routing/served-for-address';

/** Acts that say the visitor is about to use the page, not only read it. */
const intentEvents = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/** A pointer resting on one of these is about to use it (and the app fetches the page behind a link then). */
const actionable = 'a[href], button, input, select, textarea, label, summary, [role="button"]';

/** Input types whose value is typed or picked, not toggled by a click. */
const clickedInputTypes = new Set(['checkbox', 'radio', 'submit', 'button', 'reset', 'image', 'file']);

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function isTypedField(element: Element): element is Field {
  if (element instanceof HTMLInputElement) return !clickedInputTypes.has(element.type);
  return element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;
}

/** A click the browser does on its own terms: a new tab or window, a download, another site. */
function isLeftToBrowser(event: MouseEvent): boolean {
  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return true;
  const link = (event.target as Element).closest('a');
  if (!link) return false;
  return (link.target !== '' && link.target !== '_self') || link.hasAttribute('download') || link.origin !== window.location.origin;
}

/**
 * Puts a value typed before hydration into React's state: React notices a change only when the field's value
 * differs from the one it last saw, so the field is told the served value first and shown the typed one, and an
 * input event follows (a select's change event needs no such step). The typed values are read before the
 * first is handed over: React's answer to it redraws the form, and a field still holding its old state is
 * emptied by that redraw.
 */
function handOverTypedValue(field: Field, served: string, typed: string): void {
  if (field instanceof HTMLSelectElement) {
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  field.value = served;
  // The element's own class's setter, past React's tracker on the element itself.
  Reflect.set(Object.getPrototypeOf(field) as object, 'value', typed, field);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

interface HeldSubmit {
  form: HTMLFormElement;
  submitter: HTMLElement | null;
}

export function startOnIntent(scripts: readonly string[]): void {
  const root = document.getElementById('root');
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const src of scripts) {
      const script = document.createElement('script');
      script.src = src;
      document.body.appendChild(script);
    }
  };
  if (!root || !isServedForAddress(root.dataset.prerendered, window.location.pathname, window.location.search)) {
    // The app will draw this page afresh: start it once the served page is on screen.
    requestAnimationFrame(() => setTimeout(start));
    return;
  }

  // Only a page that waits for the act says where it is (the page that starts at once has nothing to hand over).
  const startOnAct = () => {
    document.documentElement.setAttribute(appStartAttribute, 'starting');
    start();
  };
  document.documentElement.setAttribute(appStartAttribute, 'waiting');
  const firstRoute = window.location.pathname;
  document.documentElement.setAttribute(firstPageViewAttribute, firstRoute);
  onceLoaded([() => reportFirstPageView(firstRoute), ...prefetchSteps().map((step) => () => started || step())]);
  const served = new Map<Field, string>();
  root.querySelectorAll('input, textarea, select').forEach((element) => {
    if (isTypedField(element)) served.set(element, element.value);
  });
  const held: (Element | HeldSubmit)[] = [];
  let ready = false;

  const onIntent = () => {
    for (const type of intentEvents) document.removeEventListener(type, onIntent, true);
    document.removeEventListener('pointerover', onPointerOver, true);
    startOnAct();
  };
  const onPointerOver = (event: PointerEvent) => {
    if (event.target instanceof Element && event.target.closest(actionable)) onIntent();
  };
  for (const type of intentEvents) document.addEventListener(type, onIntent, { capture: true, passive: true });
  document.addEventListener('pointerover', onPointerOver, { capture: true, passive: true });

  const holdClick = (event: MouseEvent) => {
    const target = event.target;
    if (ready || !(target instanceof Element) || !root.contains(target) || isTypedField(target) || isLeftToBrowser(event)) return;
    event.preventDefault();
    held.push(target);
    startOnAct();
  };
  const holdSubmit = (event: SubmitEvent) => {
    if (ready || !(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    held.push({ form: event.target, submitter: event.submitter });
    startOnAct();
  };
  document.addEventListener('click', holdClick, true);
  document.addEventListener('submit', holdSubmit, true);

  window.addEventListener(
    appReadyEvent,
    () => {
      ready = true;
      document.removeEventListener('click', holdClick, true);
      document.removeEventListener('submit', holdSubmit, true);
      const heldElements = held.map((act) => (act instanceof Element ? act : act.form));
      whenHydrated([...served.keys(), ...heldElements], () => {
        const typed = [...served]
          .filter(([field, value]) => field.isConnected && field.value !== value)
          .map(([field, value]) => ({ field, servedValue: value, typedValue: field.value }));
        for (const { field, servedValue, typedValue } of typed) handOverTypedValue(field, servedValue, typedValue);
        // After React has applied the typed values, the held acts, in order.
        setTimeout(() => {
          held.forEach(doAgain);
          document.documentElement.setAttribute(appStartAttribute, 'ready');
        });
      });
    },
    { once: true },
  );
}

/**
 * Runs `steps` once the page has loaded, each in an idle moment of its own: what they ask for does not compete
 * with the page's first paint for a slow phone's CPU or connection, and no step makes a task long enough to
 * block the page (ADR 0046).
 */
function onceLoaded(steps: readonly (() => void)[]): void {
  const whenIdle = (then: () => void) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(then, { timeout: 1000 }) : setTimeout(then);
  const next = (index: number) => () => {
    steps[index]?.();
    if (index + 1 < steps.length) whenIdle(next(index + 1));
  };
  // The starter is inline at the end of the body: it always runs before the load event.
  window.addEventListener('load', () => whenIdle(next(0)), { once: true });
}

/** A step per file the app will need (the page's list, written at build): each asks for it ahead, so that the first act finds it in the cache. */
function prefetchSteps(): (() => void)[] {
  const list = document.getElementById(prefetchListElementId)?.textContent;
  if (!list) return [];
  const { scripts, stylesheets } = JSON.parse(list) as PrefetchList;
  const hint = (href: string, as: 'script' | 'style') => () => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.as = as;
    link.href = href;
    // In the body (prefetch is allowed there): the head's tags are React's (PageHead, ADR 0010).
    document.body.appendChild(link);
  };
  return [...scripts.map((href) => hint(href, 'script')), ...stylesheets.map((href) => hint(href, 'style'))];
}

/**
 * The page view of this visit (spec 01 §2), sent without the app: a visitor who only reads the page is counted
 * too. Claimed on <html> at once (startOnIntent), so the app, whenever it starts, leaves this one view to the
 * starter; sent only when the run-time config allows analytics, as the app's own views are.
 */
function reportFirstPageView(route: string): void {
  fetch('/config.json', { cache: 'no-store' })
    .then((response) => (response.ok ? (response.json() as Promise<{ analyticsEnabled?: boolean }>) : null))
    .then((config) => {
      if (config?.analyticsEnabled) return fetch(...analyticsRequest(pageViewOf(route)));
    })
    .catch(() => undefined);
}

/** Does a held act again, now that the app answers it. */
function doAgain(act: Element | HeldSubmit): void {
  if (act instanceof Element) {
    // A tap may have landed on an icon inside a button or link: the click bubbles to it as the tap's did.
    if (act.isConnected) act.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
  } else if (act.form.isConnected) {
    try {
      act.form.requestSubmit(act.submitter?.isConnected ? act.submitter : undefined);
    } catch {
      act.form.requestSubmit();
    }
  }
}

/** How long the held acts wait for React to reach their part of the page before they are done anyway. */
const hydrationWaitMs = 10_000;

/**
 * Runs `then` once React has hydrated every element in `elements`. The app is ready when its frame is, but
 * a page inside a Suspense boundary (a remote's routes) is hydrated after it, at a lower priority; an event
 * sent to markup React has not reached yet would be lost, or read as the state the form already had. React
 * marks each element it has taken over with a `__reactProps$…` key.
 */
function whenHydrated(elements: readonly Element[], then: () => void): void {
  const isHydrated = (element: Element) => !element.isConnected || Object.keys(element).some((key) => key.startsWith('__reactProps$'));
  const deadline = Date.now() + hydrationWaitMs;
  const check = () => {
    if (elements.every(isHydrated) || Date.now() > deadline) then();
    else setTimeout(check, 50);
  };
  check();
}
