/**
 * Expressions a test or a bench evaluates in a page of the app, through the DevTools protocol: waitForFunction
 * would evaluate a predicate in the page, which the pages' CSP forbids (no eval, ADR 0015). One copy for the
 * benches and the end-to-end tests alike.
 */
import { appStartAttribute } from '@inkspell/contracts/values';

/** Whether React has taken #root (hydrating it or drawing it afresh): React marks the root it renders into. */
export const reactHasTheRootScript = "Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer'))";

/**
 * Whether the app answers the page: React has #root, and a prerendered page's starter has handed over what was
 * done before (ADR 0044; until then a tap is held, and answered only once the whole page is hydrated).
 */
export const appAnswersScript = `${reactHasTheRootScript} && ['ready', null].includes(document.documentElement.getAttribute(${JSON.stringify(appStartAttribute)}))`;
