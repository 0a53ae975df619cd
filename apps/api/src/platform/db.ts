export { type Db, dropSchema, migrate, openDb } from "@casino/db";
