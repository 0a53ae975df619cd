export * from "./currencies.js";
export * from "./format.js";
export * from "./minor.js";
