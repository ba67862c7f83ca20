// The calls into libvips that are variadic or need GObject, behind folio_vips.h's plain C functions.
#include "folio_vips.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <vips/vips.h>

// libvips is loaded when the first picture is made, not when folio starts: it and the hundred libraries it needs
// would cost every folio command (most of which make no picture) tens of milliseconds of symbol lookups. These are
// the functions the shim calls, each found in it then, and called as `vips.name(...)`.
#define FOLIO_VIPS_CALLS(X)                                                                                           \
    X(vips_error_buffer_copy) X(vips_error_clear) X(vips_error) X(vips_version) X(vips_init)                         \
    X(vips_concurrency_set) X(vips_cache_set_max) X(vips_cache_set_max_mem) X(vips_cache_set_max_files)              \
    X(vips_block_untrusted_set) X(vips_thumbnail_buffer) X(vips_image_copy_memory) X(vips_image_get_width)          \
    X(vips_image_get_height) X(vips_jpegsave_buffer) X(vips_pngsave_buffer) X(vips_webpsave_buffer)                  \
    X(vips_heifsave_buffer) X(vips_copy) X(vips_image_get_fields) X(vips_image_remove) X(g_free) X(g_strfreev)       \
    X(g_object_unref) X(g_log_set_handler)

#define FOLIO_VIPS_POINTER(name) __typeof__(name) *name;
static struct { FOLIO_VIPS_CALLS(FOLIO_VIPS_POINTER) } vips;

/// Loads libvips (the one this was compiled against, by its ABI version) and finds every call; NULL, or why not.
static char *load_vips(void) {
    char name[64];
    snprintf(name, sizeof name, "libvips.so.%d", VIPS_LIBRARY_CURRENT - VIPS_LIBRARY_AGE);
    void *library = dlopen(name, RTLD_NOW | RTLD_LOCAL);
    char message[512];
    if (library == NULL) {
        snprintf(message, sizeof message, "cannot load libvips (%s)", dlerror());
        return strdup(message);
    }
#define FOLIO_VIPS_FIND(symbol)                                                                                       \
    vips.symbol = (__typeof__(symbol) *)dlsym(library, #symbol);                                                      \
    if (vips.symbol == NULL) {                                                                                        \
        snprintf(message, sizeof message, "%s has no %s", name, #symbol);                                             \
        return strdup(message);                                                                                       \
    }
    FOLIO_VIPS_CALLS(FOLIO_VIPS_FIND)
#undef FOLIO_VIPS_FIND
    if (vips.vips_version(3) - vips.vips_version(5) != VIPS_LIBRARY_CURRENT - VIPS_LIBRARY_AGE) {
        snprintf(message, sizeof message, "%s is not the libvips folio was built with", name);
        return strdup(message);
    }
    return NULL;
}

static pthread_once_t started = PTHREAD_ONCE_INIT;
static int start_result = -1;
static char *start_error = NULL;
static int wanted_threads = 1;

/// libvips keeps one error buffer for the process; it is copied out and cleared so that the next failure starts
/// from an empty one. The message, without its trailing newline, is the caller's to free.
static char *take_error(const char *fallback) {
    char *copy = vips.vips_error_buffer_copy();
    if (copy == NULL || copy[0] == '\0') {
        vips.g_free(copy);
        return strdup(fallback);
    }
    size_t length = strlen(copy);
    while (length > 0 && (copy[length - 1] == '\n' || copy[length - 1] == ' ')) copy[--length] = '\0';
    char *message = strdup(copy);
    vips.g_free(copy);
    return message;
}

/// libvips logs warnings (a damaged tile, an odd header) to standard error; folio reports what fails, with its
/// place, and keeps standard error for its own diagnostics.
static void discard_log(const gchar *domain, GLogLevelFlags level, const gchar *message, gpointer data) {
    (void)domain, (void)level, (void)message, (void)data;
}

static void start_once(void) {
    start_error = load_vips();
    if (start_error != NULL) return;
    vips.g_log_set_handler("VIPS",
                           G_LOG_LEVEL_WARNING | G_LOG_LEVEL_MESSAGE | G_LOG_LEVEL_INFO | G_LOG_LEVEL_DEBUG,
                           discard_log, NULL);
    if (vips.vips_init("folio") != 0) {
        start_error = take_error("libvips could not start");
        return;
    }
    vips.vips_concurrency_set(wanted_threads);
    // Every derived file is made once and kept by folio: libvips' own cache of operations would only hold memory.
    vips.vips_cache_set_max(0);
    vips.vips_cache_set_max_mem(0);
    vips.vips_cache_set_max_files(0);
    // Loaders that are not fuzzed for hostile input (ImageMagick, MATLAB, ...) are refused.
    vips.vips_block_untrusted_set(TRUE);
    start_result = 0;
}

int folio_vips_start(int threads, char **error) {
    wanted_threads = threads > 0 ? threads : 1;
    pthread_once(&started, start_once);
    if (start_result != 0 && error != NULL) *error = strdup(start_error ? start_error : "libvips could not start");
    return start_result;
}

/// Shrinks and decodes; NULL on failure, with the reason in libvips' error buffer.
static VipsImage *shrink(const void *bytes, size_t count, int width) {
    VipsImage *shrunk = NULL;
    // fail_on=truncated, given to the loader: a damaged or cut-off file is an error, not a picture with a grey band.
    if (vips.vips_thumbnail_buffer((void *)bytes, count, &shrunk, width, "height", VIPS_MAX_COORD, "size",
                                   VIPS_SIZE_DOWN, "option_string", "fail_on=truncated", NULL) != 0) {
        return NULL;
    }
    // Decoded once, so that each format encodes from memory rather than decoding the file again.
    VipsImage *decoded = vips.vips_image_copy_memory(shrunk);
    vips.g_object_unref(shrunk);
    return decoded;
}

/// libvips' error buffer is one for the process, so a failure's message may have been taken by another thread's
/// failure at the same time. A failed operation is therefore done once more, alone, to read its own message: only
/// failures pay for the lock.
static pthread_mutex_t alone = PTHREAD_MUTEX_INITIALIZER;

int folio_vips_shrink(const void *bytes, size_t count, int width, void **image, int *out_width, int *out_height,
                      char **error) {
    VipsImage *decoded = shrink(bytes, count, width);
    if (decoded == NULL) {
        pthread_mutex_lock(&alone);
        vips.vips_error_clear();
        decoded = shrink(bytes, count, width);
        if (decoded == NULL) *error = take_error("libvips could not decode the image");
        pthread_mutex_unlock(&alone);
        if (decoded == NULL) return -1;
    }
    *image = decoded;
    *out_width = vips.vips_image_get_width(decoded);
    *out_height = vips.vips_image_get_height(decoded);
    return 0;
}

static int save(VipsImage *in, folio_vips_format format, int quality, int keep_metadata, void **out, size_t *length) {
    gboolean strip = keep_metadata ? FALSE : TRUE;
    int result;
    switch (format) {
    case FOLIO_VIPS_JPEG:
        result = vips.vips_jpegsave_buffer(in, out, length, "Q", quality, "strip", strip, "optimize_coding", TRUE,
                                           "interlace", TRUE, NULL);
        break;
    case FOLIO_VIPS_PNG:
        result = vips.vips_pngsave_buffer(in, out, length, "strip", strip, "compression", 9, "bitdepth", 8, NULL);
        break;
    case FOLIO_VIPS_WEBP:
        result = vips.vips_webpsave_buffer(in, out, length, "Q", quality, "strip", strip, "effort", 4, NULL);
        break;
    case FOLIO_VIPS_AVIF:
        result = vips.vips_heifsave_buffer(in, out, length, "Q", quality, "strip", strip, "compression",
                                           VIPS_FOREIGN_HEIF_COMPRESSION_AV1, "effort", 2, NULL);
        break;
    default:
        vips.vips_error("folio", "unknown format %d", (int)format);
        result = -1;
    }
    return result;
}

/// A copy of the image without any metadata: libvips 8.14's webpsave writes EXIF even when told to strip it, so
/// nothing is left for any saver to write. The pixels are shared, not copied.
static VipsImage *without_metadata(VipsImage *in) {
    VipsImage *copy = NULL;
    if (vips.vips_copy(in, &copy, NULL) != 0) return NULL;
    gchar **fields = vips.vips_image_get_fields(copy);
    for (gchar **field = fields; *field != NULL; field++) vips.vips_image_remove(copy, *field);
    vips.g_strfreev(fields);
    return copy;
}

static uint32_t le32(const unsigned char *p) { return p[0] | p[1] << 8 | p[2] << 16 | (uint32_t)p[3] << 24; }

static void put_le32(unsigned char *p, uint32_t v) {
    p[0] = v & 255, p[1] = v >> 8 & 255, p[2] = v >> 16 & 255, p[3] = v >> 24 & 255;
}

/// libvips 8.14's webpsave writes a fresh EXIF chunk (resolution, size, a "normal" orientation) into every file
/// it makes, strip or not. The chunk, and any XMP or ICC chunk, is taken out of the RIFF container in place, and
/// the extended header's flags for them cleared, so that the file carries no metadata at all.
static void remove_webp_metadata(unsigned char *file, size_t *length) {
    if (*length < 12 || memcmp(file, "RIFF", 4) != 0 || memcmp(file + 8, "WEBP", 4) != 0) return;
    size_t read = 12, write = 12;
    while (read + 8 <= *length) {
        size_t size = le32(file + read + 4), whole = 8 + size + (size & 1);
        if (read + whole > *length) break;
        int drop = memcmp(file + read, "EXIF", 4) == 0 || memcmp(file + read, "XMP ", 4) == 0 ||
                   memcmp(file + read, "ICCP", 4) == 0;
        if (!drop) {
            memmove(file + write, file + read, whole);
            // VP8X flags: ICC 0x20, EXIF 0x08, XMP 0x04.
            if (memcmp(file + write, "VP8X", 4) == 0 && size >= 1) file[write + 8] &= (unsigned char)~0x2C;
            write += whole;
        }
        read += whole;
    }
    *length = write;
    put_le32(file + 4, (uint32_t)(write - 8));
}

static int save_stripped(VipsImage *in, folio_vips_format format, int quality, int keep_metadata, void **out,
                         size_t *length) {
    if (keep_metadata) return save(in, format, quality, keep_metadata, out, length);
    VipsImage *bare = without_metadata(in);
    if (bare == NULL) return -1;
    int result = save(bare, format, quality, keep_metadata, out, length);
    vips.g_object_unref(bare);
    if (result == 0 && format == FOLIO_VIPS_WEBP) remove_webp_metadata(*out, length);
    return result;
}

int folio_vips_save(void *image, folio_vips_format format, int quality, int keep_metadata, void **out,
                    size_t *length, char **error) {
    if (save_stripped(image, format, quality, keep_metadata, out, length) == 0) return 0;
    pthread_mutex_lock(&alone);
    vips.vips_error_clear();
    int result = save_stripped(image, format, quality, keep_metadata, out, length);
    if (result != 0) *error = take_error("libvips could not encode the image");
    pthread_mutex_unlock(&alone);
    return result;
}

void folio_vips_release(void *image) {
    if (image != NULL) vips.g_object_unref(image);
}

void folio_vips_free(void *pointer) {
    // libvips' buffers come from g_malloc, which is malloc (GLib 2.46 on); the messages are folio's own.
    free(pointer);
}
