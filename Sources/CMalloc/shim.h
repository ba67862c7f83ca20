// glibc's allocator settings (mallopt), which `folio build` sets as it starts.
#include <malloc.h>
