// A malloc-family interposer for the benchmark executable.
//
// On Linux, symbols defined in the executable come first in the dynamic linker's lookup order,
// so these definitions replace glibc's for every caller in the process (the Swift runtime's
// swift_slowAlloc included). Each one bumps a counter and forwards to glibc's real
// implementation through its `__libc_*` aliases, which glibc exports for exactly this purpose.
// Elsewhere the counters are stubs and `bench_allocation_counter_is_active()` says so.

#include "BenchAllocationCounter.h"

#if defined(__linux__) && defined(__GLIBC__)

#include <errno.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void *__libc_valloc(size_t size);
extern void __libc_free(void *pointer);

// Relaxed atomics: the counts only need to be exact once the measuring thread reads them, and
// the benchmark measures on one thread.
static uint64_t allocations;
static uint64_t frees;

static inline void count_allocation(void) {
  __atomic_fetch_add(&allocations, 1, __ATOMIC_RELAXED);
}

void *malloc(size_t size) {
  count_allocation();
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  count_allocation();
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  count_allocation();
  return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
  count_allocation();
  return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
  count_allocation();
  return __libc_memalign(alignment, size);
}

void *valloc(size_t size) {
  count_allocation();
  return __libc_valloc(size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  // The checks glibc's own posix_memalign makes before allocating.
  if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0 || alignment == 0) {
    return EINVAL;
  }
  count_allocation();
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL) return ENOMEM;
  *result = pointer;
  return 0;
}

void free(void *pointer) {
  if (pointer != NULL) __atomic_fetch_add(&frees, 1, __ATOMIC_RELAXED);
  __libc_free(pointer);
}

uint64_t bench_allocation_count(void) { return __atomic_load_n(&allocations, __ATOMIC_RELAXED); }
uint64_t bench_free_count(void) { return __atomic_load_n(&frees, __ATOMIC_RELAXED); }
int bench_allocation_counter_is_active(void) { return 1; }

#else

uint64_t bench_allocation_count(void) { return 0; }
uint64_t bench_free_count(void) { return 0; }
int bench_allocation_counter_is_active(void) { return 0; }

#endif
