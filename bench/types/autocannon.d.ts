declare module 'autocannon' {
  // autocannon ships no types; the bench uses its documented options and result fields.
  // biome-ignore lint/suspicious/noExplicitAny: untyped third-party module
  const autocannon: (opts: Record<string, unknown>) => any;
  export default autocannon;
}
