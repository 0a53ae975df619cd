import { loadPart } from "./index";

// Imported by each module that shows the cashier's, the restrictions', the verification's or support's texts:
// the module (and the page or dialog that imports it) is ready only once those texts are.
await loadPart("account");
