// The heap of the playground's WebAssembly module.
//
// Embedded Swift allocates class instances and array buffers through `posix_memalign` and
// `free`, and the wasm32-unknown-none target has no C library to provide them. Rather than
// import an allocator from the page (more imports, and JavaScript reaching into the module's
// memory), the module carries this one: power-of-two size classes with one free list each,
// carved from the linear memory above `__heap_base` (set by wasm-ld) and grown with
// `memory.grow`. The engine's allocations are few and small (effect arrays, velocity samples),
// so a block freed in one frame is reused in the next and the heap stays flat however long the
// page runs. Compiled with the toolchain's clang: `--target=wasm32-unknown-unknown -Os`.

typedef __SIZE_TYPE__ size_t;
typedef __UINTPTR_TYPE__ uintptr_t;

extern unsigned char __heap_base;

enum {
  kHeader = 16,     // the class and offset words sit just before the returned pointer
  kMinClass = 5,    // 32 bytes: a header plus a small payload
  kClassCount = 32, // up to 2 GiB, more than wasm32 memory can hold
  kPageSize = 65536,
  kNoMemory = 12,   // ENOMEM
};

static uintptr_t next_free_byte; // the bump pointer into fresh memory
static uintptr_t end_of_memory;  // the end of the linear memory grown so far
static void *free_lists[kClassCount];

static uintptr_t align_up(uintptr_t value, uintptr_t alignment) {
  return (value + alignment - 1) & ~(alignment - 1);
}

// A fresh block of 2^size_class bytes, 16-byte aligned, or 0 when memory cannot grow.
static uintptr_t fresh_block(unsigned size_class) {
  if (end_of_memory == 0) {
    next_free_byte = align_up((uintptr_t)&__heap_base, kHeader);
    end_of_memory = (uintptr_t)__builtin_wasm_memory_size(0) * kPageSize;
  }
  uintptr_t size = (uintptr_t)1 << size_class;
  if (end_of_memory - next_free_byte < size) {
    uintptr_t missing = size - (end_of_memory - next_free_byte);
    uintptr_t pages = (missing + kPageSize - 1) / kPageSize;
    if (__builtin_wasm_memory_grow(0, pages) == (size_t)-1) return 0;
    end_of_memory += pages * kPageSize;
  }
  uintptr_t block = next_free_byte;
  next_free_byte += size;
  return block;
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  if (alignment < kHeader) alignment = kHeader;
  // Room for the header, the payload and, for alignments above 16, the padding to reach one.
  uintptr_t needed = (uintptr_t)size + kHeader + (alignment > kHeader ? alignment : 0);
  unsigned size_class = kMinClass;
  while (size_class < kClassCount && ((uintptr_t)1 << size_class) < needed) size_class++;
  if (size_class >= kClassCount) return kNoMemory;

  uintptr_t block;
  if (free_lists[size_class]) {
    block = (uintptr_t)free_lists[size_class];
    free_lists[size_class] = *(void **)block;
  } else {
    block = fresh_block(size_class);
    if (block == 0) return kNoMemory;
  }
  uintptr_t payload = align_up(block + kHeader, alignment);
  ((unsigned *)payload)[-2] = size_class;
  ((unsigned *)payload)[-1] = (unsigned)(payload - block);
  *result = (void *)payload;
  return 0;
}

void free(void *pointer) {
  if (!pointer) return;
  uintptr_t payload = (uintptr_t)pointer;
  unsigned size_class = ((unsigned *)payload)[-2];
  uintptr_t block = payload - ((unsigned *)payload)[-1];
  *(void **)block = free_lists[size_class];
  free_lists[size_class] = (void *)block;
}
