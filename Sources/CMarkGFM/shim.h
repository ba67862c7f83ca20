#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>
#include <cmark-gfm-extension_api.h>
// The text an inline syntax extension reads (cmark_inline_parser_get_chunk) is a cmark_chunk, declared here.
#include <cmark-gfm/chunk.h>
