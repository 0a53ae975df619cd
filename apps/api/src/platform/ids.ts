const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a caller's id can be a row id at all: anything else is not found, never a database error. */
export const isUuid = (v: string) => UUID.test(v);
