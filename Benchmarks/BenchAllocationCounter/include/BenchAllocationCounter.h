// Counts heap allocations made by the whole process, so the benchmark can prove that a frame of
// the engine allocates nothing. Only the benchmark links this; it never reaches users.
#ifndef BENCH_ALLOCATION_COUNTER_H
#define BENCH_ALLOCATION_COUNTER_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Calls to malloc, calloc, realloc, posix_memalign, aligned_alloc, memalign and valloc so far.
uint64_t bench_allocation_count(void);

/// Calls to free (with a non-null pointer) so far.
uint64_t bench_free_count(void);

/// 1 where the interposer is compiled in (Linux/glibc), 0 where the counters are stubs that
/// always read 0 (then the benchmark must not claim "0 allocations").
int bench_allocation_counter_is_active(void);

#ifdef __cplusplus
}
#endif

#endif
