export * from "./access.js";
