/** What other areas may use of auth (issue 53): the rest of the area is its own. */
export { checkOwnPassword } from './authenticate.ts';
export { KNOWN_ADDRESS_TTL_MS } from './known-addresses.ts';
export { signToken, TOKEN_ISSUER } from './tokens.ts';
