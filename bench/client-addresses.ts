/**
 * Client addresses for X-Forwarded-For: the bench runs the portal with TRUST_PROXY=1, so each
 * simulated client can come from its own address, as real users behind a load balancer do, and the
 * per-address limits (login, public endpoints) see many clients, not one.
 */
const ADDRESSES = 10_000;
let nextAddress = 0;

/** 10.x.y.z addresses, one per call, cycling through a pool of 10,000. */
export const clientAddress = (): string => {
  const n = nextAddress++ % ADDRESSES;
  return `10.${n >> 16 & 255}.${n >> 8 & 255}.${n & 255}`;
};
