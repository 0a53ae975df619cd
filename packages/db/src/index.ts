export { type Db, dropSchema, type OpenDbOptions, openDb } from "./db.js";
export { migrate } from "./migrate.js";
