/**
 * Everything of the contracts that is not a schema: constants, API paths, messages, limits and the pure
 * functions over them. Nothing here imports zod, so a page that only shows things (the frame, home,
 * create, the static pages) loads these few KB instead of zod and every schema (ADR 0020). The same
 * names are also exported by the package's index, beside the schemas. Words the home page never shows
 * are left out, so it does not download them: the admin area's, the account pages' messages, the
 * second-factor codes and the ink shop's and ink service's words. The pages that use them load the
 * schemas anyway and import them from the index. A story job's words and the create page's quick ideas
 * come by their own subpaths.
 */
export * from './values/errors';
export * from './values/accounts';
export * from './values/accounts-api';
export * from './values/parent-gate';
export * from './values/stories';
export * from './values/ink';
export * from './values/site';
export * from './values/platform';
export * from './values/analytics';
export * from './values/installable-app';
export * from './values/paging';
export * from './areas';
