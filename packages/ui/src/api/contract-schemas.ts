import type * as ContractsModule from '@inkspell/contracts';
import type { AnswerSchema } from './api-client';

type Contracts = typeof ContractsModule;

let loading: Promise<Contracts> | undefined;

/**
 * The contracts' schemas, with zod, fetched the first time something has to be checked. Pages that only
 * show things import `@inkspell/contracts/values`, so a first visit downloads neither zod nor a schema
 * until an answer or a form needs one (ADR 0020).
 */
export function loadContractSchemas(): Promise<Contracts> {
  loading ??= import('@inkspell/contracts');
  return loading;
}

/**
 * A request's answer schema, loaded when the answer arrives: `{ schema: contractSchema((c) => c.storySchema) }`.
 * A failed answer (401, 404, ...) never loads it.
 */
export function contractSchema<T>(pick: (contracts: Contracts) => AnswerSchema<T>): () => Promise<AnswerSchema<T>> {
  return async () => pick(await loadContractSchemas());
}
