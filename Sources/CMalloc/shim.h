// glibc's allocator settings (mallopt), which the folio command sets once as it starts.
#include <malloc.h>
