/** The bench database unless DATABASE_URL says otherwise (issue #7). */
export const DEFAULT_BENCH_URL = 'postgres://postgres@127.0.0.1:5432/rcc_bench';
