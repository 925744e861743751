const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids in paths and items are uuids; anything else names nothing (and never reaches a uuid column). */
export const isUuid = (value: string): boolean => uuidPattern.test(value);
