/** @module One clock for the Worker so tests and rules agree on "now" (epoch seconds). */
export const nowSeconds = () => Math.floor(Date.now() / 1000);
