/**
 * The one platform global the statecharts (and the domain code they use) may touch, read only by
 * tsconfig.machines.json (which has no DOM library): Web Crypto's getRandomValues, which browsers (on
 * plain http too) and Node 20 both provide on globalThis. The main tsconfig gets the real declaration
 * from the DOM library instead.
 */
// eslint-disable-next-line no-var -- only `var` declares a property of globalThis
declare var crypto: { getRandomValues<T extends Uint8Array>(array: T): T };
