export * from "./access.js";
export * from "./money.js";
export * from "./operators.js";
export * from "./players.js";
